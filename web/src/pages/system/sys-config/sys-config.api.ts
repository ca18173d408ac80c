import type { SysConfigInput, SysConfigView } from '@app/common';
import { http } from '../../../app/request';

/** GET /api/system/SysConfig: the flat settings object; the mail password always comes back blank. */
export type SysConfig = SysConfigView;
export type { SysConfigInput };

export const SYS_CONFIG_KEY = ['system', 'sysConfig'] as const;
const URL = '/api/system/SysConfig';

export const fetchSysConfig = (signal?: AbortSignal) => http.get<SysConfig>(URL, undefined, { signal });

export const saveSysConfig = (values: SysConfigInput) => http.put<SysConfig>(URL, values);

export type EmailTestInput = { to: string } & Pick<
  SysConfigInput,
  'emailSmtpHost' | 'emailSmtpPort' | 'emailSsl' | 'emailAccount' | 'emailPassword' | 'emailSenderName'
>;

/** The server gives up after 10 s; the answer (or its refusal) is shown beside the button, not toasted. */
export const testEmail = (input: EmailTestInput) =>
  http.post<{ to: string }>(`${URL}/Email/Test`, input, { silent: true, timeout: 20_000 });
