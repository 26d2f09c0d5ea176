'use strict';
// Child processes of the benchmark: each runs in its own process group so it can be ended with
// everything it started, also when the run fails half-way.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const path = require('node:path');

const live = new Set();

/** Spawns `node args...` detached (own process group); output goes to `logFile`. */
function spawnNode(args, { env, cwd, logFile, nodeFlags = [] }) {
  const out = fs.openSync(logFile, 'a');
  // BENCH_NICE (e.g. -5, as root): run the measured processes ahead of other work on a shared machine.
  const nice = process.env.BENCH_NICE ? ['nice', '-n', process.env.BENCH_NICE] : [];
  const [command, ...prefix] = [...nice, process.execPath];
  const child = spawn(command, [...prefix, ...nodeFlags, ...args], {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const handle = { child, pid: child.pid, exited, logFile, done: false };
  exited.then(() => {
    handle.done = true;
    live.delete(handle);
  });
  live.add(handle);
  return handle;
}

/** Runs a node script to completion; rejects with the log tail on a non-zero exit. */
async function runNode(args, options) {
  const handle = spawnNode(args, options);
  const timeoutMs = options.timeoutMs ?? 30 * 60_000;
  const timer = setTimeout(() => stop(handle, 1000), timeoutMs);
  const { code, signal } = await handle.exited;
  clearTimeout(timer);
  if (code !== 0) throw new Error(`node ${args.join(' ')} exited with ${code ?? signal}:\n${tail(options.logFile)}`);
  return handle;
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the process (graceful shutdown hooks), then SIGKILL to its whole group after `graceMs`. */
async function stop(handle, graceMs = 15_000) {
  if (!handle || handle.done) return;
  try {
    process.kill(handle.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  const timedOut = await Promise.race([handle.exited.then(() => false), sleep(graceMs).then(() => true)]);
  killGroup(handle.pid, timedOut ? 'SIGKILL' : 'SIGTERM');
  if (timedOut) await Promise.race([handle.exited, sleep(2000)]);
}

/**
 * Stops a PostgreSQL left running in `dataDir` by a child that died (its postmaster.pid names it).
 * SIGINT = fast shutdown.
 */
async function stopStrayPostgres(dataDir) {
  const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return false;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !alive(pid)) return false;
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && alive(pid); i++) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  return true;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Kills every child still running (used from finally and from signal handlers). */
async function stopAll() {
  await Promise.all([...live].map((h) => stop(h, 5000)));
}

function stopAllSync() {
  for (const h of live) killGroup(h.pid, 'SIGKILL');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** GET on loopback; resolves {status, body, headers} (body as text). */
function get(url, agent) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
  });
}

/** Polls `url` until it answers 200; resolves with the elapsed ms since `since` (performance.now()). */
async function waitFor200(url, { since, handle, timeoutMs = 180_000, intervalMs = 25 }) {
  const deadline = since + timeoutMs;
  for (;;) {
    if (handle?.done) throw new Error(`process exited before ${url} answered:\n${tail(handle.logFile)}`);
    try {
      const res = await get(url);
      if (res.status === 200) return performance.now() - since;
    } catch {
      /* not listening yet */
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}

function tail(file, lines = 30) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

module.exports = { spawnNode, runNode, stop, stopAll, stopAllSync, stopStrayPostgres, freePort, get, waitFor200, tail, sleep };
