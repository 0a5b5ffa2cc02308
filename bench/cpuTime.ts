// Where the CPU time of a benchmark case goes, on a machine that also runs the PostgreSQL server (Linux):
// this process (API and bench client), the PostgreSQL backends serving one database, and the whole
// machine (everything else on it: other processes, the server's background writers, the kernel).
import { readdirSync, readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** /proc reports process times in USER_HZ ticks, 100 per second on Linux: 10 ms each. */
const MS_PER_PROC_TICK = 10;

interface CpuSample {
  readonly process: NodeJS.CpuUsage;
  /** Milliseconds of CPU of the database's backends (null: no /proc to read). */
  readonly backendsMs: number | null;
  readonly machineBusyMs: number;
  readonly machineTotalMs: number;
  readonly at: number;
}

export interface CpuSplit {
  /** CPU milliseconds of this process, of the database's backends, and of the whole machine. */
  readonly processMs: number;
  readonly backendsMs: number | null;
  readonly machineBusyMs: number;
  /** Share of all cores busy (with anything) over the case, 0..1. */
  readonly machineBusy: number;
  readonly wallMs: number;
}

/** Sum of user and system CPU of the PostgreSQL backends connected to `database` (their process title names it). */
function backendsCpuMs(database: string): number | null {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return null;
  }
  let ticks = 0;
  for (const pid of pids) {
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!title.startsWith('postgres: ') || !title.split(' ').includes(database)) continue;
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the parenthesised command name: state is field 3, utime 14, stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks * MS_PER_PROC_TICK;
}

function sample(database: string): CpuSample {
  let busy = 0;
  let total = 0;
  for (const { times } of cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    total += times.user + times.nice + times.sys + times.irq + times.idle;
  }
  return {
    process: process.cpuUsage(),
    backendsMs: backendsCpuMs(database),
    machineBusyMs: busy,
    machineTotalMs: total,
    at: performance.now(),
  };
}

/** Starts measuring; the returned function ends the measurement and returns the split. */
export function measureCpu(database: string): () => CpuSplit {
  const before = sample(database);
  return () => {
    const after = sample(database);
    const usage = process.cpuUsage(before.process);
    const machineBusyMs = after.machineBusyMs - before.machineBusyMs;
    const machineTotalMs = after.machineTotalMs - before.machineTotalMs;
    return {
      processMs: (usage.user + usage.system) / 1000,
      backendsMs:
        after.backendsMs === null || before.backendsMs === null ? null : after.backendsMs - before.backendsMs,
      machineBusyMs,
      machineBusy: machineTotalMs > 0 ? machineBusyMs / machineTotalMs : 0,
      wallMs: after.at - before.at,
    };
  };
}

/** Cores of this machine. */
export const CORES = cpus().length;
