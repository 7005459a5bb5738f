/**
 * Where a server's CPU time went, from a `--cpu-prof` profile (e.g. of bench/public-load.ts with
 * BENCH_CHILD_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof"): self time by area (packages,
 * Node internals, this repository's modules) and the top functions, optionally only over the
 * last N seconds of the profile (the load runs, not the fill), or, with --skip-end, the N seconds
 * before the skipped end (one read of several).
 *
 *   node --import tsx bench/profile-summary.ts /tmp/prof/CPU....cpuprofile [--last 40] [--top 25]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    last: { type: 'string' },
    'skip-end': { type: 'string' },
    top: { type: 'string', default: '25' },
  },
});
const file = positionals[0];
if (!file) {
  console.error(
    'Usage: node --import tsx bench/profile-summary.ts <file.cpuprofile> [--last s] [--skip-end s]',
  );
  process.exit(2);
}

const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));

/** The area a function belongs to. */
function area(node: ProfileNode): string {
  const { url, functionName } = node.callFrame;
  if (!url) {
    if (functionName.startsWith('(')) return functionName; // (idle), (garbage collector), (program)
    return `native ${functionName}`;
  }
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1]!;
  if (url.startsWith('node:')) return url.replace(/^node:internal\/(\w+).*$/, 'node:$1');
  const own = /(apps\/server\/src\/[^/]+(?:\/[^/]+)?|packages\/shared|bench)\//.exec(url);
  return own ? own[1]! : url;
}

// Keep the samples of the last N seconds only.
const times: number[] = [];
let t = 0;
for (const d of profile.timeDeltas) times.push((t += d));
const end = times[times.length - 1] ?? 0;
const to = end - Number(args['skip-end'] ?? 0) * 1e6;
const from = args.last ? to - Number(args.last) * 1e6 : -Infinity;

const selfByArea = new Map<string, number>();
const selfByFn = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  if (times[i]! < from || times[i]! > to) return;
  const node = byId.get(id);
  if (!node) return;
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  const a = area(node);
  selfByArea.set(a, (selfByArea.get(a) ?? 0) + dt);
  const fn = `${node.callFrame.functionName || '(anonymous)'} ${a}:${node.callFrame.lineNumber + 1}`;
  selfByFn.set(fn, (selfByFn.get(fn) ?? 0) + dt);
});

const idle = selfByArea.get('(idle)') ?? 0;
const busy = total - idle;
console.log(
  `${(total / 1e6).toFixed(1)} s profiled, ${(busy / 1e6).toFixed(1)} s busy ` +
    `(${((busy / total) * 100).toFixed(0)} %); shares below are of the busy time`,
);
const print = (title: string, map: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  [...map.entries()]
    .filter(([k]) => k !== '(idle)' && !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .forEach(([k, v]) => console.log(`${((v / busy) * 100).toFixed(1).padStart(5)} %  ${k}`));
};
print('self time by area', selfByArea, 20);
print('top functions (self time)', selfByFn, Number(args.top));
