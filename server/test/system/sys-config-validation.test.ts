import { describe, expect, it } from 'vitest';
import { call, t, URL, useSysConfigApp } from './sys-config-fixture.js';

/** System settings: validation and the stored secrets. */

useSysConfigApp();

describe('validation', () => {
  it.each([
    ['a token timeout of 0', { tokenTimeout: 0 }],
    ['an unknown single-login value', { singleLogin: 3 }],
    ['text where a number belongs', { lockTime: 'ten' }],
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

  // Issue 15 item 4 (decision 064): the original client sends some numbers as the text of its inputs.
  it('takes a number sent as numeric text as that number', async () => {
    const token = await t.login();
    const res = await call('PUT', URL, token, { lockTime: '15' });
    expect(res.statusCode).toBe(200);
    expect((await call('GET', URL, token)).json().data.lockTime).toBe(15);
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
