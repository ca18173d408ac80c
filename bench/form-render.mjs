// Issue 16's renderer in Chromium: the product's designed-form renderer drawing a form of 200 controls with
// 20 calculate fields and 20 linkage rules (web/src/components/designed-form/big-form.ts), in the page of
// bench/form-render/ built with the web's own Vite. Measured per fresh page (RUNS of them): the first render
// from the call that starts it to its commit and to the next frame, and the main thread's time for it
// (CDP Performance metrics); then real key presses in text, number and textarea fields, each timed in the
// page from the key event to the update laid out, and the main thread's time per key over the whole typing
// (the 500 ms calculate pass included). Targets: first render ≤ 300 ms, a keystroke ≤ 16 ms.
// `node bench/form-render.mjs` alone, or from run.mjs (BENCH_ONLY='OnlineDev'); written under
// "onlineDevRenderer" in bench/results/latest.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const RUNS = Number(process.env.BENCH_RENDER_RUNS ?? 7);
const TARGETS = { firstRenderMs: 300, keystrokeMs: 16 };
const ORIGIN = 'http://renderer.bench';
// fields of big-form.ts: a text input, a textarea, a number that feeds a calculate field, a linkage target
const TYPED = ['text5_1', 'text9_2', 'amount12', 'text17_3'];
const KEYS_PER_FIELD = 25;
// A brisk typist's pace (about eight keys a second): each key is timed on its own, not queued behind the
// frames of the keys before it as keys sent back to back would be.
const KEY_INTERVAL_MS = Number(process.env.BENCH_KEY_INTERVAL_MS ?? 120);

const round = (n, digits = 1) => Number(n.toFixed(digits));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const worst = (xs) => Math.max(...xs);
const percentile = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function buildPage(outDir) {
  // The web's Vite (7), not the root's (vitest's 8): the product is built with it.
  const { build } = await import(
    pathToFileURL(path.join(root, 'web/node_modules/vite/dist/node/index.js')).href
  );
  await build({
    configFile: false,
    root: path.join(here, 'form-render'),
    logLevel: 'error', // antd's "use client" notices, as in the web's build
    esbuild: { jsx: 'automatic' },
    define: { __APP_BUILD_DATE__: '"bench"' },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 5000, reportCompressedSize: false },
  });
}

const CHROMIUM = JSON.parse(fs.readFileSync(path.join(root, 'web/e2e/support/chromium.json'), 'utf8'));
const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };

/** A fresh page that is served the built files from disk (no server process in the measurement). */
async function freshPage(browser, dist, query = '') {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 900 } });
  await context.route(`${ORIGIN}/**`, (route) => {
    const file = path.join(dist, new URL(route.request().url()).pathname);
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory())
      return route.fulfill({ status: 404, body: '' });
    return route.fulfill({
      path: file,
      contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
  });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const metrics = async () =>
    Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  await page.goto(`${ORIGIN}/index.html${query}`);
  await page.waitForFunction(() => window.go !== undefined);
  await page.waitForTimeout(300); // the module's own start-up settles first
  return { context, page, metrics, errors };
}

const ms = (after, before, key) => round((after[key] - before[key]) * 1000);

async function firstRender(page, metrics) {
  const before = await metrics();
  await page.evaluate(() => window.go());
  await page.waitForFunction(() => window.firstFrame !== undefined);
  const after = await metrics();
  const inPage = await page.evaluate(() => ({ commit: window.firstCommit, frame: window.firstFrame }));
  return {
    commitMs: round(inPage.commit),
    frameMs: round(inPage.frame),
    mainThreadMs: ms(after, before, 'ThreadTime'),
    scriptMs: ms(after, before, 'ScriptDuration'),
    styleLayoutMs: round(ms(after, before, 'RecalcStyleDuration') + ms(after, before, 'LayoutDuration')),
  };
}

async function keystrokes(page, metrics) {
  const perField = {};
  const before = await metrics();
  let keys = 0;
  for (const field of TYPED) {
    const from = await page.evaluate(() => window.keystrokes.length);
    // by the label's row: the renderer's labels name no control yet (FieldItem passes ControlView no id)
    await page
      .locator(`label[title="${field}"]`)
      .locator('xpath=..')
      .locator('input, textarea')
      .first()
      .click();
    for (let i = 0; i < KEYS_PER_FIELD; i++) {
      await page.keyboard.press(field.startsWith('amount') ? String((i % 9) + 1) : 'abcdefghij'[i % 10]);
      keys++;
      await page.waitForTimeout(KEY_INTERVAL_MS);
    }
    await page.waitForTimeout(700); // the 500 ms calculate debounce runs inside the measured window
    const times = await page.evaluate((n) => window.keystrokes.slice(n), from);
    perField[field] = {
      keys: times.length,
      medianMs: round(median(times), 2),
      maxMs: round(worst(times), 2),
    };
  }
  const after = await metrics();
  const all = await page.evaluate(() => window.keystrokes);
  return {
    keys,
    timed: all.length,
    medianMs: round(median(all), 2),
    p95Ms: round(percentile(all, 0.95), 2),
    maxMs: round(worst(all), 2),
    mainThreadPerKeyMs: round(ms(after, before, 'ThreadTime') / keys, 2),
    // where that time goes: scripts (React, the form's stores, linkage, calculate) or style and layout
    scriptPerKeyMs: round(ms(after, before, 'ScriptDuration') / keys, 2),
    styleLayoutPerKeyMs: round(
      (ms(after, before, 'RecalcStyleDuration') + ms(after, before, 'LayoutDuration')) / keys,
      2,
    ),
    perField,
  };
}

export async function formRenderSection() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-render-'));
  let browser = null;
  try {
    const dist = path.join(tmp, 'dist');
    console.log('OnlineDev renderer: building the bench page with the web Vite');
    const builtAt = performance.now();
    await buildPage(dist);
    console.log(`  built in ${round((performance.now() - builtAt) / 1000)} s; Chromium, ${RUNS} fresh pages`);
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM.executablePath,
      headless: false, // the new headless mode is chosen through args
      args: CHROMIUM.args,
    });
    const renders = [];
    const typing = [];
    const errors = [];
    for (let run = 0; run <= RUNS; run++) {
      const { context, page, metrics, errors: pageErrors } = await freshPage(browser, dist);
      const render = await firstRender(page, metrics);
      const keys = await keystrokes(page, metrics);
      // run 0 warms the browser's caches and is not counted
      if (run > 0) {
        renders.push(render);
        typing.push(keys);
      }
      errors.push(...pageErrors);
      await context.close();
    }
    // The same keystrokes in the same page drawing 200 plain inputs instead: the harness's and the browser's
    // share of a key's time, measured in this run.
    const bareTyping = [];
    for (let run = 0; run <= RUNS; run++) {
      const { context, page, metrics } = await freshPage(browser, dist, '?bare');
      await firstRender(page, metrics);
      const keys = await keystrokes(page, metrics);
      if (run > 0) bareTyping.push(keys);
      await context.close();
    }
    const of = (rows, key) => rows.map((r) => r[key]);
    const summary = (xs) => ({ medianMs: round(median(xs)), worstMs: round(worst(xs)) });
    const allKeys = typing.flatMap((t) => [t.medianMs]);
    const result = {
      date: new Date().toISOString(),
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        chromium: browser.version(),
        loadAverage1m: round(os.loadavg()[0], 2),
      },
      form: { controls: 200, calculate: 20, linkageRules: 20 },
      runs: RUNS,
      targets: TARGETS,
      firstRender: {
        commit: summary(of(renders, 'commitMs')),
        toNextFrame: summary(of(renders, 'frameMs')),
        mainThread: summary(of(renders, 'mainThreadMs')),
        script: summary(of(renders, 'scriptMs')),
        styleLayout: summary(of(renders, 'styleLayoutMs')),
        samples: renders,
      },
      keystroke: {
        perRunMedianMs: allKeys,
        median: round(median(allKeys), 2),
        worstP95Ms: round(worst(of(typing, 'p95Ms')), 2),
        worstMs: round(worst(of(typing, 'maxMs')), 2),
        mainThreadPerKey: summary(of(typing, 'mainThreadPerKeyMs')),
        scriptPerKey: summary(of(typing, 'scriptPerKeyMs')),
        styleLayoutPerKey: summary(of(typing, 'styleLayoutPerKeyMs')),
        samples: typing,
      },
      bareKeystroke: {
        median: round(median(bareTyping.map((t) => t.medianMs)), 2),
        worstP95Ms: round(worst(bareTyping.map((t) => t.p95Ms)), 2),
        mainThreadPerKey: summary(bareTyping.map((t) => t.mainThreadPerKeyMs)),
      },
      pageErrors: errors.slice(0, 10),
    };
    const file = path.join(here, 'results/latest.json');
    const all = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({ ...all, onlineDevRenderer: result }, null, 2)}\n`);
    print(result);
    return result;
  } finally {
    await browser?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function print(r) {
  const f = r.firstRender;
  const k = r.keystroke;
  console.log(
    `\nOnlineDev renderer in Chromium ${r.machine.chromium} (200 controls, 20 calculate, 20 linkage rules; ${r.runs} fresh pages, load ${r.machine.loadAverage1m})`,
  );
  console.log('| measure | median | worst | target |');
  console.log('|---|---|---|---|');
  console.log(
    `| first render: go() to commit | ${f.commit.medianMs} ms | ${f.commit.worstMs} ms | ≤ ${r.targets.firstRenderMs} ms |`,
  );
  console.log(
    `| first render: go() to the next frame | ${f.toNextFrame.medianMs} ms | ${f.toNextFrame.worstMs} ms | |`,
  );
  console.log(
    `| first render: main-thread time (CDP) | ${f.mainThread.medianMs} ms | ${f.mainThread.worstMs} ms | |`,
  );
  console.log(
    `| keystroke: key event to update laid out | ${k.median} ms | p95 ${k.worstP95Ms}, max ${k.worstMs} ms | ≤ ${r.targets.keystrokeMs} ms |`,
  );
  const b = r.bareKeystroke;
  console.log(
    `| baseline, 200 plain inputs: key event to update laid out | ${b.median} ms | p95 ${b.worstP95Ms} ms | |`,
  );
  console.log(
    `| keystroke over the baseline (median) | ${round(k.median - b.median, 2)} ms | | ≤ ${r.targets.keystrokeMs} ms |`,
  );
  console.log(
    `| baseline: main-thread time per key | ${b.mainThreadPerKey.medianMs} ms | ${b.mainThreadPerKey.worstMs} ms | |`,
  );
  console.log(
    `| keystroke: main-thread time per key (CDP, calculate pass included) | ${k.mainThreadPerKey.medianMs} ms | ${k.mainThreadPerKey.worstMs} ms | |`,
  );
  console.log(
    `| of which scripts / style and layout per key | ${k.scriptPerKey.medianMs} / ${k.styleLayoutPerKey.medianMs} ms | ${k.scriptPerKey.worstMs} / ${k.styleLayoutPerKey.worstMs} ms | |`,
  );
  console.log(
    `| first render: of which scripts / style and layout | ${f.script.medianMs} / ${f.styleLayout.medianMs} ms | ${f.script.worstMs} / ${f.styleLayout.worstMs} ms | |`,
  );
  if (r.pageErrors.length) console.log(`page errors: ${r.pageErrors.join(' | ')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await formRenderSection();
