// Issue 16's chunks (bench/web.mjs): the JS that opening the form designer and a generated page adds after
// sign-in, by file, at gzip -9. The designer and the renderer must be lazy chunks of their own: nothing of
// them in the shell's budgets, and each of their chunks under the per-chunk budget.
import { createHash } from 'node:crypto';

const EXAMPLE = { code: 'purchaseOrder', name: '采购订单' }; // seeded: a sub-table and calculate totals

/**
 * The seeded purchase-order design put on a menu through the API, as 发布到菜单 does, before the browser
 * signs in (the menus a session sees are read at sign-in). Returns the page's address.
 */
export async function releaseExampleToMenu(base, adminPassword) {
  const md5 = (s) => createHash('md5').update(s).digest('hex');
  const password = md5(adminPassword);
  const login = await (
    await fetch(`${base}/api/oauth/Login`, {
      method: 'POST',
      body: new URLSearchParams({ account: 'admin', password, grant_type: 'password' }),
    })
  ).json();
  const headers = { authorization: login.data.token, 'content-type': 'application/json' };
  const call = async (method, url, body) => {
    const json = await (
      await fetch(`${base}${url}`, { method, headers, body: body && JSON.stringify(body) })
    ).json();
    if (json.code !== 200) throw new Error(`${method} ${url}: ${json.msg}`);
    return json.data;
  };
  const designs = await call('GET', `/api/visualdev/Base?type=1&keyword=${encodeURIComponent(EXAMPLE.name)}`);
  const design = designs.list.find((d) => d.enCode === EXAMPLE.code);
  if (!design) throw new Error(`the seeded design ${EXAMPLE.code} is missing`);
  const menus = await call('GET', '/api/system/Menu?category=Web&keyword=onlineDev');
  const parent = flat(menus.list).find((m) => m.enCode === 'onlineDev');
  const menu = await call('POST', `/api/visualdev/Base/${design.id}/Actions/Menu`, {
    parentId: parent.id,
    fullName: EXAMPLE.name,
  });
  const info = await call('GET', `/api/system/Menu/${menu.id}`);
  return { page: `/${String(info.urlAddress).replace(/^\/+/, '')}`, name: EXAMPLE.name };
}

function flat(nodes) {
  return nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
}

/**
 * In the signed-in page of routes(): the generated page with its create dialog open (the renderer), then
 * the design list and the designer of the same design. `mark()` lists the JS fetched so far, `bodiesRead()`
 * waits until their sizes are taken. The clicks are dispatched to the buttons themselves, so a dialog the
 * shell may show over the page (decision 052's, on an installation that kept admin123) cannot swallow them.
 */
export async function openOnlineDev(page, mark, bodiesRead, example) {
  const before = mark();
  // a body can no longer be read once its page is navigated away from
  await bodiesRead();
  await page.goto(example.page);
  await page.getByRole('button', { name: /新增/ }).first().dispatchEvent('click');
  await page.getByRole('dialog').filter({ hasNotText: '请修改初始密码' }).first().waitFor();
  await page.waitForLoadState('networkidle');
  const generated = mark();
  await bodiesRead();
  await page.goto('/onlineDev/webDesign');
  const row = page.getByRole('row', { name: new RegExp(example.name) }).first();
  await row.getByText('设计', { exact: true }).dispatchEvent('click');
  // the canvas, not only the bar: the editor loads the designer's chunk once the design has been read
  await page.getByTestId('form-designer').waitFor();
  await page.waitForLoadState('networkidle');
  const designer = mark();
  return {
    generatedPage: generated.filter((u) => !before.includes(u)),
    designer: designer.filter((u) => !generated.includes(u)),
  };
}

/** Each step's added chunks by name, largest first, and their sum. */
export function onlineDevChunks(added, sizes) {
  const step = (urls) => {
    const files = urls.map((u) => sizes.get(u)).sort((a, b) => b.gzipKB - a.gzipKB);
    return { files, gzipKB: Number(files.reduce((s, f) => s + f.gzipKB, 0).toFixed(1)) };
  };
  return { generatedPage: step(added.generatedPage), designer: step(added.designer) };
}

export function printOnlineDevChunks(chunks, chunkBudgetKB) {
  if (!chunks) return;
  const name = (file) => file.replace(/^\/assets\//, '');
  for (const [title, step] of [
    ['opening a generated page and its create form (list page and renderer)', chunks.generatedPage],
    ['opening the form designer from the design list', chunks.designer],
  ]) {
    console.log(`OnlineDev chunks added by ${title}: ${step.gzipKB} kB gzip in ${step.files.length} files`);
    for (const f of step.files)
      console.log(
        `  ${String(f.gzipKB).padStart(7)} / ${String(f.rawKB).padStart(7)}  ${name(f.file)}${f.gzipKB > chunkBudgetKB ? '  OVER the per-chunk budget' : ''}`,
      );
  }
}
