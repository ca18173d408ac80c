// A second load generator: wrk (Debian package), written in C. autocannon parses responses in JavaScript
// and becomes the bottleneck on large or compressed bodies, so each scenario is also measured with wrk
// when it is installed (apt-get install wrk).
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export function hasWrk() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version exits 1 after printing its version
    return error.status === 1;
  }
}

const toMs = (text) => {
  const m = /([\d.]+)(us|ms|s)/.exec(text ?? '');
  if (!m) return null;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 's' ? n * 1000 : n;
};

const execFileAsync = promisify(execFile);

/**
 * Runs wrk in the background (the memory sampler keeps ticking) and reads its summary. `lua`: more of the
 * script, e.g. a request() that varies the path (user-list.mjs).
 */
export async function runWrk({ url, method = 'GET', headers = {}, body, lua, connections, seconds }) {
  const script = path.join(os.tmpdir(), `wrk-${process.pid}.lua`);
  const lines = [`wrk.method = ${JSON.stringify(method)}`];
  if (body) lines.push(`wrk.body = ${JSON.stringify(body)}`);
  for (const [k, v] of Object.entries(headers))
    lines.push(`wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`);
  if (lua) lines.push(lua);
  fs.writeFileSync(script, lines.join('\n'));
  try {
    const { stdout: out } = await execFileAsync(
      'wrk',
      ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, url],
      { encoding: 'utf8' },
    );
    return {
      reqPerSec: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
      p50: toMs(/\s50%\s+(\S+)/.exec(out)?.[1]),
      p99: toMs(/\s99%\s+(\S+)/.exec(out)?.[1]),
      non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
      requests: Number(/(\d+) requests in/.exec(out)?.[1] ?? 0),
    };
  } finally {
    fs.rmSync(script, { force: true });
  }
}
