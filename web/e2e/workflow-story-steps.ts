import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pickInPopup } from './online-dev-story-fixture';
import { buttonName, settle, signInAsAdmin, submitLogin } from './support/actions';
import { openBrowser, type Session, screenshot } from './support/browser';

/**
 * What the leave story (workflow-story.e2e.ts) does again and again, as a person does it: sign in, pick
 * people in the flow designer's drawer, fill in 请假申请, open a message from the bell, decide in the detail.
 */

/** A fresh browser signed in at the login screen (the seeded people's password is 123456). */
export async function signedIn(account: string): Promise<Session> {
  const session = await openBrowser();
  if (account === 'admin') await signInAsAdmin(session.page);
  else {
    await session.page.goto('/login');
    await submitLogin(session.page, account, '123456');
    await session.page.waitForURL((url) => url.pathname === '/home');
  }
  return session;
}

/** Runs `steps` in a browser signed in as `account`, closed afterwards whatever happens. */
export async function as(account: string, steps: (page: Page) => Promise<void>): Promise<void> {
  const session = await signedIn(account);
  try {
    await steps(session.page);
  } catch (error) {
    await screenshot(session.page, `story-failed-${account}`).catch(() => undefined);
    throw error;
  } finally {
    await session.close();
  }
}

const sider = (page: Page) => page.locator('.ant-layout-sider');

/** Opens a page from the side menu, unfolding 工作流程 first when it is folded. */
export async function openFromMenu(page: Page, item: string, pathname: string): Promise<void> {
  const entry = sider(page).getByRole('menuitem', { name: item, exact: true });
  if (!(await entry.isVisible())) {
    await sider(page).getByRole('menuitem', { name: '工作流程', exact: true }).click();
    await entry.waitFor();
  }
  await entry.click();
  await page.waitForURL((url) => url.pathname === pathname);
}

// ---- the flow designer ----

export const card = (page: Page, title: string) => page.getByTestId('flow-card').filter({ hasText: title });
const drawer = (page: Page) => page.locator('.ant-drawer-section:visible');
/** A setting of the property drawer by its label. */
export const setting = (page: Page, label: string) =>
  drawer(page).getByRole('group', { name: label, exact: true });

/** Picks a person in the drawer's 指定用户 picker (a tree by organisation), typing the name to narrow it. */
export async function pickUser(page: Page, realName: string, account: string): Promise<void> {
  const select = setting(page, '指定用户').locator('.ant-select').first();
  await select.click();
  await select.locator('input').first().fill(realName);
  await pickInPopup(page, `${realName}/${account}`);
  await setting(page, '指定用户').getByText(`${realName}/${account}`).waitFor();
  // the picker stays open for more people and covers the settings below it: a click beside it closes it
  await setting(page, '节点名称').getByText('节点名称', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Opens the "+" below a card and picks what to add there (the drawer opens on the new node). */
export async function addAfter(page: Page, title: string, what: string, which: 'first' | 'last' = 'first') {
  const plus = page.getByRole('button', { name: `在【${title}】后添加节点` });
  await (which === 'first' ? plus.first() : plus.last()).click();
  await page.locator('.ant-dropdown:visible').getByText(what, { exact: true }).click();
}

export async function closeDrawer(page: Page): Promise<void> {
  await drawer(page).locator('.ant-drawer-close').click();
  await drawer(page).waitFor({ state: 'hidden' });
}

/**
 * The approver node the drawer shows becomes 经理审批: 张伟 as a named member, rejects going back to the
 * initiator (the default, checked), and HR (李娜) copied when it passes.
 */
export async function makeManagerStep(page: Page): Promise<void> {
  await setting(page, '节点名称').locator('input').fill('经理审批');
  await setting(page, '审批人类型').getByText('指定成员', { exact: true }).click();
  await pickUser(page, '张伟', 'zhangwei');
  await setting(page, '驳回到').getByText('发起人', { exact: true }).waitFor();
  await drawer(page).getByRole('tab', { name: '抄送' }).click();
  await pickUser(page, '李娜', 'lina');
}

// ---- the approval centre ----

/** A field of the rendered flow form, by its label. */
export const field = (scope: Locator, label: string) =>
  scope.locator(`label[title="${label}"]`).first().locator('xpath=../..');

async function pickDate(page: Page, scope: Locator, label: string, value: string): Promise<void> {
  const input = field(scope, label).locator('input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
}

export interface Leave {
  title: string;
  kind: '事假' | '年假';
  from: string;
  to: string;
  days: number;
  reason: string;
}

/** Fills 请假申请 in the launch drawer as 王芳 would. */
export async function fillLeave(page: Page, form: Locator, leave: Leave): Promise<void> {
  const title = field(form, '流程标题').locator('input');
  await expect.poll(() => title.inputValue()).toMatch(/^王芳的请假流程/);
  await title.fill(leave.title);
  await pickDate(page, form, '申请日期', leave.from.slice(0, 10));
  await field(form, '请假类别').locator('.ant-select').click();
  await pickInPopup(page, new RegExp(`^${leave.kind}$`));
  await pickDate(page, form, '开始时间', leave.from);
  await pickDate(page, form, '结束时间', leave.to);
  await field(form, '请假天数').locator('input').fill(String(leave.days));
  await field(form, '请假原因').locator('textarea').fill(leave.reason);
}

/** The row of a list holding the text, once the list shows it. */
export async function rowOf(page: Page, text: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ hasText: text });
  await row.first().waitFor();
  return row.first();
}

/**
 * Opens the bell's drawer and the newest message about the request `title` (its title is the request's and
 * `what`, e.g. 【审核】); the message's link opens the list with the request's detail.
 */
export async function openMessage(page: Page, title: string, what: string): Promise<Locator> {
  await page.getByRole('button', { name: /^站内消息/ }).click();
  await page
    .locator('.ant-drawer')
    .getByRole('button', { name: new RegExp(`${title}${what}`) })
    .first()
    .click();
  const detail = page.locator('.flow-detail');
  await detail.getByText(title).first().waitFor();
  return detail;
}

/** 通过 (with an opinion) or 拒绝 (with its reason) in an open detail; waits for the toast. */
export async function decide(
  page: Page,
  detail: Locator,
  action: '通过' | '拒绝',
  words: string,
): Promise<void> {
  await detail.getByRole('button', { name: buttonName(action) }).click();
  // the detail drawer is a dialog too, and its form has a 请假原因
  const ask = page
    .getByRole('dialog')
    .filter({ has: page.getByText(action === '通过' ? '审批意见' : '原因', { exact: true }) })
    .last();
  await ask.getByRole('textbox').fill(words);
  await ask.getByRole('button', { name: buttonName('确定') }).click();
  await page
    .getByText(action === '通过' ? '审批通过' : '已拒绝')
    .first()
    .waitFor();
  await detail.waitFor({ state: 'hidden' });
}

/**
 * Opens a to-do by its title (and `marked`: its node or its delegator's mark) with 办理 once the list shows
 * it; `shot` names a screenshot of the list first.
 */
export async function handleFromTodo(
  page: Page,
  title: string,
  marked?: string,
  shot?: string,
): Promise<Locator> {
  await page.goto('/workFlow/flowTodo');
  const row = page
    .getByRole('row')
    .filter({ hasText: title })
    .filter({ hasText: marked ?? title })
    .first();
  await row.waitFor();
  await settle(page);
  if (shot) await screenshot(page, shot);
  await row.getByRole('button', { name: buttonName('办理') }).click();
  const detail = page.locator('.flow-detail');
  await detail.getByTestId('flow-form').waitFor();
  return detail;
}
