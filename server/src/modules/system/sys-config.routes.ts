import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import type { Settings } from '../../platform/settings.js';
import {
  type EmailTestInput,
  readPasswordPolicy,
  readSysConfig,
  type SysConfigInput,
  saveSysConfig,
  sendTestEmail,
} from './sys-config.service.js';

const MODULE = 'system.sysConfig';
const flag = { type: 'integer', enum: [0, 1] };
const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength });
const int = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum });

/** Every key of 系统配置 a client may write, with its type and range. */
const settingsProperties: Record<keyof Settings, object> = {
  sysName: text(50, 1),
  sysDescription: text(500),
  sysVersion: text(50),
  copyright: text(200),
  companyName: text(100),
  companyCode: text(50),
  companyAddress: text(200),
  companyContacts: text(50),
  companyTelePhone: text(30),
  companyEmail: text(100),
  tokenTimeout: int(5, 43_200),
  singleLogin: { type: 'integer', enum: [1, 2] },
  passwordErrorsNumber: int(0, 99),
  lockType: { type: 'integer', enum: [1, 2] },
  lockTime: int(1, 1440),
  enableVerificationCode: flag,
  verificationCodeNumber: int(3, 8),
  lockExemptAdmin: flag,
  lastLoginTimeSwitch: flag,
  logRetentionDays: int(0, 3650),
  whitelistSwitch: flag,
  whiteListIp: text(5000),
  passwordIsUpdatedRegularly: flag,
  updateCycle: int(1, 3650),
  updateInAdvance: int(0, 365),
  passwordStrengthLimit: flag,
  passwordLengthMin: flag,
  passwordLengthMinNumber: int(1, 32),
  containsNumbers: flag,
  includeLowercaseLetters: flag,
  includeUppercaseLetters: flag,
  containsCharacters: flag,
  disableOldPassword: flag,
  disableTheNumberOfOldPasswords: int(1, 24),
  emailSmtpHost: text(253),
  emailSmtpPort: int(1, 65_535),
  emailPop3Host: text(253),
  emailPop3Port: int(1, 65_535),
  emailSenderName: text(50),
  emailAccount: text(100),
  emailPassword: text(200),
  emailSsl: flag,
};

// An unknown key is refused, not dropped: a misspelt setting must not look saved.
const refuseOthers = { not: {} };

/**
 * What PUT accepts: every setting, and the fields only GET answers (read-only, ignored when sent back), so
 * the body GET answers can be sent back unchanged.
 */
const sysConfigBody = {
  type: 'object',
  properties: {
    ...settingsProperties,
    emailPasswordSet: {
      type: 'boolean',
      readOnly: true,
      description: 'read-only: whether a mail password is stored; ignored when sent back',
    },
  },
  additionalProperties: refuseOthers,
};

/** 系统配置 (client-facts §5.4): one flat object of settings, and a test send of the mail settings. */
export async function sysConfigRoutes(app: FastifyInstance) {
  app.get(
    '/api/system/SysConfig',
    {
      config: { access: { module: MODULE } },
      schema: {
        tags: ['system'],
        summary:
          'All settings; emailPassword comes back blank with emailPasswordSet telling whether one is stored',
      },
    },
    async (request) => ok(request, await readSysConfig(contextOf(request))),
  );

  // Every signed-in user sets passwords (profile, administrators' reset): the forms check the rules here.
  app.get(
    '/api/system/SysConfig/PasswordPolicy',
    {
      config: { access: 'user' },
      schema: {
        tags: ['system'],
        summary: 'The password strength rules the password forms check (the server only sees md5 values)',
      },
    },
    async (request) => ok(request, await readPasswordPolicy(contextOf(request))),
  );

  app.put<{ Body: SysConfigInput }>(
    '/api/system/SysConfig',
    {
      config: { access: { module: MODULE, button: 'btn_save' } },
      schema: {
        tags: ['system'],
        summary:
          'Save the settings sent (a blank emailPassword keeps the stored one; the answer of GET may be sent back unchanged); unknown keys are refused',
        body: sysConfigBody,
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      await saveSysConfig(ctx, request.body, request.ip);
      return ok(request, await readSysConfig(ctx));
    },
  );

  app.post<{ Body: EmailTestInput }>(
    '/api/system/SysConfig/Email/Test',
    {
      config: { access: { module: MODULE, button: 'btn_save' } },
      schema: {
        tags: ['system'],
        summary:
          'Send a test mail to `to` with the posted SMTP settings (stored ones where omitted); 10 s at most; a failure names the step',
        body: {
          type: 'object',
          required: ['to'],
          properties: {
            to: text(100, 3),
            emailSmtpHost: settingsProperties.emailSmtpHost,
            emailSmtpPort: settingsProperties.emailSmtpPort,
            emailSsl: settingsProperties.emailSsl,
            emailAccount: settingsProperties.emailAccount,
            emailPassword: settingsProperties.emailPassword,
            emailSenderName: settingsProperties.emailSenderName,
          },
          additionalProperties: refuseOthers,
        },
      },
    },
    async (request) => ok(request, await sendTestEmail(contextOf(request), request.body)),
  );
}
