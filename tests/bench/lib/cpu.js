'use strict';
// CPU accounting around a scenario, from /proc: the site process, its PostgreSQL (postmaster and
// backends), this benchmark process (the load generator), and the whole machine. On a shared 2-core box the
// site's CPU time per request is the figure that does not depend on what else is running.
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

let ticksPerSec = 100;
try {
  ticksPerSec = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
} catch {
  /* default */
}

function procTicks(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is state (field 3); utime = field 14, stime = field 15; ppid = field 4
    return { ticks: Number(fields[11]) + Number(fields[12]), ppid: Number(fields[1]) };
  } catch {
    return null;
  }
}

function childrenOf(ppid) {
  const out = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const t = procTicks(name);
    if (t && t.ppid === ppid) out.push(Number(name));
  }
  return out;
}

function machineTicks() {
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const idle = cpu[3] + (cpu[4] ?? 0);
  const total = cpu.slice(0, 8).reduce((s, v) => s + v, 0);
  return { busy: total - idle, total };
}

function postmasterPid(dataDir) {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]) || null;
  } catch {
    return null;
  }
}

/** Backends of one database on a shared server, by their process title ("postgres: 15/main: user db host …"). */
function backendsOf(database) {
  const out = [];
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const title = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8');
      if (title.startsWith('postgres:') && title.split(/[\s\0]+/).includes(database)) out.push(Number(name));
    } catch {
      /* gone */
    }
  }
  return out;
}

/**
 * Takes a snapshot; call `.end()` to get the CPU used since, in ms. PostgreSQL: the embedded one under `dataDir`,
 * or, on a server others use too, only the backends of `postgresDatabase`. `enginePids`: Kafka and Elasticsearch.
 */
function start({ sitePid, dataDir, postgresDatabase, enginePids = [] }) {
  // Looked up at each reading: during start-up PostgreSQL appears only after the first one.
  const pgTicks = () => {
    const pm = postgresDatabase ? null : postmasterPid(dataDir);
    const pids = postgresDatabase ? backendsOf(postgresDatabase) : pm ? [pm, ...childrenOf(pm)] : [];
    return new Map(pids.map((p) => [p, procTicks(p)?.ticks ?? 0]));
  };
  const engineTicks = () => enginePids.reduce((sum, p) => sum + (procTicks(p)?.ticks ?? 0), 0);
  const before = { site: procTicks(sitePid)?.ticks ?? 0, pg: pgTicks(), engines: engineTicks(), machine: machineTicks(), self: process.cpuUsage(), at: performance.now() };
  return {
    end() {
      // Per process: backends started meanwhile count from 0; ones that ended meanwhile are missed.
      let pgDelta = 0;
      for (const [p, t] of pgTicks()) pgDelta += Math.max(0, t - (before.pg.get(p) ?? 0));
      const ms = (ticks) => (ticks * 1000) / ticksPerSec;
      const m = machineTicks();
      const self = process.cpuUsage(before.self);
      const wallMs = performance.now() - before.at;
      const siteMs = ms((procTicks(sitePid)?.ticks ?? before.site) - before.site);
      const pgMs = ms(pgDelta);
      const benchMs = (self.user + self.system) / 1000;
      const enginesMs = ms(Math.max(0, engineTicks() - before.engines));
      const busyMs = ms(m.busy - before.machine.busy);
      const capacityMs = ms(m.total - before.machine.total);
      return {
        wallMs: Math.round(wallMs),
        siteMs: Math.round(siteMs),
        postgresMs: Math.round(pgMs),
        loadGeneratorMs: Math.round(benchMs),
        ...(enginePids.length ? { enginesMs: Math.round(enginesMs) } : {}),
        otherMs: Math.max(0, Math.round(busyMs - siteMs - pgMs - benchMs - enginesMs)),
        machineBusyPct: capacityMs ? Math.round((100 * busyMs) / capacityMs) : null,
      };
    },
  };
}

module.exports = { start };
