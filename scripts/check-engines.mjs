// Fails when a package in package-lock.json declares an engines.node range that excludes a Node
// version we say we support: the lowest one the root package.json's engines.node admits (20.19.0 for
// ">=20.19"), and the Node running this check when the root range admits it (CI's). npm only warns
// (EBADENGINE) about the running Node, and only at install time; this runs first in `npm test`.
// Every locked package is checked, including optional ones for other platforms: someone installs them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

/** The package name at a lockfile path ("node_modules/a/node_modules/@s/b" -> "@s/b"). */
const nameAt = (lockPath) => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);

/** The folder a lockfile path sits in ("node_modules/a/node_modules/b" -> "node_modules/a"; "server" -> ""). */
function parentOf(lockPath) {
  const at = lockPath.lastIndexOf('node_modules/');
  return at <= 0 ? '' : lockPath.slice(0, at - 1);
}

/** Where `name` resolves from the package at `from`, as Node would look it up. */
function resolveFrom(packages, from, name) {
  for (let dir = from; ; dir = parentOf(dir)) {
    const candidate = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
  }
}

/** The Node versions a range of ours promises: its lowest, and the running one if the range admits it. */
export function statedVersions(rootRange, running = process.version) {
  if (!rootRange || !semver.validRange(rootRange))
    throw new Error(`engines.node ${rootRange} is not a range`);
  const versions = [semver.minVersion(rootRange).version];
  const current = semver.clean(running);
  if (current && semver.satisfies(current, rootRange) && !versions.includes(current)) versions.push(current);
  return versions;
}

/**
 * The locked packages whose engines.node excludes one of `versions`, each with the packages that pull it.
 * Checked as npm does (semver.satisfies, prereleases included); a range that is not a range fails too.
 */
export function engineProblems(lock, versions) {
  const packages = lock.packages ?? {};
  const problems = [];
  for (const [lockPath, pkg] of Object.entries(packages)) {
    const range = pkg.engines?.node;
    if (lockPath === '' || typeof range !== 'string') continue;
    const excluded = versions.filter((v) => !semver.satisfies(v, range, { includePrerelease: true }));
    if (excluded.length === 0) continue;
    const name = nameAt(lockPath);
    const requiredBy = Object.entries(packages)
      .filter(([from, p]) => {
        const wanted = { ...p.dependencies, ...p.optionalDependencies, ...p.peerDependencies };
        return name in wanted && resolveFrom(packages, from, name) === lockPath;
      })
      .map(([from, p]) => (from === '' ? 'the root package.json' : `${p.name ?? nameAt(from)}@${p.version}`));
    problems.push({ name, version: pkg.version, range, excluded, requiredBy });
  }
  return problems;
}

function main() {
  const read = (file) => JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8'));
  const rootRange = read('package.json').engines?.node;
  const versions = statedVersions(rootRange);
  const problems = engineProblems(read('package-lock.json'), versions);
  if (problems.length === 0) {
    console.log(
      `engines: every locked package supports Node ${versions.join(' and ')} (engines.node ${rootRange})`,
    );
    return;
  }
  console.error(`engines: package.json says Node ${rootRange}, but these locked packages exclude it:`);
  for (const p of problems)
    console.error(
      `  ${p.name}@${p.version} needs node "${p.range}" (not ${p.excluded.join(', ')}), pulled by ${p.requiredBy.join(', ') || 'nothing'}`,
    );
  console.error(
    'Pick versions that support our Node (or an npm "overrides" entry, see docs/decisions/051-test-dates-and-engines.md).',
  );
  process.exitCode = 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
