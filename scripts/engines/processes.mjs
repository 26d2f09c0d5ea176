// Pid files, readiness waits and stopping: the small process toolkit both engines share.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function readPid(file) {
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

export function alive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

export function portOpen(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1_000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** Polls `check` until it answers true; fails early when the process died (its log tail tells why). */
export async function waitFor(what, check, { timeoutMs, pid, logTail }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (pid && !alive(pid())) throw new Error(`${what}: the process exited while starting\n${logTail()}`);
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s\n${logTail()}`);
    await sleep(250);
  }
}

/** SIGTERM (a clean shutdown), then SIGKILL after `graceMs`; removes the pid file. */
export async function stopProcess(pidFile, graceMs = 30_000) {
  const pid = readPid(pidFile);
  if (!alive(pid)) {
    rmSync(pidFile, { force: true });
    return false;
  }
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await sleep(100);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
  while (alive(pid)) await sleep(50);
  rmSync(pidFile, { force: true });
  return true;
}

export function tail(file, lines = 30) {
  if (!existsSync(file)) return `(no ${file})`;
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
}
