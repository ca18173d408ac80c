// Preloaded into a measured process (NODE_OPTIONS="--expose-gc --require bench/memory-probe.cjs"): on SIGUSR2
// it collects garbage twice and writes process.memoryUsage() to BENCH_MEMORY_FILE, so a bench reads what the
// live objects hold rather than whatever garbage the last burst left behind.
const fs = require('node:fs');

process.on('SIGUSR2', () => {
  if (global.gc) {
    global.gc();
    global.gc();
  }
  const file = process.env.BENCH_MEMORY_FILE;
  if (file) fs.writeFileSync(file, JSON.stringify(process.memoryUsage()));
});
