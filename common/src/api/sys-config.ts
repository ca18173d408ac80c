/**
 * System settings (系统配置, category SysConfig in base_sys_config): one flat object, the server's defaults in
 * server/src/platform/settings.ts.
 */
export interface SystemSettings {
  sysName: string;
  /** minutes of inactivity before a token expires */
  tokenTimeout: number;
  /** 1: a new login signs the user's other sessions out (code 601); 2: concurrent logins allowed */
  singleLogin: number;
  /** failed passwords before the account is locked; 0 turns locking off */
  passwordErrorsNumber: number;
  /** minutes an account stays locked */
  lockTime: number;
  /** 1: administrators are never locked out */
  lockExemptAdmin: number;
  /** 1: the client shows the previous login after logging in */
  lastLoginTimeSwitch: number;
  /** days log rows are kept before the daily prune deletes them; 0 keeps them forever */
  logRetentionDays: number;
  // 系统信息 (client-facts §5.4)
  sysDescription: string;
  sysVersion: string;
  copyright: string;
  companyName: string;
  companyCode: string;
  companyAddress: string;
  companyContacts: string;
  companyTelePhone: string;
  companyEmail: string;
  // 安全策略 (server-facts §10)
  /** 1: the account stays locked until an administrator unlocks it; 2: logins wait lockTime minutes */
  lockType: number;
  /** 1: the password login asks for an image captcha (GET /api/oauth/getConfig/{account} tells the client) */
  enableVerificationCode: number;
  /** characters in a captcha image, 3 to 8 */
  verificationCodeNumber: number;
  /** 1: logins are accepted only from the addresses in whiteListIp */
  whitelistSwitch: number;
  /** one IPv4/IPv6 address or CIDR range a line */
  whiteListIp: string;
  /** 1: a password older than updateCycle days must be changed */
  passwordIsUpdatedRegularly: number;
  updateCycle: number;
  /** days before expiry the user is reminded */
  updateInAdvance: number;
  /** 1: new passwords must follow the rules below (checked where the plain password is typed) */
  passwordStrengthLimit: number;
  passwordLengthMin: number;
  passwordLengthMinNumber: number;
  containsNumbers: number;
  includeLowercaseLetters: number;
  includeUppercaseLetters: number;
  containsCharacters: number;
  /** 1: a new password may not repeat the last disableTheNumberOfOldPasswords ones */
  disableOldPassword: number;
  disableTheNumberOfOldPasswords: number;
  // 邮件设置
  emailSmtpHost: string;
  emailSmtpPort: number;
  emailPop3Host: string;
  emailPop3Port: number;
  emailSenderName: string;
  emailAccount: string;
  /** a secret: never sent back to a client */
  emailPassword: string;
  /** 1: SMTP over TLS from the first byte (usually port 465) */
  emailSsl: number;
}

/** GET /api/system/SysConfig: the settings without the mail password, and whether one is stored. */
export type SysConfigView = Omit<SystemSettings, 'emailPassword'> & {
  /** the mail password always comes back blank; this says whether one is stored */
  emailPassword: '';
  emailPasswordSet: boolean;
};

/**
 * PUT /api/system/SysConfig: any subset; an empty emailPassword keeps the stored one. The view's read-only
 * emailPasswordSet is accepted and ignored, so a GET answer can be sent back unchanged.
 */
export type SysConfigInput = Partial<SystemSettings> & { emailPasswordSet?: boolean };
