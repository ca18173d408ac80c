import type { FormData } from '@app/common/form';
import type { FlowFormInfo } from './centre.api';

/** The query key prefix of everything the approval centre shows (lists, details, counts). */
export const CENTRE_KEY = ['workflow', 'centre'] as const;

/**
 * The form of a flow: the designed form's or the system form's FormData. Older answers carried it as JSON
 * text (the original's formData string), so text is read too; anything else means no form.
 */
export function formOf(info: FlowFormInfo | null | undefined): FormData | null {
  const data: unknown = info?.formData;
  let form: unknown = data;
  if (typeof data === 'string') {
    try {
      form = JSON.parse(data);
    } catch {
      return null;
    }
  }
  return form && typeof form === 'object' && Array.isArray((form as FormData).fields)
    ? (form as FormData)
    : null;
}
