'use strict';
// Top self-time functions of a .cpuprofile, and time grouped by package / source folder.
// Usage: node tests/bench/lib/profile-summary.js file.cpuprofile [top=25]
const fs = require('node:fs');

function summarise(file, top = 25) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + (dt[i] ?? 0));
  const total = [...self.values()].reduce((s, v) => s + v, 0);
  const fns = new Map();
  const groups = new Map();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${short(url)}:${lineNumber + 1}`;
    fns.set(key, (fns.get(key) ?? 0) + us);
    const g = group(url, functionName);
    groups.set(g, (groups.get(g) ?? 0) + us);
  }
  const pct = (us) => `${((100 * us) / total).toFixed(1).padStart(5)}%`;
  const lines = [`total sampled ${(total / 1000).toFixed(0)} ms`, '', 'by package/folder:'];
  for (const [g, us] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 15)) lines.push(`  ${pct(us)}  ${g}`);
  lines.push('', 'top self time:');
  for (const [k, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, top)) lines.push(`  ${pct(us)}  ${k}`);
  return lines.join('\n');
}

function short(url) {
  return url.replace(/^file:\/\//, '').replace(/.*node_modules\//, 'nm:').replace(/.*\/(?:results\.)?dist\//, "dist:");
}

function group(url, fn) {
  if (!url) return fn.startsWith('(') ? fn : '(native/builtin)';
  if (url.startsWith('node:')) return url.split('/')[0].replace(/^node:internal.*/, 'node:internal');
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  const d = /\/(?:dist|results\.dist)\/src\/(.*)\/[^/]+$/.exec(url);
  return d ? `backend:${d[1]}` : url;
}

if (require.main === module) console.log(summarise(process.argv[2], Number(process.argv[3] ?? 25)));

module.exports = { summarise };
