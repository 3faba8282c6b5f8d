/**
 * npm run bench:formulas — the series engine of issue 33 (p99 in docs/PERFORMANCE.md):
 * 1. a 5-series formula over 15 years of monthly data (180 points each; synthetic, in memory): the
 *    pure engine (evaluateFormula: parse, per input a unit (pc1) and the alignment, the formula, a
 *    12-month moving average and a rebase), BENCH_ITERATIONS runs (default 2,000) after 100 untimed;
 *    and the same 5 inputs as daily sessions (15 x 252) converted to months first.
 * 2. a group aggregate over all listed banks: total loans / total deposits of ICB 8300 through the
 *    route's service (evaluateSeries: members by ICB code, each statement line of every member in one
 *    read, aggregateGroup, the formula), in the bench's OWN temporary PGlite
 *    database seeded with the demo universe (the seed takes about a minute; it is not timed),
 *    BENCH_GROUP_ITERATIONS runs (default 100) after 5 untimed.
 * Prints p50 / p95 / p99 in ms. The database is removed at the end.
 */
import { permissionsForRole } from '../../src/common/access/accessTable';
import type { SeriesEvaluateRequest } from '../../src/common/contracts/seriesMath';
import { evaluateFormula, type InputSeries, type SeriesPoint } from '../../src/common/seriesMath';
import type { AuthUser } from '../../src/server/core/authUser';
import { evaluateSeries } from '../../src/server/modules/seriesMath/seriesMath.service';
import { groupMembers } from '../../src/server/modules/seriesMath/seriesMath.groups';
import { prepareEmbeddedDatabase } from './harness';
import { random } from './screenerSeed';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 2_000);
const GROUP_ITERATIONS = Number(process.env.BENCH_GROUP_ITERATIONS ?? 100);
const WARM_UP = 100;
const GROUP_WARM_UP = 5;

function percentiles(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return `p50 ${at(50).toFixed(3)}  p95 ${at(95).toFixed(3)}  p99 ${at(99).toFixed(3)}  max ${at(100).toFixed(3)}`;
}

/** 15 years of month ends (2010-2024), a random walk from 100 with one missing month per input. */
function monthly(next: () => number, missing: number): InputSeries {
  const points: SeriesPoint[] = [];
  let level = 100;
  for (let i = 0; i < 180; i++) {
    level *= 1 + (next() - 0.48) / 20;
    if (i === missing) continue;
    // Day 0 of the next month is the last day of month i (2010-01 is i = 0).
    points.push([Date.UTC(2010, i + 1, 0), level]);
  }
  return { frequency: 'month', points };
}

/** 15 x 252 weekday sessions from 2010-01-04. */
function daily(next: () => number): InputSeries {
  const points: SeriesPoint[] = [];
  let level = 100;
  let day = Date.UTC(2010, 0, 4);
  while (points.length < 15 * 252) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      level *= 1 + (next() - 0.49) / 50;
      points.push([day, level]);
    }
    day += 86_400_000;
  }
  return { frequency: 'day', points };
}

function timeEngine(label: string, inputs: Parameters<typeof evaluateFormula>[0]['inputs']): void {
  const samples: number[] = [];
  let points = 0;
  for (let i = 0; i < WARM_UP + ITERATIONS; i++) {
    const started = performance.now();
    const result = evaluateFormula({
      expression: '(a + b) / c - log(d) * e ^ 0.5',
      inputs,
      movingAverage: 12,
      rebaseDate: '2015-01-01',
    });
    const ms = performance.now() - started;
    if (!result.ok) throw new Error(result.error.message);
    points = result.series.points.length;
    if (i >= WARM_UP) samples.push(ms);
  }
  console.log(`  ${label.padEnd(52)} ${percentiles(samples)}  (${String(points)} points)`);
}

async function main(): Promise<void> {
  const next = random(33);
  const names = ['a', 'b', 'c', 'd', 'e'];
  console.log(`A 5-series formula, ${String(ITERATIONS)} runs after ${String(WARM_UP)}, ms:`);
  timeEngine(
    '15 years monthly, pc1 on a and b, MA 12, rebase',
    names.map((name, index) => ({
      name,
      series: monthly(next, 20 + index * 30),
      ...(index < 2 ? { transform: { units: 'pc1' as const } } : {}),
    })),
  );
  timeEngine(
    '15 years of sessions -> months (avg), MA 12, rebase',
    names.map((name) => ({ name, series: daily(next), transform: { frequency: 'month' as const } })),
  );

  const prepared = await prepareEmbeddedDatabase('bench-formulas');
  const { db } = prepared.handle;
  try {
    console.log(`Demo seed: ${(prepared.seedMs / 1000).toFixed(1)} s (not timed below)`);
    const user: AuthUser = {
      id: 1,
      email: 'bench@example.vn',
      isAdmin: false,
      permissions: permissionsForRole('PREMIUM'),
    };
    const group = { kind: 'industry' as const, icbCode: '8300' };
    const members = await groupMembers(db, group, () => Promise.resolve(null));
    const request: SeriesEvaluateRequest = {
      formula: {
        expression: 'a/b*100',
        inputs: [
          {
            name: 'a',
            source: { key: 'statement:BALANCE_SHEET.LOANS_TO_CUSTOMERS', group, aggregate: 'sum' },
          },
          {
            name: 'b',
            source: { key: 'statement:BALANCE_SHEET.CUSTOMER_DEPOSITS', group, aggregate: 'sum' },
          },
        ],
      },
    };
    const samples: number[] = [];
    let answer: Awaited<ReturnType<typeof evaluateSeries>> | undefined;
    for (let i = 0; i < GROUP_WARM_UP + GROUP_ITERATIONS; i++) {
      const started = performance.now();
      answer = await evaluateSeries(db, user, request, () => Promise.resolve(null));
      if (i >= GROUP_WARM_UP) samples.push(performance.now() - started);
    }
    const valued = answer?.series.points.filter(([, y]) => y !== null).length ?? 0;
    console.log(
      `Group aggregate: loans / deposits of ICB 8300 (${String(members.tickers.length)} listed banks, 2 lines each), ${String(GROUP_ITERATIONS)} runs after ${String(GROUP_WARM_UP)}, ms:`,
    );
    console.log(
      `  ${'service (members, 2 group reads, aggregate, formula)'.padEnd(52)} ${percentiles(samples)}  (${String(answer?.series.points.length ?? 0)} quarters, ${String(valued)} with a value)`,
    );
  } finally {
    await prepared.handle.close();
    prepared.cleanup();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
