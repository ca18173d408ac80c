import type { Generated } from 'kysely';
import type { Millis, Opt } from '../../db/schema.js';

/** The oauth area's tables; each adds itself to the Database type by augmenting it (decision 058). */

/** A scan-login ticket (003_login_tickets): a desktop waits on it, a signed-in user approves it. */
export interface LoginTicketTable {
  /** sha-256 of the ticket; the ticket itself is never stored */
  id: string;
  /** 'waiting' | 'scanned' | 'confirming' | 'confirmed' | 'cancelled' | 'consumed' */
  status: string;
  /** the desktop that asked for the ticket */
  ipAddress: Opt<string>;
  userAgent: Opt<string>;
  browser: Opt<string>;
  os: Opt<string>;
  /** the user who scanned it, and whose session the desktop receives */
  userId: Opt<string>;
  creatorTime: Millis;
  expiresAt: Millis;
  scannedTime: Opt<Millis>;
  confirmedTime: Opt<Millis>;
  /** the new session's token, encrypted, until the desktop collects it */
  token: Opt<string>;
  theme: Opt<string>;
}

/** A verification code sent for SMS login (003_login_tickets). */
export interface SmsCodeTable {
  id: string;
  mobile: string;
  /** HMAC of mobile and code under the server secret */
  codeHash: string;
  ipAddress: Opt<string>;
  creatorTime: Millis;
  expiresAt: Millis;
  /** codes tried against it, right or wrong */
  attempts: Generated<number>;
  consumedTime: Opt<Millis>;
}

/** An image captcha drawn for a client (20261126T1040_oauth_captcha); used up by the first check. */
export interface CaptchaTable {
  /** the key the client drew it under */
  id: string;
  /** the characters in the image, lower case */
  code: string;
  creatorTime: Millis;
  expiresAt: Millis;
}

declare module '../../db/schema.js' {
  interface Database {
    baseCaptcha: CaptchaTable;
    baseLoginTicket: LoginTicketTable;
    baseSmsCode: SmsCodeTable;
  }
}
