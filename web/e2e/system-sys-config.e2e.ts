import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { signInAsAdmin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

describe('system settings', () => {
  let s: Session;
  const received: string[] = [];
  let smtp: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  beforeEach(async () => {
    s = await openBrowser();
  });
  afterEach(async () => {
    await s.close();
  });

  const save = async (page: Session['page']) => {
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('保存成功').waitFor();
    await page.getByText('保存成功').waitFor({ state: 'hidden' });
  };

  it('renames the system and puts the name back', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/system/sysConfig');
    const name = page.getByLabel('系统名称');
    await name.waitFor();
    const original = await name.inputValue();
    await screenshot(page, 'system-sys-config-info');

    await name.fill('E2E 测试平台');
    await save(page);
    await page.reload();
    await page.getByLabel('系统名称').waitFor();
    if ((await page.getByLabel('系统名称').inputValue()) !== 'E2E 测试平台')
      throw new Error('name not saved');

    // An empty name is refused before sending.
    await page.getByLabel('系统名称').fill('');
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('请输入系统名称').waitFor();

    await page.getByLabel('系统名称').fill(original);
    await save(page);
  });

  it('turns a password policy on, sees it saved, and turns it off again', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/system/sysConfig');
    await page.getByRole('tab', { name: '安全策略' }).click();
    const oldPasswords = page.getByRole('switch', { name: '禁用旧密码' });
    await oldPasswords.waitFor();
    if ((await oldPasswords.getAttribute('aria-checked')) !== 'false') throw new Error('policy already on');
    await oldPasswords.click();
    await page.getByLabel('禁用最近密码个数').waitFor();
    await screenshot(page, 'system-sys-config-security');
    await save(page);

    await page.reload();
    await page.getByRole('tab', { name: '安全策略' }).click();
    await page.getByLabel('禁用最近密码个数').waitFor();
    const again = page.getByRole('switch', { name: '禁用旧密码' });
    if ((await again.getAttribute('aria-checked')) !== 'true') throw new Error('policy not saved');
    await again.click();
    await save(page);
    await page.reload();
    await page.getByRole('tab', { name: '安全策略' }).click();
    await page.getByRole('switch', { name: '禁用旧密码' }).waitFor();
    if ((await page.getByRole('switch', { name: '禁用旧密码' }).getAttribute('aria-checked')) !== 'false')
      throw new Error('policy not turned off');
  });

  it('sends a test mail with the settings typed in, without saving them', async () => {
    const { page } = s;
    await signInAsAdmin(page);
    await page.goto('/system/sysConfig');
    await page.getByRole('tab', { name: '邮件设置' }).click();
    await page.getByLabel('SMTP服务器').fill('127.0.0.1');
    await page.getByLabel('SMTP端口').fill(String(port));
    const ssl = page.getByRole('switch', { name: 'SSL加密' });
    if ((await ssl.getAttribute('aria-checked')) === 'true') await ssl.click();
    await page.getByRole('textbox', { name: '收件人' }).fill('e2e@example.com');
    await page.getByRole('button', { name: /发送测试邮件/ }).click();
    await page.getByText('测试邮件已发送至 e2e@example.com，请查收').waitFor();
    if (!received.includes('e2e@example.com')) throw new Error('the SMTP server got no mail');
    await screenshot(page, 'system-sys-config-email');

    // A port where nothing listens: the server's answer names the connection.
    await page.getByLabel('SMTP端口').fill('1');
    await page.getByRole('button', { name: /发送测试邮件/ }).click();
    await page.locator('.ant-alert-error', { hasText: '无法连接邮件服务器 127.0.0.1:1' }).waitFor();
    await screenshot(page, 'system-sys-config-email-failed');
  });
});
