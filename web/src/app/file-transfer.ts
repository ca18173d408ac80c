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

/** How far a download is: bytes received, and the X-Total-Count header (rows) when the server sent one. */
export interface DownloadProgress {
  received: number;
  total: number | null;
  done: boolean;
}

/** The body read chunk by chunk, telling `onProgress` as it comes (at most every 100 ms, and at the end). */
async function readWithProgress(
  response: Response,
  onProgress: (progress: DownloadProgress) => void,
): Promise<Blob> {
  const header = response.headers.get('X-Total-Count');
  const total = header != null && /^\d+$/.test(header) ? Number(header) : null;
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.body) {
    const blob = await response.blob();
    onProgress({ received: blob.size, total, done: true });
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: BlobPart[] = [];
  let received = 0;
  let told = 0;
  onProgress({ received, total, done: false });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    const now = Date.now();
    if (now - told >= 100) {
      told = now;
      onProgress({ received, total, done: false });
    }
  }
  onProgress({ received, total, done: true });
  return new Blob(chunks, { type });
}

/**
 * Downloads a file answer and hands it to the browser under the server's file name. With `onProgress` the
 * body is read as a stream and its progress reported (a long export is then more than a spinner). With
 * `body` it is a POST of that JSON (an export whose query does not fit a URL: a generated list's).
 */
export async function downloadFile(
  url: string,
  fallbackName: string,
  params?: QueryParams,
  onProgress?: (progress: DownloadProgress) => void,
  body?: object,
): Promise<void> {
  let response: Response;
  let blob: Blob | null = null;
  const init: RequestInit = { headers: headers(), credentials: 'omit' };
  if (body) {
    (init.headers as Headers).set('Content-Type', 'application/json');
    Object.assign(init, { method: 'POST', body: JSON.stringify(body) });
  }
  try {
    response = await fetch(buildUrl(url, params, Date.now()), init);
    if (response.ok) blob = onProgress ? await readWithProgress(response, onProgress) : await response.blob();
  } catch {
    const error = new ApiError(i18n.t('common.requestError'), 0, 0);
    toastError(error.message);
    throw error;
  }
  if (!response.ok || !blob) {
    const error = await failure(response);
    toastError(error.message);
    throw error;
  }
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
