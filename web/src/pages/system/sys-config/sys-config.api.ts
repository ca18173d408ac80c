import { http } from '../../../app/request';

/** GET /api/system/SysConfig: the flat settings object; the mail password always comes back blank. */
export interface SysConfig {
  sysName: string;
  sysDescription: string;
  sysVersion: string;
  copyright: string;
  companyName: string;
  companyCode: string;
  companyAddress: string;
  companyContacts: string;
  companyTelePhone: string;
  companyEmail: string;
  tokenTimeout: number;
  singleLogin: number;
  lastLoginTimeSwitch: number;
  passwordErrorsNumber: number;
  lockType: number;
  lockTime: number;
  lockExemptAdmin: number;
  whitelistSwitch: number;
  whiteListIp: string;
  passwordIsUpdatedRegularly: number;
  updateCycle: number;
  updateInAdvance: number;
  passwordStrengthLimit: number;
  passwordLengthMin: number;
  passwordLengthMinNumber: number;
  containsNumbers: number;
  includeLowercaseLetters: number;
  includeUppercaseLetters: number;
  containsCharacters: number;
  disableOldPassword: number;
  disableTheNumberOfOldPasswords: number;
  emailSmtpHost: string;
  emailSmtpPort: number;
  emailPop3Host: string;
  emailPop3Port: number;
  emailSenderName: string;
  emailAccount: string;
  emailPassword: string;
  emailSsl: number;
  emailPasswordSet: boolean;
}

export type SysConfigInput = Partial<Omit<SysConfig, 'emailPasswordSet'>>;

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
