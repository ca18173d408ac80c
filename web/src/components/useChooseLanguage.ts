import type { Lang } from '@app/common';
import { toastSuccess } from '../app/feedback';
import { http } from '../app/request';
import i18n, { changeLanguage } from '../i18n';
import { useSession } from '../stores/session';
import { useSettings } from '../stores/settings';

/**
 * Switches the UI language (SPEC §1): remembered locally, saved to the server when signed in (SPEC
 * §7.7, so its messages and the next login follow it), confirmed in the new language (SPEC §8).
 */
export function useChooseLanguage() {
  const language = useSettings((s) => s.language);
  const choose = async (lang: Lang) => {
    if (lang === language) return;
    await changeLanguage(lang);
    if (useSession.getState().token)
      void http
        .put('/api/permission/Users/Current/SystemLanguage', { language: lang }, { silent: true })
        .catch(() => {});
    toastSuccess(i18n.t('common.switchLanguageSuccess'));
  };
  return { language, choose };
}
