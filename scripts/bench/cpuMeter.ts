/**
 * CPU time of processes from /proc (Linux; elsewhere every figure is null): the production server's
 * process tree and a local PostgreSQL's (its postmaster found by the port on its command line, as
 * scripts/ci/postgres.sh starts it). On a machine shared with other work, requests per second move
 * with the neighbours' load; CPU milliseconds per request much less, so bench:load prints both.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** USER_HZ: /proc reports CPU time in ticks of 10 ms on Linux. */
const TICK_MS = 10;

interface ProcStat {
  ppid: number;
  cpuMs: number;
}

function statOf(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${String(pid)}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) in parentheses: state ppid ... utime stime.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(fields[1]),
      cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    };
  } catch {
    return null;
  }
}

function allPids(): number[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
}

/** CPU milliseconds used so far by a process and all its descendants; null when unreadable. */
export function treeCpuMs(rootPid: number | null | undefined): number | null {
  if (!rootPid || !statOf(rootPid)) return null;
  const stats = new Map<number, ProcStat>();
  for (const pid of allPids()) {
    const stat = statOf(pid);
    if (stat) stats.set(pid, stat);
  }
  const inTree = new Set([rootPid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, stat] of stats) {
      if (!inTree.has(pid) && inTree.has(stat.ppid)) {
        inTree.add(pid);
        grew = true;
      }
    }
  }
  let total = 0;
  for (const pid of inTree) total += stats.get(pid)?.cpuMs ?? 0;
  return total;
}

/** The postmaster of a local PostgreSQL started with `-p <port>` (null when not found). */
export function postgresPidForUrl(url: string | undefined): number | null {
  if (!url) return null;
  let port: string;
  try {
    const parsed = new URL(url);
    if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(parsed.hostname)) return null;
    port = parsed.port || '5432';
  } catch {
    return null;
  }
  for (const pid of allPids()) {
    try {
      const argv = readFileSync(`/proc/${String(pid)}/cmdline`, 'utf8').split('\0');
      if (!argv[0]?.endsWith('postgres')) continue;
      const index = argv.indexOf('-p');
      if (index >= 0 && argv[index + 1] === port) return pid;
    } catch {
      // gone meanwhile
    }
  }
  return null;
}

/** CPU used between two readings, or null when either is unknown. */
export function cpuBetween(before: number | null, after: number | null): number | null {
  return before === null || after === null ? null : after - before;
}
