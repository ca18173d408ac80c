import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../src/platform/settings.js';
import {
  createTestApp,
  grantMenus,
  loginRequest,
  md5,
  setSetting,
  type TestApp,
} from '../helpers/test-app.js';

const URL = '/api/system/SysConfig';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await grantMenus(t, 'zhangwei', ['system', 'system.log']);
  await grantMenus(t, 'liuyang', ['system', 'system.sysConfig']);
  for (const account of ['wangfang', 'chenjing', 'yangfan', 'sunli'])
    await grantMenus(t, account, ['system', 'system.log']);
});
afterAll(() => t.close());

/** Every policy test starts from the product's defaults. */
afterEach(async () => {
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) await setSetting(t, key, value);
});

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, token?: string, payload?: object, extra: object = {}) =>
  t.app.inject({
    method,
    url,
    headers: token ? { authorization: token } : {},
    ...(payload ? { payload } : {}),
    ...extra,
  });

const loginAs = (account: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    ...loginRequest({ account, password: md5(password), grant_type: 'password' }),
    remoteAddress,
  });

const ROUTES: [Method, string, object?][] = [
  ['GET', URL],
  ['PUT', URL, { sysName: '新名称' }],
  ['POST', `${URL}/Email/Test`, { to: 'a@example.com' }],
];

describe('access', () => {
  it.each(ROUTES)('%s %s: anonymous 600, without the grant 403', async (method, url, body) => {
    const anonymous = await call(method, url, undefined, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe(600);
    const zhangwei = await t.login('zhangwei', '123456');
    expect((await call(method, url, zhangwei, body)).statusCode).toBe(403);
  });

  it('a user with the menu but without 保存 reads and may not save or test', async () => {
    const token = await t.login('liuyang', '123456');
    expect((await call('GET', URL, token)).json().data.sysName).toBe(DEFAULT_SETTINGS.sysName);
    expect((await call('PUT', URL, token, { sysName: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `${URL}/Email/Test`, token, { to: 'a@example.com' })).statusCode).toBe(403);
  });

  it('the seeded 系统管理员 saves, and the new value is read back at once', async () => {
    const token = await t.login('huangmin', '123456');
    const res = await call('PUT', URL, token, { sysName: '华东物流平台', companyEmail: 'it@example.com' });
    expect(res.json().code).toBe(200);
    const read = (await call('GET', URL, token)).json().data;
    expect(read).toMatchObject({
      sysName: '华东物流平台',
      companyEmail: 'it@example.com',
      tokenTimeout: 480,
    });
  });
});

describe('GET /api/system/SysConfig/PasswordPolicy', () => {
  it('gives every signed-in user the password rules, and nothing else', async () => {
    expect((await call('GET', `${URL}/PasswordPolicy`)).json().code).toBe(600);
    await call('PUT', URL, await t.login(), {
      passwordStrengthLimit: 1,
      containsCharacters: 1,
      emailPassword: 'x',
    });
    const res = await call('GET', `${URL}/PasswordPolicy`, await t.login('zhangwei', '123456'));
    expect(res.json().data).toEqual({
      passwordStrengthLimit: 1,
      passwordLengthMin: 0,
      passwordLengthMinNumber: 6,
      containsNumbers: 0,
      includeLowercaseLetters: 0,
      includeUppercaseLetters: 0,
      containsCharacters: 1,
    });
  });
});

describe('validation', () => {
  it.each([
    ['a token timeout of 0', { tokenTimeout: 0 }],
    ['an unknown single-login value', { singleLogin: 3 }],
    ['a number sent as text', { lockTime: '10' }],
    ['an unknown key', { sysName: 'ok', sysNmae: 'typo' }],
    ['an empty system name', { sysName: '' }],
    ['a whitelist line that is no address', { whiteListIp: '127.0.0.1\n10.0.0.300' }],
    ['a CIDR prefix out of range', { whiteListIp: '10.0.0.0/33' }],
    ['a bad company e-mail', { companyEmail: 'it@' }],
    ['a bad SMTP host', { emailSmtpHost: 'mail server!' }],
    ['a port out of range', { emailSmtpPort: 70000 }],
  ])('refuses %s and changes nothing', async (_, body) => {
    const token = await t.login();
    const before = (await call('GET', URL, token)).json().data;
    const res = await call('PUT', URL, token, { ...body, companyName: '不应保存' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBeTruthy();
    expect((await call('GET', URL, token)).json().data).toEqual(before);
  });

  it('names the bad whitelist entry', async () => {
    const res = await call('PUT', URL, await t.login(), { whiteListIp: '127.0.0.1\nabc' });
    expect(res.json().msg).toBe('IP白名单中的“abc”不是有效的IP地址或网段');
  });

  it('refuses to turn on a whitelist that leaves out the saver’s own address', async () => {
    const token = await t.login();
    const res = await call('PUT', URL, token, { whitelistSwitch: 1, whiteListIp: '10.0.0.0/8' });
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toContain('127.0.0.1');
    expect((await call('GET', URL, token)).json().data.whitelistSwitch).toBe(0);
  });
});

describe('secrets', () => {
  it('never sends the stored mail password back; a blank one keeps it', async () => {
    const token = await t.login();
    await call('PUT', URL, token, { emailAccount: 'mailer@example.com', emailPassword: 's3cret' });
    const read = (await call('GET', URL, token)).json().data;
    expect(read.emailPassword).toBe('');
    expect(read.emailPasswordSet).toBe(true);
    expect(JSON.stringify(read)).not.toContain('s3cret');
    const saved = await call('PUT', URL, token, { ...read, emailPassword: '', sysName: '改名' });
    expect(saved.json().code).toBe(200);
    expect(saved.json().data.sysName).toBe('改名');
    expect((await t.app.services.settings.get()).emailPassword).toBe('s3cret');
    const answer = await call('PUT', URL, token, { emailPassword: 'other' });
    expect(answer.body).not.toContain('other');
  });

  it('takes back what GET answered unchanged (emailPasswordSet included), and that changes nothing', async () => {
    const token = await t.login();
    await call('PUT', URL, token, { emailAccount: 'mailer@example.com', emailPassword: 's3cret' });
    const rows = () =>
      t.database.db.selectFrom('baseSysConfig').selectAll().orderBy('key').orderBy('id').execute();
    const before = await rows();
    t.clock.advance(60_000);
    const read = (await call('GET', URL, token)).json().data;
    expect(read.emailPasswordSet).toBe(true);
    const back = await call('PUT', URL, token, read);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toEqual(read);
    expect(await rows()).toEqual(before);
    expect((await t.app.services.settings.get()).emailPassword).toBe('s3cret');
    // emailPasswordSet is read-only: sending false neither clears nor sets the password.
    expect((await call('PUT', URL, token, { emailPasswordSet: false })).json().code).toBe(200);
    expect((await t.app.services.settings.get()).emailPassword).toBe('s3cret');
  });
});

describe('login policies', () => {
  it('single login: a new login ends the other session (601 on its next request)', async () => {
    await call('PUT', URL, await t.login(), { singleLogin: 1 });
    const first = await t.login('wangfang', '123456');
    const second = await t.login('wangfang', '123456');
    const old = await call('GET', '/api/oauth/CurrentUser', first);
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe(601);
    expect((await call('GET', '/api/oauth/CurrentUser', second)).json().code).toBe(200);
  });

  it('token timeout: a session lives the set minutes after its last use (sliding)', async () => {
    await call('PUT', URL, await t.login(), { tokenTimeout: 30 });
    const token = await t.login('wangfang', '123456');
    for (let i = 0; i < 3; i++) {
      t.clock.advance(20 * 60_000);
      expect((await call('GET', '/api/oauth/CurrentUser', token)).json().code).toBe(200);
    }
    t.clock.advance(31 * 60_000);
    const res = await call('GET', '/api/oauth/CurrentUser', token);
    expect(res.json().code).toBe(600);
  });

  it('lock type 1: after N wrong passwords the account stays locked until an administrator unlocks it', async () => {
    await call('PUT', URL, await t.login(), { passwordErrorsNumber: 3, lockType: 1 });
    for (let i = 0; i < 2; i++) expect((await loginAs('chenjing', 'wrong')).statusCode).toBe(400);
    const third = await loginAs('chenjing', 'wrong');
    expect(third.statusCode).toBe(429);
    expect(third.json().msg).toBe('密码错误次数过多,账号已锁定,请联系管理员解锁');
    t.clock.advance(3 * 86_400_000);
    expect((await loginAs('chenjing', '123456')).json().msg).toBe(
      '密码错误次数过多,账号已锁定,请联系管理员解锁',
    );
    const admin = await t.login();
    const id = await userId('chenjing');
    const reset = await call('POST', `/api/permission/Users/${id}/Actions/ResetPassword`, admin, {
      userPassword: md5('Unlock2026'),
      validatePassword: md5('Unlock2026'),
    });
    expect(reset.json().code).toBe(200);
    expect((await loginAs('chenjing', 'Unlock2026')).json().code).toBe(200);
  });

  it('lock type 2: after N wrong passwords logins wait lockTime minutes', async () => {
    await call('PUT', URL, await t.login(), { passwordErrorsNumber: 3, lockType: 2, lockTime: 15 });
    for (let i = 0; i < 2; i++) await loginAs('yangfan', 'wrong');
    const third = await loginAs('yangfan', 'wrong');
    expect(third.json().msg).toBe('密码错误次数过多,账号已锁定,请15分钟后再试');
    t.clock.advance(10 * 60_000);
    expect((await loginAs('yangfan', '123456')).statusCode).toBe(429);
    t.clock.advance(6 * 60_000);
    expect((await loginAs('yangfan', '123456')).json().code).toBe(200);
  });

  it('password expiry: a login after updateCycle days says the password must be changed', async () => {
    await call('PUT', URL, await t.login(), { passwordIsUpdatedRegularly: 1, updateCycle: 30 });
    const fresh = (await loginAs('wangfang', '123456')).json().data;
    expect(fresh.passwordExpired).toBeUndefined();
    t.clock.advance(31 * 86_400_000);
    const due = (await loginAs('wangfang', '123456')).json().data;
    expect(due.token).toBeTruthy();
    expect(due.passwordExpired).toBe(true);
    await call('PUT', URL, await t.login(), { passwordIsUpdatedRegularly: 0 });
    expect((await loginAs('wangfang', '123456')).json().data.passwordExpired).toBeUndefined();
  });

  it('refuses a new password that repeats one of the last N, in the profile and in the admin reset', async () => {
    await call('PUT', URL, await t.login(), { disableOldPassword: 1, disableTheNumberOfOldPasswords: 3 });
    const change = async (from: string, to: string) =>
      call('POST', '/api/permission/Users/Current/Actions/ModifyPassword', await t.login('sunli', from), {
        oldPassword: md5(from),
        password: md5(to),
      });
    expect((await change('123456', 'First2026')).json().code).toBe(200);
    expect((await change('First2026', 'Second2026')).json().code).toBe(200);
    const again = await change('Second2026', '123456');
    expect(again.statusCode).toBe(400);
    expect(again.json().msg).toBe('新密码不能与最近3次使用过的密码相同');
    const id = await userId('sunli');
    const reset = (password: string) =>
      call('POST', `/api/permission/Users/${id}/Actions/ResetPassword`, admin(), {
        userPassword: md5(password),
        validatePassword: md5(password),
      });
    let adminToken = await t.login();
    const admin = () => adminToken;
    expect((await reset('First2026')).statusCode).toBe(400);
    await call('PUT', URL, adminToken, { disableTheNumberOfOldPasswords: 2 });
    adminToken = await t.login();
    expect((await reset('123456')).json().code).toBe(200);
  });

  it('IP whitelist: logins from other addresses are refused, administrators included', async () => {
    const admin = await t.login();
    const saved = await call('PUT', URL, admin, {
      whitelistSwitch: 1,
      whiteListIp: '127.0.0.1\n10.8.0.0/16\n::1',
    });
    expect(saved.json().code).toBe(200);
    expect((await loginAs('wangfang', '123456', '10.8.3.4')).json().code).toBe(200);
    const outside = await loginAs('wangfang', '123456', '192.168.1.20');
    expect(outside.statusCode).toBe(403);
    expect(outside.json().msg).toBe('当前IP(192.168.1.20)不在系统的IP白名单中,不允许登录');
    expect((await loginAs('admin', 'admin123', '192.168.1.20')).statusCode).toBe(403);
    await call('PUT', URL, admin, { whitelistSwitch: 0 });
    expect((await loginAs('wangfang', '123456', '192.168.1.20')).json().code).toBe(200);
  });
});

async function userId(account: string): Promise<string> {
  const row = await t.database.db
    .selectFrom('baseUser')
    .select('id')
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}

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
