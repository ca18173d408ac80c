/**
 * Scan login and verification-code login (SPEC §2.4): what /api/oauth/ScanLogin and /api/oauth/SmsCode
 * answer, shared by the server that builds the answers and the web that reads them.
 */

/** POST ScanLogin: a ticket the login screen shows as a QR code. */
export interface ScanTicket {
  ticket: string;
  /** epoch ms */
  expiresAt: number;
}

export type ScanStatus = 'waiting' | 'scanned' | 'confirmed' | 'cancelled' | 'expired';

/** GET ScanLogin/{ticket}: where the ticket stands; the session comes once, on the first poll after the approval. */
export interface ScanPoll {
  status: ScanStatus;
  /** only on the first poll after the approval */
  token?: string;
  theme?: string;
}

/** POST ScanLogin/{ticket}/Scan: what the approving user sees about the computer that asks to be signed in. */
export interface ScanRequester {
  ip: string;
  ipPlace: string;
  browser: string;
  os: string;
  /** when the computer showed the code (epoch ms) */
  requestedAt: number;
  expiresAt: number;
}

/** POST SmsCode: in how many seconds another code may be asked for, and how many seconds this one lasts. */
export interface SmsCodeSent {
  resendAfter: number;
  expiresIn: number;
}
