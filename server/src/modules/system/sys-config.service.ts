import { isIP } from 'node:net';
import { PATTERNS, type PasswordPolicy, type SysConfigInput, type SysConfigView } from '@app/common';
import nodemailer from 'nodemailer';
import type { RequestContext } from '../../platform/context.js';
import { type AppError, badRequest } from '../../platform/errors.js';
import type { Lang } from '../../platform/i18n/i18n.js';
import { newId } from '../../platform/ids.js';
import { badIpEntries, ipAllowed } from '../../platform/ip-list.js';
import { DEFAULT_SETTINGS, SECRET_SETTINGS, type Settings } from '../../platform/settings.js';

export type { SysConfigInput, SysConfigView } from '@app/common';

/** 系统配置 as the screen reads it: every key, a secret as '' with a flag telling whether one is stored. */
export async function readSysConfig(ctx: RequestContext): Promise<SysConfigView> {
  const settings = await ctx.services.settings.get();
  return { ...settings, emailPassword: '', emailPasswordSet: settings.emailPassword !== '' };
}

/** The rules a new password must follow, for every signed-in user's password forms. */
export async function readPasswordPolicy(ctx: RequestContext): Promise<PasswordPolicy> {
  const s = await ctx.services.settings.get();
  return {
    passwordStrengthLimit: s.passwordStrengthLimit,
    passwordLengthMin: s.passwordLengthMin,
    passwordLengthMinNumber: s.passwordLengthMinNumber,
    containsNumbers: s.containsNumbers,
    includeLowercaseLetters: s.includeLowercaseLetters,
    includeUppercaseLetters: s.includeUppercaseLetters,
    containsCharacters: s.containsCharacters,
  };
}

const FIELD_LABELS: Record<string, Record<Lang, string>> = {
  companyEmail: { zh: '公司邮箱', en: 'Company e-mail', zhtw: '公司信箱' },
  emailAccount: { zh: '邮箱账户', en: 'Mail account', zhtw: '郵件帳戶' },
  emailSmtpHost: { zh: 'SMTP服务器', en: 'SMTP server', zhtw: 'SMTP伺服器' },
  emailPop3Host: { zh: 'POP3服务器', en: 'POP3 server', zhtw: 'POP3伺服器' },
  to: { zh: '收件人', en: 'Recipient', zhtw: '收件人' },
};

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[-a-z0-9]*[a-z0-9])?(?:\.[a-z0-9](?:[-a-z0-9]*[a-z0-9])?)*$/i;

function checkFields(values: Partial<Settings> & { to?: string }, lang: Lang): void {
  for (const field of ['companyEmail', 'emailAccount', 'to'] as const) {
    const value = values[field];
    // The mail account may be a plain user name on some servers; only one with an @ is checked.
    if (!value || (field === 'emailAccount' && !value.includes('@'))) continue;
    if (!PATTERNS.email.test(value))
      throw badRequest(
        'sysConfig.badEmail',
        { field: FIELD_LABELS[field]?.[lang] ?? field },
        { errors: [{ field }] },
      );
  }
  for (const field of ['emailSmtpHost', 'emailPop3Host'] as const) {
    const value = values[field];
    if (value && !HOST.test(value) && !isIP(value))
      throw badRequest(
        'sysConfig.badHost',
        { field: FIELD_LABELS[field]?.[lang] ?? field },
        { errors: [{ field }] },
      );
  }
  if (values.whiteListIp !== undefined) {
    const [bad] = badIpEntries(values.whiteListIp);
    if (bad)
      throw badRequest(
        'sysConfig.badIp',
        { entry: bad.slice(0, 60) },
        { errors: [{ field: 'whiteListIp' }] },
      );
  }
}

/**
 * Saves the keys sent (PUT replaces the ones given; a blank secret keeps the stored one), after every check
 * passed: nothing is written on a refusal. The caller's own address must stay allowed by an active whitelist.
 * Read-only fields of the view are ignored and a key whose value is unchanged is not written, so sending
 * back what GET answered changes nothing. `ip` is the address the request came from.
 */
export async function saveSysConfig(ctx: RequestContext, input: SysConfigInput, ip: string): Promise<void> {
  const { services, lang } = ctx;
  const { emailPasswordSet: _readOnly, ...given } = input;
  const values: Partial<Settings> = { ...given };
  for (const key of SECRET_SETTINGS) if (values[key] === '') delete values[key];
  for (const [key, value] of Object.entries(values))
    if (typeof value === 'string')
      (values as Record<string, unknown>)[key] = key === 'emailPassword' ? value : value.trim();
  checkFields(values, lang);
  const stored = await services.settings.get();
  const merged = { ...stored, ...values };
  if (merged.whitelistSwitch === 1 && !ipAllowed(merged.whiteListIp, ip))
    throw badRequest('sysConfig.ownIpMissing', { ip }, { errors: [{ field: 'whiteListIp' }] });

  const changed = Object.entries(values).filter(
    ([key, value]) => key in DEFAULT_SETTINGS && String(stored[key as keyof Settings]) !== String(value),
  );
  if (changed.length === 0) return;
  const { db } = services;
  const now = ctx.clock.now();
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of changed) {
      const updated = await trx
        .updateTable('baseSysConfig')
        .set({ value: String(value), lastModifyTime: now, lastModifyUserId: ctx.user.id })
        .where('category', '=', 'SysConfig')
        .where('key', '=', key)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) continue;
      await trx
        .insertInto('baseSysConfig')
        .values({
          id: newId(),
          category: 'SysConfig',
          key,
          value: String(value),
          lastModifyTime: now,
          lastModifyUserId: ctx.user.id,
        })
        .execute();
    }
  });
  services.settings.invalidate();
}

export type EmailTestInput = { to: string } & Partial<
  Pick<
    Settings,
    'emailSmtpHost' | 'emailSmtpPort' | 'emailSsl' | 'emailAccount' | 'emailPassword' | 'emailSenderName'
  >
>;

const SEND_TIMEOUT_MS = 10_000;

/** The settings a mail is sent with (the stored ones, or those a test posts over them). */
type SmtpSettings = Pick<
  Settings,
  | 'emailSmtpHost'
  | 'emailSmtpPort'
  | 'emailSsl'
  | 'emailAccount'
  | 'emailPassword'
  | 'emailSenderName'
  | 'sysName'
>;

/** Whether the stored settings name an SMTP server to send through. */
export const mailConfigured = (smtp: Pick<Settings, 'emailSmtpHost' | 'emailSmtpPort'>) =>
  smtp.emailSmtpHost.trim() !== '' && !!smtp.emailSmtpPort;

/** Sends one mail through the SMTP server the settings name, giving up after SEND_TIMEOUT_MS. */
async function sendWith(smtp: SmtpSettings, mail: { to: string | string[]; subject: string; text: string }) {
  const host = smtp.emailSmtpHost.trim();
  const account = smtp.emailAccount.trim();
  const from = account.includes('@') ? account : `no-reply@${host}`;
  const transport = nodemailer.createTransport({
    host,
    port: smtp.emailSmtpPort,
    secure: smtp.emailSsl === 1,
    auth: account ? { user: account, pass: smtp.emailPassword } : undefined,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const sent = transport.sendMail({
      from: { name: smtp.emailSenderName || smtp.sysName, address: from },
      ...mail,
    });
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })),
        SEND_TIMEOUT_MS,
      );
    });
    return await Promise.race([sent, timeout]);
  } finally {
    clearTimeout(timer);
    transport.close();
  }
}

/**
 * A mail from the platform (a workflow step's e-mail channel) with the stored SMTP settings; false when no
 * SMTP server is configured. A failing server throws, so the caller can try again later.
 */
export async function sendPlatformMail(
  ctx: RequestContext,
  mail: { to: string[]; subject: string; text: string },
): Promise<boolean> {
  const stored = await ctx.services.settings.get();
  if (!mailConfigured(stored) || !mail.to.length) return false;
  await sendWith(stored, mail);
  return true;
}

/**
 * Sends a test mail with the posted SMTP settings (the stored ones where a field is not posted; a blank
 * password means the stored one). A failure answers 400 naming the step: connect, auth or recipient.
 */
export async function sendTestEmail(ctx: RequestContext, input: EmailTestInput) {
  const { lang } = ctx;
  const stored = await ctx.services.settings.get();
  const { to, ...posted } = input;
  if (posted.emailPassword === '') delete posted.emailPassword;
  const smtp = { ...stored, ...posted };
  checkFields({ ...posted, to }, lang);
  const host = smtp.emailSmtpHost.trim();
  const port = smtp.emailSmtpPort;
  if (!host || !port)
    throw badRequest('sysConfig.emailNotConfigured', {}, { errors: [{ field: 'emailSmtpHost' }] });
  const account = smtp.emailAccount.trim();
  const sysName = stored.sysName;
  try {
    const info = await sendWith(smtp, {
      to,
      subject: `${sysName} - 测试邮件 / Test mail`,
      text: `这是一封来自「${sysName}」系统配置的测试邮件。\nThis is a test mail sent from the system settings of ${sysName}.`,
    });
    return { to, messageId: info.messageId };
  } catch (error) {
    throw mailError(error, { host, port, account, to });
  }
}

function mailError(
  error: unknown,
  where: { host: string; port: number; account: string; to: string },
): AppError {
  const { code, message, responseCode } = (error ?? {}) as {
    code?: string;
    message?: string;
    responseCode?: number;
  };
  const detail = String(message ?? error).slice(0, 200);
  const { host, port, account, to } = where;
  if (code === 'TIMEOUT' || code === 'ETIMEDOUT') return badRequest('sysConfig.emailTimeout', { host, port });
  if (code === 'EAUTH' || code === 'ENOAUTH' || responseCode === 535)
    return badRequest('sysConfig.emailAuth', { account: account || '-' });
  if (code === 'EENVELOPE') return badRequest('sysConfig.emailRecipient', { to, detail });
  if (code === 'ECONNECTION' || code === 'EDNS' || code === 'ESOCKET' || code === 'ETLS')
    return badRequest('sysConfig.emailConnect', { host, port, detail });
  return badRequest('sysConfig.emailFailed', { detail });
}
