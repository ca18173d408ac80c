import i18n from '../i18n';
import { useSession } from '../stores/session';
import { useSettings } from '../stores/settings';
import { toastError } from './feedback';
import { ApiError } from './request';
import { buildUrl, type QueryParams } from './request-url';

/**
 * Files over the API, beside the JSON client of request.ts: a download that arrives as the file itself
 * (Content-Disposition) and a multipart upload whose answer is the usual envelope. Both carry the token
 * and the UI language; a refusal becomes an ApiError with the server's sentence.
 */

function headers(): Headers {
  const result = new Headers();
  const token = useSession.getState().token;
  if (token) result.set('Authorization', token);
  result.set('X-Language', useSettings.getState().language);
  return result;
}

async function failure(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as {
    code?: number;
    msg?: string;
    data?: unknown;
  } | null;
  return new ApiError(
    body?.msg || i18n.t('common.requestError'),
    typeof body?.code === 'number' ? body.code : 0,
    response.status,
    body?.data ?? null,
  );
}

/** The file name of a Content-Disposition header: filename* (RFC 5987) first, then filename. */
export function dispositionName(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header);
  return plain?.[1] ?? fallback;
}

/** Downloads a file answer and hands it to the browser under the server's file name. */
export async function downloadFile(url: string, fallbackName: string, params?: QueryParams): Promise<void> {
  let response: Response;
  try {
    response = await fetch(buildUrl(url, params, Date.now()), { headers: headers(), credentials: 'omit' });
  } catch {
    const error = new ApiError(i18n.t('common.requestError'), 0, 0);
    toastError(error.message);
    throw error;
  }
  if (!response.ok) {
    const error = await failure(response);
    toastError(error.message);
    throw error;
  }
  const blob = await response.blob();
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = dispositionName(response.headers.get('Content-Disposition'), fallbackName);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** Uploads one file (multipart field "file"); resolves with the envelope's data, rejects with ApiError. */
export async function uploadFile<T>(
  url: string,
  file: Blob,
  fileName: string,
  params?: QueryParams,
): Promise<T> {
  const body = new FormData();
  body.append('file', file, fileName);
  let response: Response;
  try {
    response = await fetch(buildUrl(url, params, Date.now()), {
      method: 'POST',
      headers: headers(),
      body,
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(i18n.t('common.requestError'), 0, 0);
  }
  if (!response.ok) throw await failure(response);
  const answer = (await response.json().catch(() => null)) as { code?: number; data?: T } | null;
  if (answer?.code !== 200)
    throw new ApiError(i18n.t('common.requestError'), answer?.code ?? 0, response.status);
  return answer.data as T;
}
