'use strict';
// Drives one scenario. Latencies are collected from every response, so the percentiles below are exact over the
// whole run. The load generator is keep-alive-client.js unless BENCH_CLIENT=autocannon (the one used up to stop 20:
// it costs about twice the CPU per request, taken from the server it measures on a 2-vCPU machine; see README.md).
const autocannon = require('autocannon');
const keepAliveClient = require('./keep-alive-client');

const CLIENT = process.env.BENCH_CLIENT ?? 'keep-alive';
if (CLIENT !== 'keep-alive' && CLIENT !== 'autocannon') throw new Error(`BENCH_CLIENT must be keep-alive or autocannon, not ${CLIENT}`);

/**
 * @param {object} o
 * @param {string} o.origin  http://127.0.0.1:port
 * @param {string[]} o.paths  request paths, asked in order across all connections
 * @param {number} o.connections
 * @param {number} [o.durationSec]
 * @param {number} [o.amount]  instead of a duration: this many requests (a warm-up asks each of its paths once)
 * @param {boolean} [o.neverRepeat]  ask each path at most once: the run ends when the list does, even before
 *   `durationSec` (`ranOut` says so). The site remembers answers per URL and per query text; a "computed" scenario
 *   must not turn into remembered answers once it is fast enough to go round its list.
 * @param {(path: string) => Record<string, string> | undefined} [o.headersFor]  extra request headers of a path
 *   (keep-alive client only), e.g. the If-None-Match of a poller that kept the last ETag
 * @param {(status: number, head: string, path: string) => void} [o.onAnswer]  sees each answer's status line and headers
 */
async function drive({ origin, paths, connections, durationSec, amount, neverRepeat = false, headersFor, onAnswer }) {
  let next = 0;
  const latencies = [];
  const statuses = {};
  const pathAt = (i) => paths[i % paths.length];
  const limit = neverRepeat ? Math.min(amount ?? Infinity, paths.length) : amount;
  const record = (statusCode, ms, head, path) => {
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    latencies.push(ms);
    if (onAnswer && head !== undefined) onAnswer(statusCode, head, path);
  };
  const nextRequest = (path) => (headersFor ? { path, headers: headersFor(path) } : path);
  const result =
    CLIENT === 'autocannon'
      ? await driveAutocannon({ origin, connections, durationSec, amount: limit, pathAt: () => pathAt(next++), record })
      : await keepAliveClient.run({
          origin,
          connections,
          durationSec,
          nextPath: () => (limit !== undefined && next >= limit ? null : nextRequest(pathAt(next++))),
          onResponse: record,
        });
  const sorted = Float64Array.from(latencies).sort();
  // 304 Not Modified is a success for a conditional GET
  const ok = Object.entries(statuses)
    .filter(([code]) => (Number(code) >= 200 && Number(code) < 300) || Number(code) === 304)
    .reduce((s, [, n]) => s + n, 0);
  return {
    connections,
    client: CLIENT,
    durationSec: result.durationSec,
    requests: latencies.length,
    ...(neverRepeat ? { ranOut: next >= paths.length } : {}),
    reqPerSec: round(latencies.length / result.durationSec, 0),
    ok,
    non2xx: latencies.length - ok,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted[sorted.length - 1] ?? NaN),
      mean: round(sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1)),
    },
  };
}

function driveAutocannon({ origin, connections, durationSec, amount, pathAt, record }) {
  const instance = autocannon({
    url: origin,
    connections,
    ...(amount ? { amount } : { duration: durationSec }),
    pipelining: 1,
    timeout: 10,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathAt() }) }],
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => record(statusCode, responseTime));
  return new Promise((resolve, reject) => {
    instance.on('done', (r) => resolve({ durationSec: r.duration, errors: r.errors, timeouts: r.timeouts }));
    instance.on('error', reject);
  });
}

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

function summarise(values) {
  const sorted = Float64Array.from(values).sort();
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
    mean: round(sorted.reduce((s, v) => s + v, 0) / (sorted.length || 1)),
  };
}

const round = (v, digits = 2) => (Number.isFinite(v) ? Number(v.toFixed(digits)) : null);

module.exports = { drive, percentile, summarise, round, CLIENT };
