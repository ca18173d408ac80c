import type { LoginResult, ScanPoll, ScanTicket, SmsCodeSent } from '@app/common';
import { adoptLogin } from '../../app/auth';
import { http } from '../../app/request';

/** The scan-login and verification-code calls of the login screen (SPEC §2.4). */

/** The link a QR code carries: a signed-in device opens it and approves. */
export const scanLoginUrl = (ticket: string): string =>
  `${window.location.origin}/scanLogin?ticket=${encodeURIComponent(ticket)}`;

export const createScanTicket = () =>
  http.post<ScanTicket>('/api/oauth/ScanLogin', undefined, { silent: true });

export const pollScanTicket = (ticket: string, signal?: AbortSignal) =>
  http.get<ScanPoll>(`/api/oauth/ScanLogin/${encodeURIComponent(ticket)}`, undefined, {
    silent: true,
    signal,
  });

/** Stores the session the approval handed over, as the account login does. */
export const adoptScanLogin = (poll: ScanPoll & { token: string }) =>
  adoptLogin({ token: poll.token, theme: poll.theme ?? 'classic' });

export const sendSmsCode = (mobile: string) =>
  http.post<SmsCodeSent>('/api/oauth/SmsCode', { mobile: mobile.trim() });

export async function loginByCode(mobile: string, code: string): Promise<LoginResult> {
  const result = await http.post<LoginResult>(
    '/api/oauth/LoginByCode',
    { mobile: mobile.trim(), code: code.trim() },
    { form: true },
  );
  return adoptLogin(result);
}
