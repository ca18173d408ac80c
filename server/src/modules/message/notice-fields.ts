import { type Lang, NOTICE_BODY_MAX } from '@app/common';
import { AppError } from '../../platform/errors.js';
import { fieldLabel } from '../../platform/i18n/i18n.js';
import { isBlankHtml, NOTICE_DATA_IMAGE_MAX_CHARS, sanitizeNoticeHtml } from './notice-html.js';

/** What a notice's answers and writes make of its stored values: the author's name, the cleaned body. */

export { authorName } from '../../platform/resource/row-authors.js';

/** The body cleaned by the allow-list ('' for an editor left empty), or a refusal. */
export function noticeBody(raw: string | null | undefined, lang: Lang): string {
  const clean = sanitizeNoticeHtml(raw ?? '');
  if (clean.largeImage) {
    const size = `${Math.floor((NOTICE_DATA_IMAGE_MAX_CHARS * 3) / 4 / 1024)} KB`;
    throw new AppError(413, 413, 'notice.imageTooLarge', { size });
  }
  // Cleaning never lengthens the editor's output much; the cap keeps a stored body under the request limit.
  if (clean.html.length > NOTICE_BODY_MAX)
    throw new AppError(400, 400, 'validation.maxLength', {
      field: fieldLabel('bodyText', lang),
      limit: NOTICE_BODY_MAX,
    });
  // An editor left empty (or holding only spaces) stores no body at all.
  return isBlankHtml(clean.html) ? '' : clean.html;
}
