import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TICKET_TTL_MS, TICKETS_PER_IP_PER_MINUTE } from '../../src/modules/oauth/scan-login.service.js';
import { hashToken } from '../../src/platform/auth/session.service.js';
import { createTestApp, grantMenus, latestLoginLog, type TestApp, tableCounts } from '../helpers/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  await grantMenus(t, 'huangmin', ['system.log']);
  admin = await t.login();
});
afterAll(() => t.close());

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const DESKTOP_IP = '192.168.1.20';

/** The login screen asks for a QR code. */
async function newTicket(ip = DESKTOP_IP): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/oauth/ScanLogin',
    remoteAddress: ip,
    headers: { 'user-agent': DESKTOP_UA },
  });
  expect(res.json().code).toBe(200);
  return res.json().data.ticket;
}

const poll = (ticket: string, ip = DESKTOP_IP, app = t.app) =>
  app.inject({ method: 'GET', url: `/api/oauth/ScanLogin/${ticket}`, remoteAddress: ip });

const act = (ticket: string, action: 'Scan' | 'Confirm' | 'Cancel', token = admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/oauth/ScanLogin/${ticket}/${action}`,
    headers: { authorization: token },
    remoteAddress: '10.8.0.5',
  });

const currentUser = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/oauth/CurrentUser', headers: { authorization: token } });

describe('scan login (SPEC §2.4)', () => {
  it('gives the desktop a random ticket valid for 2 minutes, polled as waiting', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/oauth/ScanLogin',
      remoteAddress: DESKTOP_IP,
    });
    const { ticket, expiresAt } = res.json().data;
    expect(ticket).toMatch(/^[\w-]{32}$/);
    expect(expiresAt).toBe(t.clock.now() + TICKET_TTL_MS);
    expect(ticket).not.toBe(await newTicket());
    expect((await poll(ticket)).json().data).toEqual({ status: 'waiting' });
    // Only a hash of the ticket is stored.
    const rows = await t.database.db.selectFrom('baseLoginTicket').select('id').execute();
    expect(rows.some((r) => r.id === ticket)).toBe(false);
  });

  it('shows the approver which computer asks, then signs that computer in once as the approver', async () => {
    const ticket = await newTicket();
    const scanned = await act(ticket, 'Scan');
    expect(scanned.json().data).toMatchObject({
      ip: DESKTOP_IP,
      ipPlace: '本地局域网',
      browser: 'Chrome 126',
      os: 'Windows 10',
      requestedAt: t.clock.now(),
    });
    expect((await poll(ticket)).json().data).toEqual({ status: 'scanned' });

    expect((await act(ticket, 'Confirm')).json().code).toBe(200);
    const first = (await poll(ticket)).json().data;
    expect(first).toMatchObject({ status: 'confirmed', theme: 'classic' });
    expect((await currentUser(first.token)).json().data.userInfo.userAccount).toBe('admin');

    // The ticket is used up: a second poll sees the outcome but no token.
    expect((await poll(ticket)).json().data).toEqual({ status: 'confirmed' });

    expect(await latestLoginLog(t)).toMatchObject({
      loginMark: 1,
      userName: '管理员',
      ipAddress: DESKTOP_IP,
      requestUrl: '/api/oauth/ScanLogin',
      browser: 'Chrome 126',
    });
    const session = await t.database.db
      .selectFrom('baseSession')
      .select(['ipAddress', 'device'])
      .where('id', '=', hashToken(first.token))
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ ipAddress: DESKTOP_IP, device: 'Chrome 126 / Windows 10' });
  });

  it('gives the token only to the address that asked for the code', async () => {
    const ticket = await newTicket();
    await act(ticket, 'Scan');
    await act(ticket, 'Confirm');
    expect((await poll(ticket, '203.0.113.7')).json().data).toEqual({ status: 'confirmed' });
    expect((await poll(ticket)).json().data.token).toBeTruthy();
  });

  it('is seen alike by every server process on the same database', async () => {
    const other = await t.secondApp();
    try {
      const ticket = await newTicket();
      expect((await poll(ticket, DESKTOP_IP, other)).json().data).toEqual({ status: 'waiting' });
      await act(ticket, 'Scan');
      await act(ticket, 'Confirm');
      expect((await poll(ticket, DESKTOP_IP, other)).json().data.status).toBe('confirmed');
      expect((await poll(ticket)).json().data).toEqual({ status: 'confirmed' });
    } finally {
      await other.close();
    }
  });

  it('opens one session when Confirm is sent twice', async () => {
    const ticket = await newTicket();
    await act(ticket, 'Scan');
    const before = await tableCounts(t.database, ['baseSession']);
    expect((await act(ticket, 'Confirm')).json().code).toBe(200);
    const again = await act(ticket, 'Confirm');
    expect(again.statusCode).toBe(410);
    expect(again.json().msg).toBe('该二维码已被使用，请在电脑上刷新二维码');
    expect((await tableCounts(t.database, ['baseSession'])).baseSession).toBe(before.baseSession + 1);
  });

  it('reports cancelled to the desktop after the approver declines, and no longer accepts Confirm', async () => {
    const ticket = await newTicket();
    await act(ticket, 'Scan');
    expect((await act(ticket, 'Cancel')).json().code).toBe(200);
    expect((await poll(ticket)).json().data).toEqual({ status: 'cancelled' });
    const confirm = await act(ticket, 'Confirm');
    expect(confirm.statusCode).toBe(410);
    expect(confirm.json().msg).toBe('本次扫码登录已取消');
  });

  it('refuses Confirm before the code was scanned', async () => {
    const ticket = await newTicket();
    const res = await act(ticket, 'Confirm');
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('请先扫描二维码');
    expect((await poll(ticket)).json().data).toEqual({ status: 'waiting' });
  });

  it('keeps a scanned code to the user who scanned it', async () => {
    const ticket = await newTicket();
    await act(ticket, 'Scan');
    const other = await t.login('huangmin', '123456');
    for (const action of ['Scan', 'Confirm', 'Cancel'] as const) {
      const res = await act(ticket, action, other);
      expect(res.statusCode).toBe(409);
      expect(res.json().msg).toBe('该二维码已被其他用户扫描');
    }
    expect((await poll(ticket)).json().data).toEqual({ status: 'scanned' });
  });

  it('expires after 2 minutes: the poll says expired, the approver reads why', async () => {
    const ticket = await newTicket();
    await act(ticket, 'Scan');
    t.clock.advance(TICKET_TTL_MS);
    expect((await poll(ticket)).json().data).toEqual({ status: 'expired' });
    const confirm = await act(ticket, 'Confirm');
    expect(confirm.statusCode).toBe(410);
    expect(confirm.json().msg).toBe('二维码已过期，请在电脑上刷新二维码');
  });

  it('answers an unknown ticket with 404 and a readable message, in the caller language', async () => {
    const res = await poll('no-such-ticket');
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('二维码不存在，请在电脑上刷新二维码');
    const scan = await act('no-such-ticket', 'Scan');
    expect(scan.statusCode).toBe(404);
    const en = await t.app.inject({
      method: 'GET',
      url: '/api/oauth/ScanLogin/nope',
      headers: { 'accept-language': 'en' },
    });
    expect(en.json().msg).toBe('This QR code does not exist; refresh it on the computer');
  });

  it('needs a signed-in user to scan, confirm or cancel', async () => {
    const ticket = await newTicket();
    for (const action of ['Scan', 'Confirm', 'Cancel']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/oauth/ScanLogin/${ticket}/${action}` });
      expect(res.statusCode).toBe(401);
    }
    expect((await poll(ticket)).json().data).toEqual({ status: 'waiting' });
  });

  it(`limits QR codes to ${TICKETS_PER_IP_PER_MINUTE} a minute per address`, async () => {
    const ip = '172.20.0.9';
    for (let i = 0; i < TICKETS_PER_IP_PER_MINUTE; i++) await newTicket(ip);
    const refused = await t.app.inject({ method: 'POST', url: '/api/oauth/ScanLogin', remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().msg).toBe('获取二维码过于频繁，请稍后再试');
    // Another address is not held back, and the first may ask again a minute later.
    await newTicket('172.20.0.10');
    t.clock.advance(60_000);
    await newTicket(ip);
  });
});
