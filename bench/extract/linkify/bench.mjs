// Times linkify-it 6.1.0's in-process extraction (LinkifyIt().match) on a
// file, as BENCHMARKS.md describes: the file is read once, then match() runs
// RUNS times (default 5). It prints the best wall time and the best CPU time
// (user + system, process.cpuUsage) of one match() call, in seconds and
// MiB/s, with the number of links found. Usage: node bench.mjs FILE [RUNS]
import { readFileSync } from 'node:fs';
import { LinkifyIt } from 'linkify-it';

const [file, runsArg] = process.argv.slice(2);
const text = readFileSync(file, 'utf8');
const bytes = Buffer.byteLength(text, 'utf8');
const linkify = new LinkifyIt();
const runs = Number(runsArg || 5);
let wall = Infinity, cpu = Infinity, found = 0;
for (let i = 0; i < runs; i++) {
  const c0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  const m = linkify.match(text) || [];
  const dt = Number(process.hrtime.bigint() - t0) / 1e9;
  const c = process.cpuUsage(c0);
  found = m.length;
  wall = Math.min(wall, dt);
  cpu = Math.min(cpu, (c.user + c.system) / 1e6);
}
const mib = bytes / 1048576;
console.log(JSON.stringify({
  tool: 'linkify-it 6.1.0 (in-process match)', bytes, links: found,
  wall_s: wall, wall_mib_per_s: mib / wall, cpu_s: cpu, cpu_mib_per_s: mib / cpu,
}));
