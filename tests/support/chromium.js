'use strict';
/**
 * Which Chromium the browser tests and `npm run bench:web` drive, so `npm install && npm test` needs nothing else:
 * a system Chromium when there is one (`CHROMIUM_PATH`, then /usr/bin/chromium), otherwise the one shipped
 * brotli-compressed in the @sparticuz/chromium devDependency (Linux x64), unpacked into the temp folder.
 *
 * FF_BROWSER=system|bundled forces one of the two (auto when unset).
 * The bundled build needs NSS, NSPR and expat; a machine without them gets the copies the package ships too.
 */
const { execFileSync, spawnSync } = require('node:child_process');
const { existsSync, mkdirSync, readFileSync, renameSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const zlib = require('node:zlib');

const SYSTEM_DEFAULT = '/usr/bin/chromium';

/** @returns {Promise<{executablePath: string, env: Record<string, string>, source: 'system' | 'bundled'}>} */
async function resolveChromium() {
  // Resolved once per run (e.g. by a jest global set-up) and handed to workers, so they do not unpack it in parallel.
  if (process.env.FF_CHROMIUM_EXECUTABLE) {
    return {
      executablePath: process.env.FF_CHROMIUM_EXECUTABLE,
      env: libraryEnv(process.env.FF_CHROMIUM_LIBS),
      source: process.env.FF_CHROMIUM_SOURCE ?? 'system',
    };
  }
  const mode = process.env.FF_BROWSER ?? 'auto';
  if (!['auto', 'system', 'bundled'].includes(mode)) throw new Error(`FF_BROWSER must be auto, system or bundled, not "${mode}"`);
  if (mode !== 'bundled') {
    if (process.env.CHROMIUM_PATH) {
      if (!existsSync(process.env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
      return { executablePath: process.env.CHROMIUM_PATH, env: {}, source: 'system' };
    }
    if (existsSync(SYSTEM_DEFAULT)) return { executablePath: SYSTEM_DEFAULT, env: {}, source: 'system' };
    if (mode === 'system') throw new Error(`FF_BROWSER=system but there is no Chromium at ${SYSTEM_DEFAULT} (set CHROMIUM_PATH)`);
  }
  return bundledChromium();
}

async function bundledChromium() {
  if (os.platform() !== 'linux' || os.arch() !== 'x64') {
    throw new Error('no system Chromium found and the bundled one is Linux x64 only: install Chromium and set CHROMIUM_PATH');
  }
  const Chromium = require('@sparticuz/chromium');
  const executablePath = await Chromium.executablePath();
  const libs = missingLibraries(executablePath).length > 0 ? unpackLibraries() : undefined;
  const stillMissing = missingLibraries(executablePath, libs);
  if (stillMissing.length > 0) throw new Error(`the bundled Chromium cannot load ${stillMissing.join(', ')}: install Chromium and set CHROMIUM_PATH`);
  process.env.FF_CHROMIUM_EXECUTABLE = executablePath;
  process.env.FF_CHROMIUM_SOURCE = 'bundled';
  if (libs) process.env.FF_CHROMIUM_LIBS = libs;
  return { executablePath, env: libraryEnv(libs), source: 'bundled' };
}

function libraryEnv(libs) {
  if (!libs) return {};
  return { LD_LIBRARY_PATH: [libs, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') };
}

/** Shared libraries the dynamic loader cannot find for this binary (ldd's "not found" lines). */
function missingLibraries(executablePath, libs) {
  const result = spawnSync('ldd', [executablePath], { encoding: 'utf8', env: { ...process.env, ...libraryEnv(libs) } });
  if (result.error) return []; // no ldd: let the launch itself report what is missing
  return result.stdout
    .split('\n')
    .filter((line) => line.includes('not found'))
    .map((line) => line.trim().split(/\s+/)[0]);
}

/** Unpacks the package's al2023.tar.br (libnss3, libnspr4, libexpat...) next to the browser; returns its lib folder. */
function unpackLibraries() {
  const target = path.join(os.tmpdir(), 'ff-chromium-libs');
  const lib = path.join(target, 'lib');
  if (existsSync(path.join(lib, 'libnss3.so'))) return lib;
  const archive = path.join(path.dirname(require.resolve('@sparticuz/chromium')), '../../bin/al2023.tar.br');
  const staging = `${target}.${process.pid}`;
  mkdirSync(staging, { recursive: true });
  execFileSync('tar', ['-x', '-C', staging], { input: zlib.brotliDecompressSync(readFileSync(archive)) });
  try {
    renameSync(staging, target);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another process won the race
  }
  return lib;
}

module.exports = { resolveChromium };
