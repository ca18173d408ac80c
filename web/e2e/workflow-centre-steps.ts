import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, expect } from 'vitest';
import { api, submitLogin } from './support/actions';
import { openBrowser, type Session } from './support/browser';

/** The approval centre scenarios' steps (workflow-centre*.e2e.ts). */

export const ENGINE = '/api/workflow/Engine';

export async function signIn(page: Page, account: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, account, '123456');
  await page.waitForURL((url) => url.pathname === '/home');
}

/** A field of the rendered flow form, by its label. */
export const field = (scope: Locator, label: string) =>
  scope.locator(`label[title="${label}"]`).first().locator('xpath=../..');

async function pickDate(page: Page, scope: Locator, label: string, day: string): Promise<void> {
  const input = field(scope, label).locator('input').first();
  await input.click();
  await input.fill(day);
  await input.press('Enter');
  await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'hidden' });
}

/** Fills 出差申请 (the travel system form) as a traveller would. */
export async function fillTravel(page: Page, drawer: Locator, title: string): Promise<void> {
  const titleInput = field(drawer, '流程标题').locator('input');
  await expect.poll(() => titleInput.inputValue()).toBe('王芳的出差流程');
  await titleInput.fill(title);
  await field(drawer, '交通工具').locator('.ant-select').click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: /^高铁$/ })
    .click();
  await field(drawer, '出发地').locator('input').fill('深圳');
  await field(drawer, '目的地').locator('input').fill('北京');
  await pickDate(page, drawer, '出发日期', '2026-12-01');
  await pickDate(page, drawer, '返回日期', '2026-12-03');
  await field(drawer, '出差天数').locator('input').fill('3');
  await field(drawer, '出差事由').locator('textarea').fill('客户现场验收');
}

/**
 * A travel request through the API, on 出差流程 or another flow of the travel form (the form the first
 * scenario fills in); answers its id.
 */
export async function launchTravel(
  page: Page,
  title: string,
  destination: string,
  reason: string,
  flowName = '出差流程',
): Promise<string> {
  const flows = await api<{ list: { id: string; fullName: string }[] }>(
    page,
    'GET',
    `${ENGINE}/FlowEngine/PageListAll?keyword=${encodeURIComponent(flowName)}`,
  );
  const flowId = flows.data.list.find((flow) => flow.fullName === flowName)?.id;
  expect(flowId).toBeDefined();
  const launched = await api<{ id: string }>(page, 'POST', `${ENGINE}/FlowTask`, {
    flowId,
    status: 0,
    flowUrgent: 2,
    fullName: title,
    formData: {
      flowTitle: title,
      vehicle: '高铁',
      departure: '深圳',
      destination,
      startDate: Date.parse('2026-12-08T09:00:00+08:00'),
      endDate: Date.parse('2026-12-09T18:00:00+08:00'),
      travelDays: 2,
      reason,
    },
  });
  expect(launched.code, launched.msg).toBe(200);
  return launched.data.id;
}

/** The row of a list holding the title, once the list shows it. */
export async function rowOf(page: Page, title: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ hasText: title });
  await row.first().waitFor();
  return row.first();
}

/** Two browsers for each scenario, a staff member's and the administrator's, opened fresh and closed after. */
export function twoBrowsers(): { user: () => Session; admin: () => Session } {
  let user: Session;
  let admin: Session;
  beforeEach(async () => {
    user = await openBrowser();
    admin = await openBrowser();
  });
  afterEach(async () => {
    await user.close();
    await admin.close();
  });
  return { user: () => user, admin: () => admin };
}
