import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list a notice body passes through before it is stored (issue 6, SPEC §2.6). It keeps
 * exactly what the rich-text editor (Quill 2, web/src/components/RichTextEditor.tsx) produces for its
 * toolbar: headings, paragraphs, bold/italic/underline/strike, ordered and bullet lists, indent,
 * alignment, right-to-left, font sizes, links and images. Everything else is dropped: script and style
 * with their content, event handlers, inline styles, frames, svg/math, and any URL that could run code.
 * The body is cleaned at save, so every reader (dialog, message centre, other clients) gets inert HTML.
 */

/** A pasted image may travel inside the body as a data: URL up to this many characters (about 512 KB). */
export const NOTICE_DATA_IMAGE_MAX_CHARS = 700_000;

const ALIGN = ['ql-align-center', 'ql-align-right', 'ql-align-justify'];
const INDENT = Array.from({ length: 8 }, (_, i) => `ql-indent-${i + 1}`);
const BLOCK_CLASSES = [...ALIGN, ...INDENT, 'ql-direction-rtl'];
const HEADINGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];

const DATA_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/]+=*$/i;
// The server's own image route (uploads from the editor's image button).
const OWN_IMAGE = /^\/api\/file\/Image\/[A-Za-z0-9_-]+\/[A-Za-z0-9._-]+$/;
const WEB_URL = /^https?:\/\/[^\s"'<>\\]+$/i;

export type ImageCheck = 'ok' | 'tooLarge' | 'refused';

/** Whether an <img> src may stay: an http(s) address, our own image route, or a small raster data URL. */
export function checkImageSource(src: string): ImageCheck {
  if (WEB_URL.test(src) || OWN_IMAGE.test(src)) return 'ok';
  if (DATA_IMAGE.test(src)) return src.length <= NOTICE_DATA_IMAGE_MAX_CHARS ? 'ok' : 'tooLarge';
  return 'refused';
}

const LIST_KINDS = new Set(['ordered', 'bullet']);
const SIZES = new Set(['width', 'height']);

function keep(attribs: sanitizeHtml.Attributes, allowed: (name: string, value: string) => boolean) {
  return Object.fromEntries(Object.entries(attribs).filter(([name, value]) => allowed(name, value)));
}

function options(onLargeImage: () => void): sanitizeHtml.IOptions {
  return {
    allowedTags: [...HEADINGS, 'p', 'br', 'strong', 'em', 'u', 's', 'ol', 'ul', 'li', 'a', 'img', 'span'],
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      img: ['src', 'alt', 'width', 'height'],
      li: ['data-list'],
    },
    allowedClasses: {
      ...Object.fromEntries([...HEADINGS, 'p', 'li'].map((tag) => [tag, BLOCK_CLASSES])),
      span: ['ql-size-small', 'ql-size-large', 'ql-size-huge'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowProtocolRelative: false,
    allowedStyles: {},
    disallowedTagsMode: 'discard',
    transformTags: {
      // Every link opens in a new tab that cannot reach back to this page (what the editor writes too).
      a: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          rel: 'noopener noreferrer',
          target: '_blank',
        },
      }),
      // Attributes keep their order, so the editor's own output is stored byte for byte.
      li: (tagName, attribs) => ({
        tagName,
        attribs: keep(attribs, (name, value) => name !== 'data-list' || LIST_KINDS.has(value)),
      }),
      img: (tagName, attribs) => ({
        tagName,
        attribs: keep(attribs, (name, value) => !SIZES.has(name) || /^\d{1,5}$/.test(value)),
      }),
    },
    // An image whose address is not one of ours, the web's, or a small raster picture is left out.
    exclusiveFilter: (frame) => {
      if (frame.tag !== 'img') return false;
      const verdict = checkImageSource(String(frame.attribs.src ?? ''));
      if (verdict === 'tooLarge') onLargeImage();
      return verdict !== 'ok';
    },
  };
}

export interface CleanBody {
  html: string;
  /** a pasted image was over NOTICE_DATA_IMAGE_MAX_CHARS (the caller refuses the save) */
  largeImage: boolean;
}

export function sanitizeNoticeHtml(input: string): CleanBody {
  let largeImage = false;
  const html = sanitizeHtml(
    input,
    options(() => {
      largeImage = true;
    }),
  );
  // Written as the browser's innerHTML writes them (what the editor hands over): void tags without
  // a slash, no-break spaces as entities. Attribute values are escaped, so '>' only ends a tag here.
  const serialised = html.replace(/<(br|img)((?:\s[^>]*)?) \/>/g, '<$1$2>').replace(/\u00a0/g, '&nbsp;');
  return { html: serialised, largeImage };
}

/** True when the cleaned body holds nothing a reader would see (no text, no image). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s|\u00a0/g, '') === '';
}
