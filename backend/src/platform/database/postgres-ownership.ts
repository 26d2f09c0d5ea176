import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';

/**
 * Who owns the embedded PostgreSQL of one DATA_DIR. Exactly one live process is the owner (the one that stops it);
 * every other process using it registers as a guest. An owner that stops while guests remain hands ownership to
 * one of them instead of stopping PostgreSQL under them; an owner that died is replaced by the next process.
 *
 * Files in DATA_DIR: `postgres.owner` (JSON of the owner process), `postgres.guests/<pid>`, and the short-lived
 * `postgres.mutex` folder that serialises these decisions between processes.
 */
export interface ProcessRef {
  pid: number;
  /** Process start time in clock ticks since boot (Linux), so a recycled pid is not mistaken for the owner. */
  started: string | null;
}

export class PostgresOwnership {
  private readonly ownerFile: string;
  private readonly guestsDir: string;
  private readonly mutexDir: string;
  readonly me: ProcessRef = { pid: process.pid, started: processStart(process.pid) };

  constructor(dataDir: string) {
    this.ownerFile = path.join(dataDir, 'postgres.owner');
    this.guestsDir = path.join(dataDir, 'postgres.guests');
    this.mutexDir = path.join(dataDir, 'postgres.mutex');
  }

  /** Runs `work` while holding the DATA_DIR mutex; a mutex left by a dead process is broken. */
  async exclusive<T>(work: () => Promise<T>, timeoutMs = 180_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        mkdirSync(this.mutexDir, { mode: 0o700 });
        writeFileSync(path.join(this.mutexDir, 'pid'), JSON.stringify(this.me), { mode: 0o600 });
        break;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        if (this.mutexAbandoned()) {
          rmSync(this.mutexDir, { recursive: true, force: true });
          continue;
        }
        if (Date.now() > deadline) throw new Error(`${this.mutexDir} is held by another process; remove it if no Festival Finder process is running`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    try {
      return await work();
    } finally {
      rmSync(this.mutexDir, { recursive: true, force: true });
    }
  }

  owner(): ProcessRef | null {
    try {
      return JSON.parse(readFileSync(this.ownerFile, 'utf8')) as ProcessRef;
    } catch {
      return null;
    }
  }

  liveOwner(): ProcessRef | null {
    const owner = this.owner();
    return owner && isAlive(owner) ? owner : null;
  }

  isMine(): boolean {
    const owner = this.owner();
    return owner?.pid === this.me.pid && owner.started === this.me.started;
  }

  setOwner(ref: ProcessRef): void {
    const tmp = `${this.ownerFile}.${process.pid}`;
    writeFileSync(tmp, JSON.stringify(ref), { mode: 0o600 });
    renameSync(tmp, this.ownerFile);
  }

  clearOwner(): void {
    rmSync(this.ownerFile, { force: true });
  }

  addGuest(ref: ProcessRef = this.me): void {
    mkdirSync(this.guestsDir, { recursive: true, mode: 0o700 });
    writeFileSync(path.join(this.guestsDir, String(ref.pid)), JSON.stringify(ref), { mode: 0o600 });
  }

  removeGuest(pid = this.me.pid): void {
    rmSync(path.join(this.guestsDir, String(pid)), { force: true });
  }

  /** Live guests; files of guests that died are removed on the way. */
  liveGuests(): ProcessRef[] {
    if (!existsSync(this.guestsDir)) return [];
    const live: ProcessRef[] = [];
    for (const name of readdirSync(this.guestsDir)) {
      const file = path.join(this.guestsDir, name);
      try {
        const ref = JSON.parse(readFileSync(file, 'utf8')) as ProcessRef;
        if (ref.pid !== this.me.pid && isAlive(ref)) live.push(ref);
        else if (ref.pid !== this.me.pid) rmSync(file, { force: true });
      } catch {
        rmSync(file, { force: true });
      }
    }
    return live;
  }

  private mutexAbandoned(): boolean {
    try {
      const holder = JSON.parse(readFileSync(path.join(this.mutexDir, 'pid'), 'utf8')) as ProcessRef;
      return !isAlive(holder);
    } catch {
      // Created but not yet written, or half-written by a process that died: abandoned once a few seconds old.
      try {
        return Date.now() - statSync(this.mutexDir).mtimeMs > 5_000;
      } catch {
        return false;
      }
    }
  }
}

export function isAlive(ref: ProcessRef): boolean {
  try {
    process.kill(ref.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStart(ref.pid);
  return !ref.started || !started || started === ref.started;
}

function processStart(pid: number): string | null {
  try {
    // Field 22 of /proc/<pid>/stat; the command name (field 2) may contain spaces, so count after its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}
