import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSetting } from '../helpers/test-app.js';
import { chainFlow, ids, launch, releasedFlow, t, useRuntimeApp, work } from './runtime-fixture.js';

/**
 * A node whose channels include e-mail (messageType 2) mails its step to the people who have an address,
 * through the SMTP server of 系统配置 (a local server speaking SMTP here), after the in-site message.
 */

useRuntimeApp();

const received: { to: string[]; data: string }[] = [];
let smtp: SMTPServer;
let port = 0;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

describe('the e-mail channel of a node', () => {
  it('mails the to-do to the approver when SMTP is configured, and only then', async () => {
    await t.database.db
      .updateTable('baseUser')
      .set({ email: 'zhangwei@example.com' })
      .where('id', '=', ids.zhangwei)
      .execute();
    const flowId = await releasedFlow(
      chainFlow([{ title: '经理审批', users: [ids.zhangwei], more: { messageType: [1, 2] } }]),
    );

    // no SMTP server in the settings: the in-site message only, the mail row is done without sending
    await launch(flowId);
    await work();
    expect(received).toHaveLength(0);
    const open = await t.database.db
      .selectFrom('flowOutbox')
      .select('id')
      .where('doneTime', 'is', null)
      .execute();
    expect(open).toEqual([]);

    await setSetting(t, 'emailSmtpHost', '127.0.0.1');
    await setSetting(t, 'emailSmtpPort', port);
    await setSetting(t, 'emailSsl', 0);
    const id = await launch(flowId);
    await work();
    expect(received).toHaveLength(1);
    expect(received[0].to).toEqual(['zhangwei@example.com']);
    const row = await t.database.db
      .selectFrom('flowTask')
      .select('fullName')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // the subject is the in-site title, MIME-encoded
    expect(received[0].data).toMatch(/Subject: /);
    // the header unfolded (a long subject spans lines), its encoded words decoded
    const headers = received[0].data.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
    const subject = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
    const decoded = subject
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?UTF-8\?B\?([^?]+)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'));
    expect(decoded).toContain(`${row.fullName}【审核】`);
  });
});
