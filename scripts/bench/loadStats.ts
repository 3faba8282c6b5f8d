/** What `npm run bench:load` counts per operation (latencies, errors, expected 409s) and its table. */
import os from 'node:os';
import { percentile } from './tasks';

export const OPERATIONS = [
  'login',
  'search',
  'finance-data',
  'metric-data',
  'chart-section GET',
  'chart-section POST',
  'chart-section PUT',
  'chart-section PUT, concurrent pair',
  'chart-section DELETE',
  'market indices',
  'market index-chart',
  'market intraday',
  'market breadth',
  'market contribution',
  'market heatmap',
  'market movers',
  'market foreign',
  'market industries',
  'screener options',
  'screener run, preset',
  'screener run, random',
  'watchlists GET',
  'watchlist board',
  'watchlist items POST',
  'watchlist items DELETE',
  'alerts GET',
  'alerts POST',
  'alerts DELETE',
  'notifications unread-count',
] as const;
export type Operation = (typeof OPERATIONS)[number];

interface Stats {
  latencies: number[];
  errors: number;
  /** 409s of deliberate concurrent edits (not errors). */
  conflicts: number;
}

const stats = new Map<Operation, Stats>(
  OPERATIONS.map((name) => [name, { latencies: [], errors: 0, conflicts: 0 }]),
);
export const errorSamples: string[] = [];

function statsOf(operation: Operation): Stats {
  const found = stats.get(operation);
  if (!found) throw new Error(`unknown operation ${operation}`);
  return found;
}

export function recordError(operation: Operation, message: string): void {
  statsOf(operation).errors += 1;
  if (errorSamples.length < 20) errorSamples.push(`${operation}: ${message}`);
}

export interface Answer {
  status: number;
  body: string;
}

/**
 * One request, timed from sending to the last byte. A network failure is recorded as an error of the
 * operation and answers status 0.
 */
export async function request(
  operation: Operation,
  url: string,
  init: RequestInit,
  options: { expect409?: boolean } = {},
): Promise<Answer> {
  const started = performance.now();
  let answer: Answer;
  try {
    const response = await fetch(url, init);
    answer = { status: response.status, body: await response.text() };
  } catch (error) {
    statsOf(operation).latencies.push(performance.now() - started);
    recordError(operation, `network: ${error instanceof Error ? error.message : String(error)}`);
    return { status: 0, body: '' };
  }
  const entry = statsOf(operation);
  entry.latencies.push(performance.now() - started);
  if (answer.status === 409 && options.expect409) entry.conflicts += 1;
  else if (answer.status >= 400)
    recordError(
      operation,
      `${String(answer.status)} ${init.method ?? 'GET'} ${url}: ${answer.body.slice(0, 200)}`,
    );
  return answer;
}

function row(cells: readonly string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function ms(value: number): string {
  if (!Number.isFinite(value)) return '-';
  return value >= 100 ? value.toFixed(0) : value.toFixed(1);
}

/** Forgets what was counted so far (the unmeasured setup: first logins, watchlists, alerts). */
export function resetStats(): void {
  for (const entry of stats.values()) {
    entry.latencies = [];
    entry.errors = 0;
    entry.conflicts = 0;
  }
  errorSamples.length = 0;
}

export interface RunFacts {
  elapsedS: number;
  users: number;
  engine: string;
  /** `uptime`'s three load averages before the setup and after the run. */
  loadBefore: readonly number[];
  loadAfter: readonly number[];
  /** CPU milliseconds used during the measured run (null: unknown, e.g. no /proc). */
  cpuMs: { server: number | null; postgres: number | null; client: number };
}

function cpuLine(run: RunFacts, requests: number): string {
  const per = (value: number | null) =>
    value === null ? 'unknown' : `${(value / Math.max(1, requests)).toFixed(2)} ms`;
  const share = (value: number | null) =>
    value === null ? '' : ` (${((value / (run.elapsedS * 1000)) * 100).toFixed(0)}% of one core)`;
  return (
    `CPU per request: server ${per(run.cpuMs.server)}${share(run.cpuMs.server)}, PostgreSQL ` +
    `${per(run.cpuMs.postgres)}${share(run.cpuMs.postgres)}, this client ${per(run.cpuMs.client)}` +
    `${share(run.cpuMs.client)}.`
  );
}

const loads = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(', ');

/** The targets of issue 34: >= 600 requests per second, p99 <= 300 ms, no error. */
export const TARGETS = { rps: 600, p99Ms: 300 };

export function report(run: RunFacts): { text: string; errors: number } {
  const { elapsedS, users } = run;
  const lines = [
    row(['operation', 'requests', 'errors', 'expected 409', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms']),
    row(['---', '--:', '--:', '--:', '--:', '--:', '--:', '--:']),
  ];
  const all: number[] = [];
  let errors = 0;
  let conflicts = 0;
  for (const [name, entry] of stats) {
    if (entry.latencies.length === 0) continue;
    const sorted = [...entry.latencies].sort((a, b) => a - b);
    for (const latency of entry.latencies) all.push(latency);
    errors += entry.errors;
    conflicts += entry.conflicts;
    lines.push(
      row([
        name,
        sorted.length.toLocaleString('en-US'),
        String(entry.errors),
        String(entry.conflicts),
        ms(percentile(sorted, 50)),
        ms(percentile(sorted, 95)),
        ms(percentile(sorted, 99)),
        ms(sorted[sorted.length - 1] ?? Number.NaN),
      ]),
    );
  }
  all.sort((a, b) => a - b);
  lines.push(
    row([
      '**all**',
      all.length.toLocaleString('en-US'),
      String(errors),
      String(conflicts),
      ms(percentile(all, 50)),
      ms(percentile(all, 95)),
      ms(percentile(all, 99)),
      ms(all[all.length - 1] ?? Number.NaN),
    ]),
  );
  const rps = all.length / elapsedS;
  const p99 = percentile(all, 99);
  const header =
    `npm run bench:load, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: ${String(users)} users for ` +
    `${elapsedS.toFixed(1)} s on the production build (${run.engine}, JOBS=on), ${String(os.cpus().length)} cores, ` +
    `node ${process.version}.\n\nLoad average (1, 5, 15 min) before: ${loads(run.loadBefore)}; after: ${loads(run.loadAfter)}.\n\n` +
    `**${rps.toFixed(0)} requests per second, p50 ${ms(percentile(all, 50))} ms, p95 ${ms(percentile(all, 95))} ms, ` +
    `p99 ${ms(p99)} ms, ${String(errors)} errors.** Targets (issue 34): >= ${String(TARGETS.rps)} req/s ` +
    `${rps >= TARGETS.rps ? 'met' : 'NOT met'}, p99 <= ${String(TARGETS.p99Ms)} ms ${p99 <= TARGETS.p99Ms ? 'met' : 'NOT met'}, ` +
    `0 errors ${errors === 0 ? 'met' : 'NOT met'}.\n\n${cpuLine(run, all.length)}`;
  return { text: `${header}\n\n${lines.join('\n')}\n`, errors };
}
