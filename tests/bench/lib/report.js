'use strict';
// Targets from issue 2 ("Tests and benchmark") and the readable table of a run.

/** Targets apply on this 2-core machine at 50k events; smaller sizes are judged against them too, for reference. */
const TARGETS = {
  search: { metric: 'p95', max: 10, text: 'p95 ≤ 10 ms @10 conns' },
  searchDistinct: { metric: 'p95', max: 10, text: 'p95 ≤ 10 ms @10 conns' },
  semantic: { metric: 'p95', max: 10, text: 'p95 ≤ 10 ms @10 conns' },
  semanticDistinct: { metric: 'p95', max: 10, text: 'p95 ≤ 10 ms @10 conns' },
  featured: { metric: 'reqPerSec', min: 5000, text: '≥ 5,000 req/s @50 conns' },
  regions: { metric: 'reqPerSec', min: 5000, text: '≥ 5,000 req/s @50 conns' },
  timeFilters: { metric: 'reqPerSec', min: 5000, text: '≥ 5,000 req/s @50 conns' },
  lag: { metric: 'p95', max: 250, text: 'p95 ≤ 250 ms' },
  startup: { metric: 'ms', max: 5_000, text: '≤ 5 s to first healthy' }, // issue 9's goal at 50,000 events
  import: { metric: 'eventsPerSec', min: 2000, unit: 'events/s', text: '≥ 2,000 events/s' },
};

const LABELS = {
  search: 'search (96-URL mix repeated: answer caches)',
  searchDistinct: 'search (20,000 distinct URLs: computed)',
  semantic: 'semantic search (20 queries repeated: answer cache)',
  semanticDistinct: 'semantic search (4,800 distinct queries: computed)',
  featured: 'featured',
  regions: 'regions',
  timeFilters: 'time filters',
  ceilingFeatured: 'calibration: bare node:http, same featured JSON pre-serialised',
  sqlIlike: 'search straight from SQL: ILIKE',
  sqlFts: 'search straight from SQL: full-text (no index)',
  sqlFtsGin: 'search straight from SQL: full-text + GIN index',
};

/** Adds {target, met, missedBy} to a measured figure. */
function judge(name, figure) {
  const t = TARGETS[name];
  if (!t || !figure || figure.measured === false) return figure;
  const value = t.metric === 'p95' ? figure.latencyMs?.p95 ?? figure.p95 : figure[t.metric];
  const met = t.max !== undefined ? value <= t.max : value >= t.min;
  const missedBy = met ? null : t.max !== undefined ? `${fmt(value - t.max)} ${t.metric === 'reqPerSec' ? 'req/s' : 'ms'} over (${(value / t.max).toFixed(1)}×)` : `${fmt(t.min - value)} ${t.unit ?? 'req/s'} short (${((100 * value) / t.min).toFixed(0)}% of target)`;
  return { ...figure, target: t.text, met, missedBy };
}

const fmt = (v, digits = 1) => (v === null || v === undefined || Number.isNaN(v) ? '–' : Number(v).toLocaleString('en-GB', { maximumFractionDigits: digits }));
const verdict = (f) => (f?.met === undefined ? '' : f.met ? 'met' : `NOT met (${f.missedBy})`);

/** Rows: [size, figure, p50, p95, p99, req/s, conns, target, verdict]. */
function rows(results) {
  const out = [];
  for (const s of results.sizes) {
    const n = s.events.toLocaleString('en-GB');
    if (s.error) {
      out.push([n, `run failed: ${s.error.split('\n')[0]}`, '', '', '', '', '', '', '']);
      continue;
    }
    if (s.import?.reused) out.push([n, `import: reused an earlier import (${s.import.reused})`, '', '', '', '', '', '', '']);
    else out.push([n, `import ${fmt(s.import?.events, 0)} events (CLI seed-synthetic, site stopped; then the index snapshot in ${fmt(s.import?.snapshotMs / 1000)} s)`, '', '', '', `${fmt(s.import?.eventsPerSec, 0)} ev/s`, '', TARGETS.import.text, `${fmt(s.import?.ms / 1000)} s ${verdict(s.import)}`]);
    if (s.startup) {
      const row = (label, f) => Object.assign([n, label, '', '', '', '', '', TARGETS.startup.text, `${fmt(f.ms / 1000, 2)} s ${verdict(f)}`], { others: othersCores(f.cpu) });
      const from = (f) => (f.from ? `, from ${f.from}` : '');
      out.push(row(`start-up after the import → first healthy /api/health${from(s.startup)}`, s.startup));
      if (s.restart) out.push(row(`restart after kill -9${s.crash ? ` (${fmt(s.crash.eventsAfter, 0)} log rows after the periodic snapshot)` : ''}${from(s.restart)}`, s.restart));
      if (s.coldStart) out.push(row(`cold start, no snapshot${from(s.coldStart)}`, s.coldStart));
    }
    for (const [key, label] of Object.entries(LABELS)) {
      const f = s.scenarios?.[key];
      if (!f) continue;
      if (f.measured === false) {
        out.push([n, label, '', '', '', '', '', TARGETS[key]?.text ?? '', `not measured: ${f.reason}`]);
        continue;
      }
      const errs = f.non2xx || f.errors ? ` [${f.non2xx} non-2xx, ${f.errors} errors]` : '';
      const row = [n, label + errs, fmt(f.latencyMs.p50, 2), fmt(f.latencyMs.p95, 2), fmt(f.latencyMs.p99, 2), fmt(f.reqPerSec, 0), String(f.connections), TARGETS[key]?.text ?? ratioText(s, key), verdict(f)];
      row.cpu = f.cpu ? fmt(f.cpu.serverCpuUsPerRequest, 0) : '';
      // CPU used meanwhile by processes outside the benchmark, in cores (the machine has 2).
      row.others = othersCores(f.cpu);
      out.push(row);
    }
    if (s.lag) {
      const l = s.lag;
      const lost = l.lost ? ` [${l.lost} never visible in ${l.visibleTimeoutMs} ms]` : '';
      out.push([n, `command-to-visible lag (${l.count} writes)${lost}`, fmt(l.p50, 2), fmt(l.p95, 2), fmt(l.p99, 2), '', '1', TARGETS.lag.text, verdict(l)]);
      out.push([n, '  of which the command itself (commit)', fmt(l.command.p50, 2), fmt(l.command.p95, 2), fmt(l.command.p99, 2), '', '1', '', '']);
    } else if (s.lagError) {
      out.push([n, 'command-to-visible lag', '', '', '', '', '', TARGETS.lag.text, `failed: ${s.lagError.split('\n')[0]}`]);
    }
  }
  // Column 6: the server's CPU time per request (scenarios only).
  return out.map((r) => [...r.slice(0, 6), r.cpu ?? '', r.others ?? '', ...r.slice(6)]);
}

const othersCores = (cpu) => (cpu?.wallMs ? `${(cpu.otherMs / cpu.wallMs).toFixed(2)} cores` : '');

function ratioText(s, key) {
  if (key === 'ceilingFeatured' && s.scenarios.featured?.reqPerSec) {
    return `the site's featured reaches ${Math.round((100 * s.scenarios.featured.reqPerSec) / s.scenarios.ceilingFeatured.reqPerSec)}% of this`;
  }
  const r = s.ratios?.[key];
  if (!r) return '';
  const parts = [];
  if (r.vsComputed) parts.push(`p95 ${r.vsComputed.p95}×, req/s ${r.vsComputed.throughput}× vs computed`);
  if (r.vsCachedMix) parts.push(`p95 ${r.vsCachedMix.p95}× vs cached`);
  return parts.join('; ');
}

const HEAD = ['events', 'figure', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'server CPU µs/req', 'others CPU', 'conns', 'target (at 50k)', 'result'];

function markdown(results) {
  const m = results.machine;
  const lines = [
    `# Festival Finder benchmark — ${results.finishedAt}`,
    '',
    `Machine: ${m.cpuModel}, ${m.cores} cores, ${m.memoryGb} GB RAM, ${m.platform}; Node ${m.node}; PostgreSQL ${m.postgres ?? '?'} (embedded).`,
    `Build: commit ${results.build?.commit ?? '?'} + working tree, backend/dist built ${results.build?.backendDistBuiltAt ?? '?'} (snapshot used for the whole run).`,
    `Load: ${results.config.client ?? 'autocannon'} client on the same machine (loopback), ${results.config.durationSec} s per scenario; latencies exact over every response.`,
    '"others CPU": CPU used meanwhile by processes outside the benchmark (other work on this shared machine), in cores out of 2.',
    '',
    `| ${HEAD.join(' | ')} |`,
    `|${HEAD.map(() => '---').join('|')}|`,
    ...rows(results).map((r) => `| ${r.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`),
    '',
  ];
  if (results.notes?.length) lines.push('Notes:', ...results.notes.map((n) => `- ${n}`), '');
  return lines.join('\n');
}

function text(results) {
  const all = [HEAD, ...rows(results)];
  const widths = HEAD.map((_, i) => Math.min(60, Math.max(...all.map((r) => String(r[i]).length))));
  return all.map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ')).join('\n');
}

module.exports = { TARGETS, judge, markdown, text };
