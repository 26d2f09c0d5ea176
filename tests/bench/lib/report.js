'use strict';
// Targets from issue 2 ("Tests and benchmark") and issue 25 part 4 (distributed mode), and the readable tables of a run.

/** Targets apply on this 2-core machine at 50k events; smaller sizes are judged against them too, for reference. */
const TARGETS = {
  search: { metric: 'p95', max: 10, text: 'p95 ≤ 10 ms @10 conns' },
  searchDistinct: { metric: 'p95', max: 10, text: 'p95 ≤ 10 ms @10 conns' },
  smart: { metric: 'p95', max: 10, text: 'p95 ≤ 10 ms @10 conns' },
  smartDistinct: { metric: 'p95', max: 10, text: 'p95 ≤ 10 ms @10 conns' },
  featured: { metric: 'reqPerSec', min: 5000, text: '≥ 5,000 req/s @50 conns' },
  regions: { metric: 'reqPerSec', min: 5000, text: '≥ 5,000 req/s @50 conns' },
  timeFilters: { metric: 'reqPerSec', min: 5000, text: '≥ 5,000 req/s @50 conns' },
  lag: { metric: 'p95', max: 250, text: 'p95 ≤ 250 ms' },
  startup: { metric: 'ms', max: 5_000, text: '≤ 5 s to first healthy' }, // issue 9's goal at 50,000 events
  import: { metric: 'eventsPerSec', min: 2000, unit: 'events/s', text: '≥ 2,000 events/s' },
};

/** Issue 25 part 4: the distributed mode's goals on this 2-core machine at 50k events (other figures: no goal, compared). */
const DISTRIBUTED_TARGETS = {
  searchDistinct: { metric: 'p95', max: 50, text: 'p95 ≤ 50 ms @10 conns' },
  smartDistinct: { metric: 'p95', max: 50, text: 'p95 ≤ 50 ms @10 conns' },
  lag: { metric: 'p95', max: 1500, text: 'p95 ≤ 1.5 s' },
  import: { metric: 'visibleEventsPerSec', min: 1000, unit: 'events/s', text: '≥ 1,000 events/s imported and visible' },
};

const targetsOf = (mode) => (mode === 'distributed' ? DISTRIBUTED_TARGETS : TARGETS);

const LABELS = {
  search: 'search (96-URL mix repeated: answer caches)',
  searchDistinct: 'search (20,000 distinct URLs: computed)',
  smart: 'Smart Search (20 queries repeated: answer cache)',
  smartDistinct: 'Smart Search (4,800 distinct queries: computed)',
  featured: 'featured',
  regions: 'regions',
  timeFilters: 'time filters',
  ceilingFeatured: 'calibration: bare node:http, same featured JSON pre-serialised',
  sqlIlike: 'search straight from SQL: ILIKE',
  sqlFts: 'search straight from SQL: full-text (no index)',
  sqlFtsGin: 'search straight from SQL: full-text + GIN index',
};

/** Adds {target, met, missedBy} to a measured figure, against the goals of its mode. */
function judge(name, figure, mode = 'embedded') {
  const t = targetsOf(mode)[name];
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
  const modes = new Set(results.sizes.map((s) => s.mode ?? 'embedded'));
  for (const s of results.sizes) {
    const mode = s.mode ?? 'embedded';
    const T = targetsOf(mode);
    const n = modes.size > 1 || mode !== 'embedded' ? `${s.events.toLocaleString('en-GB')} ${mode}` : s.events.toLocaleString('en-GB');
    if (s.error) {
      out.push([n, `run failed: ${s.error.split('\n')[0]}`, '', '', '', '', '', '', '']);
      continue;
    }
    if (s.import?.reused) out.push([n, `import: reused an earlier import (${s.import.reused})`, '', '', '', '', '', '', '']);
    else if (mode === 'distributed') {
      out.push([n, `import ${fmt(s.import?.events, 0)} events into PostgreSQL (CLI seed-synthetic, site running)`, '', '', '', `${fmt(s.import?.eventsPerSec, 0)} ev/s`, '', '', `${fmt(s.import?.ms / 1000)} s`]);
      out.push([n, `  imported and visible (public search counts all ${fmt(s.import?.visibleCount, 0)} upcoming: relay → Kafka → projector → Elasticsearch)`, '', '', '', `${fmt(s.import?.visibleEventsPerSec, 0)} ev/s`, '', T.import.text, `${fmt(s.import?.visibleMs / 1000)} s ${verdict(s.import)}`]);
    } else out.push([n, `import ${fmt(s.import?.events, 0)} events (CLI seed-synthetic, site stopped; then the index snapshot in ${fmt(s.import?.snapshotMs / 1000)} s)`, '', '', '', `${fmt(s.import?.eventsPerSec, 0)} ev/s`, '', T.import.text, `${fmt(s.import?.ms / 1000)} s ${verdict(s.import)}`]);
    if (s.startup) {
      const row = (label, f) => Object.assign([n, label, '', '', '', '', '', T.startup?.text ?? '', `${fmt(f.ms / 1000, 2)} s ${verdict(f)}`], { others: othersCores(f.cpu) });
      const from = (f) => (f.from ? `, from ${f.from}` : '');
      out.push(row(`start-up after the import → first healthy /api/health${from(s.startup)}`, s.startup));
      if (s.restart?.notApplicable) out.push([n, 'restart after kill -9 (periodic index snapshot)', '', '', '', '', '', '', s.restart.notApplicable]);
      else if (s.restart) out.push(row(`restart after kill -9${s.crash ? ` (${fmt(s.crash.eventsAfter, 0)} log rows after the periodic snapshot)` : ''}${from(s.restart)}`, s.restart));
      if (s.coldStart) out.push(row(`cold start, no snapshot${from(s.coldStart)}`, s.coldStart));
      else if (s.coldStartError) out.push([n, 'cold start, no snapshot', '', '', '', '', '', T.startup?.text ?? '', `failed: ${s.coldStartError.split('\n')[0]}`]);
    }
    for (const [key, label] of Object.entries(LABELS)) {
      const f = s.scenarios?.[key];
      if (!f) continue;
      if (f.measured === false) {
        out.push([n, label, '', '', '', '', '', T[key]?.text ?? '', `not measured: ${f.reason}`]);
        continue;
      }
      const errs = f.non2xx || f.errors ? ` [${f.non2xx} non-2xx, ${f.errors} errors]` : '';
      const row = [n, label + errs, fmt(f.latencyMs.p50, 2), fmt(f.latencyMs.p95, 2), fmt(f.latencyMs.p99, 2), fmt(f.reqPerSec, 0), String(f.connections), T[key]?.text ?? ratioText(s, key), verdict(f)];
      row.cpu = f.cpu ? fmt(f.cpu.serverCpuUsPerRequest, 0) : '';
      // CPU used meanwhile by processes outside the benchmark, in cores (the machine has 2).
      row.others = othersCores(f.cpu);
      out.push(row);
    }
    if (s.lag) {
      const l = s.lag;
      const lost = l.lost ? ` [${l.lost} never visible in ${l.visibleTimeoutMs} ms]` : '';
      out.push([n, `command-to-visible lag (${l.count} writes${mode === 'distributed' ? ', through Kafka' : ''})${lost}`, fmt(l.p50, 2), fmt(l.p95, 2), fmt(l.p99, 2), '', '1', T.lag.text, verdict(l)]);
      out.push([n, '  of which the command itself (commit)', fmt(l.command.p50, 2), fmt(l.command.p95, 2), fmt(l.command.p99, 2), '', '1', '', '']);
    } else if (s.lagError) {
      out.push([n, 'command-to-visible lag', '', '', '', '', '', T.lag.text, `failed: ${s.lagError.split('\n')[0]}`]);
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

/**
 * Both modes side by side, per size: each figure's embedded and distributed value, the ratio distributed/embedded
 * (p95: above 1 = slower; req/s and events/s: below 1 = fewer), and the distributed goal with its verdict.
 */
function comparisonRows(results) {
  const out = [];
  const sizes = [...new Set(results.sizes.map((s) => s.events))];
  for (const size of sizes) {
    const e = results.sizes.find((s) => s.events === size && (s.mode ?? 'embedded') === 'embedded');
    const d = results.sizes.find((s) => s.events === size && s.mode === 'distributed');
    if (!e || !d) continue;
    const n = size.toLocaleString('en-GB');
    const ratio = (dv, ev) => (dv > 0 && ev > 0 ? `×${fmt(dv / ev, 2)}` : '–');
    const goal = (key, f) => [DISTRIBUTED_TARGETS[key]?.text ?? '', DISTRIBUTED_TARGETS[key] ? verdict(f) || (f ? '' : 'not measured') : ''];
    if (e.error || d.error) {
      out.push([n, 'run failed', e.error ? e.error.split('\n')[0] : '', d.error ? d.error.split('\n')[0] : '', '', '', '']);
      continue;
    }
    const rate = (v) => (v === undefined ? '–' : `${fmt(v, 0)} ev/s`);
    out.push([n, 'import (events/s; distributed: into PostgreSQL, site running)', rate(e.import?.eventsPerSec), rate(d.import?.eventsPerSec), ratio(d.import?.eventsPerSec, e.import?.eventsPerSec), '', '']);
    out.push([n, 'import, imported and visible (distributed: counted by the public search)', '(visible at start-up)', rate(d.import?.visibleEventsPerSec), '', ...goal('import', d.import)]);
    const secs = (f) => (f?.ms === undefined ? '–' : `${fmt(f.ms / 1000, 2)} s`);
    out.push([n, 'start-up after the import → healthy', secs(e.startup), secs(d.startup), ratio(d.startup?.ms, e.startup?.ms), '', '']);
    out.push([n, 'restart after kill -9', secs(e.restart), d.restart?.notApplicable ?? secs(d.restart), '', '', '']);
    out.push([n, 'cold start (embedded: no snapshot; distributed: empty index, whole log replayed)', secs(e.coldStart), d.coldStart ? secs(d.coldStart) : d.coldStartError ? `failed: ${d.coldStartError.split('\n')[0]}` : '–', ratio(d.coldStart?.ms, e.coldStart?.ms), '', '']);
    for (const [key, label] of Object.entries(LABELS)) {
      const ef = e.scenarios?.[key];
      const df = d.scenarios?.[key];
      if (!ef?.latencyMs && !df?.latencyMs) continue;
      const cell = (f) => (f?.latencyMs ? `p50 ${fmt(f.latencyMs.p50, 2)} / p95 ${fmt(f.latencyMs.p95, 2)} ms, ${fmt(f.reqPerSec, 0)} req/s` : '–');
      const r = ef?.latencyMs && df?.latencyMs ? `p95 ${ratio(df.latencyMs.p95, ef.latencyMs.p95)}, req/s ${ratio(df.reqPerSec, ef.reqPerSec)}` : '–';
      out.push([n, `${label} @${(df ?? ef).connections}`, cell(ef), cell(df), r, ...goal(key, df)]);
    }
    const lag = (l) => (l ? `p50 ${fmt(l.p50, 1)} / p95 ${fmt(l.p95, 1)} ms${l.lost ? `, ${l.lost} lost` : ''}` : '–');
    out.push([n, 'command-to-visible lag (distributed: through Kafka)', lag(e.lag), d.lag ? lag(d.lag) : d.lagError ? `failed: ${d.lagError.split('\n')[0]}` : '–', e.lag && d.lag ? `p95 ${ratio(d.lag.p95, e.lag.p95)}` : '–', ...goal('lag', d.lag)]);
  }
  return out;
}

const COMPARISON_HEAD = ['events', 'figure', 'embedded', 'distributed', 'distributed / embedded', 'distributed goal (at 50k)', 'result'];

const HEAD = ['events', 'figure', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'server CPU µs/req', 'others CPU', 'conns', 'target (at 50k)', 'result'];

function markdown(results) {
  const m = results.machine;
  const lines = [
    `# Festival Finder benchmark — ${results.finishedAt}`,
    '',
    `Machine: ${m.cpuModel}, ${m.cores} cores, ${m.memoryGb} GB RAM, ${m.platform}; Node ${m.node}; PostgreSQL ${postgresText(results)}; load average at start ${m.loadAverageAtStart?.join(', ') ?? '?'}.`,
    `Build: commit ${results.build?.commit ?? '?'} + working tree, backend/dist built ${results.build?.backendDistBuiltAt ?? '?'} (snapshot used for the whole run).`,
    `Load: ${results.config.client ?? 'autocannon'} client on the same machine (loopback), ${results.config.durationSec} s per scenario; latencies exact over every response.`,
    '"others CPU": CPU used meanwhile by processes outside the benchmark (other work on this shared machine; distributed mode: not the engines), in cores out of 2.',
    '',
  ];
  const comparison = comparisonRows(results);
  if (comparison.length) {
    lines.push(
      '## Embedded and distributed side by side',
      '',
      `| ${COMPARISON_HEAD.join(' | ')} |`,
      `|${COMPARISON_HEAD.map(() => '---').join('|')}|`,
      ...comparison.map((r) => `| ${r.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`),
      '',
      '## Every figure',
      '',
    );
  }
  lines.push(
    `| ${HEAD.join(' | ')} |`,
    `|${HEAD.map(() => '---').join('|')}|`,
    ...rows(results).map((r) => `| ${r.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`),
    '',
  );
  if (results.notes?.length) lines.push('Notes:', ...results.notes.map((n) => `- ${n}`), '');
  return lines.join('\n');
}

function postgresText(results) {
  const byMode = new Map(results.sizes.filter((s) => s.postgres).map((s) => [s.mode ?? 'embedded', s.postgres]));
  if (byMode.size === 0) return `${results.machine.postgres ?? '?'} (embedded)`;
  return [...byMode].map(([mode, v]) => `${mode}: ${v}`).join('; ');
}

function table(head, body) {
  const all = [head, ...body];
  const widths = head.map((_, i) => Math.min(60, Math.max(...all.map((r) => String(r[i]).length))));
  return all.map((r) => r.map((c, i) => String(c).padEnd(widths[i])).join('  ')).join('\n');
}

function text(results) {
  const comparison = comparisonRows(results);
  return [...(comparison.length ? [table(COMPARISON_HEAD, comparison), ''] : []), table(HEAD, rows(results))].join('\n');
}

module.exports = { TARGETS, DISTRIBUTED_TARGETS, judge, markdown, text };
