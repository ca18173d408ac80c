import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, t, URL, useSysConfigApp } from './sys-config-fixture.js';

/** System settings: the test mail. */

useSysConfigApp();

describe('POST /api/system/SysConfig/Email/Test', () => {
  const received: { from: string; to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      authOptional: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer@example.com' && auth.password === 's3cret')
          return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@nowhere.test')) return callback(new Error('No such mailbox'));
        return callback();
      },
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

  const smtpSettings = () => ({
    emailSmtpHost: '127.0.0.1',
    emailSmtpPort: port,
    emailSsl: 0,
    emailAccount: 'mailer@example.com',
    emailPassword: 's3cret',
    emailSenderName: '平台通知',
  });

  it('sends a test mail with the stored settings, which the server receives', async () => {
    const token = await t.login();
    await call('PUT', URL, token, smtpSettings());
    const res = await call('POST', `${URL}/Email/Test`, token, { to: 'ops@example.com' });
    expect(res.json().code).toBe(200);
    const mail = received.at(-1);
    expect(mail?.to).toEqual(['ops@example.com']);
    expect(mail?.from).toBe('mailer@example.com');
    expect(mail?.data).toMatch(/^Subject: .*测试邮件|Subject: =\?UTF-8\?/m);
  });

  it('tests the posted settings, with the stored password when the posted one is blank', async () => {
    const token = await t.login();
    await call('PUT', URL, token, { ...smtpSettings(), emailSmtpPort: 25 });
    const res = await call('POST', `${URL}/Email/Test`, token, {
      to: 'posted@example.com',
      ...smtpSettings(),
      emailPassword: '',
    });
    expect(res.json().code).toBe(200);
    expect(received.at(-1)?.to).toEqual(['posted@example.com']);
  });

  it('names a connect failure (nothing listens on the port)', async () => {
    const closed = await freePort();
    const res = await call('POST', `${URL}/Email/Test`, await t.login(), {
      to: 'ops@example.com',
      ...smtpSettings(),
      emailSmtpPort: closed,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain(`无法连接邮件服务器 127.0.0.1:${closed}`);
  });

  it('names an auth failure', async () => {
    const res = await call(
      'POST',
      `${URL}/Email/Test`,
      await t.login(),
      { to: 'ops@example.com', ...smtpSettings(), emailPassword: 'wrong' },
      { headers: { authorization: await t.login(), 'x-language': 'en' } },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(
      'The mail server refused the login of mailer@example.com; check the account and password',
    );
  });

  it('names a refused recipient, and refuses a malformed one before connecting', async () => {
    const token = await t.login();
    const refused = await call('POST', `${URL}/Email/Test`, token, {
      to: 'ghost@nowhere.test',
      ...smtpSettings(),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('ghost@nowhere.test');
    const count = received.length;
    const bad = await call('POST', `${URL}/Email/Test`, token, { to: 'not-an-address', ...smtpSettings() });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe('收件人不是有效的邮箱地址');
    expect(received.length).toBe(count);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
