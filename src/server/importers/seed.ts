import { sql } from 'drizzle-orm';
import { bumpDataVersion, dataChangedHere } from '../data/dataVersion';
import type { Database } from '../db/client';
import { appMeta } from '../db/schema';
import { seedStatementTemplates } from '../catalog/templates/seedTemplates';
import { generateIndustryDemo } from './demo/industry';
import { generateMacroDemo } from './demo/macro';
import { buildMarketDemo, generateMarketDemo } from './demo/market';
import { clearDemoMarket } from './demo/clearDemo';
import { createRandom, DEMO_SEED } from './demo/random';
import { generateStatementsDemo } from './demo/statements';
import type { DemoCompanySpec } from './demo/universe';
import {
  previewUniverseStatements,
  shareChanges,
  statementShares,
  targetLastCloses,
  type ShareChange,
} from './demo/valuation';

/** Bump when the generated universe changes, so `npm run db:seed` regenerates it. */
export const SEED_VERSION = '9';

export interface SeedSummary {
  seedVersion: string;
  skipped: boolean;
  seconds?: Record<string, number>;
}

async function timed(
  seconds: Record<string, number>,
  label: string,
  work: () => Promise<unknown>,
): Promise<void> {
  const started = performance.now();
  await work();
  seconds[label] = Math.round((performance.now() - started) / 100) / 10;
}

async function setMeta(db: Database, key: string, value: string): Promise<void> {
  await db
    .insert(appMeta)
    .values({ key, value })
    .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: new Date() } });
}

export interface SeedOptions {
  now?: Date;
  /** The demo companies to generate; the whole universe when absent (the seed's tests pass a few). */
  universe?: readonly DemoCompanySpec[];
}

/**
 * Seeds the demo universe: statement templates, the macro catalog, companies with prices and
 * content, their statements, the macro series and the industry deep data. One transaction: a seed that fails half way
 * leaves nothing behind. Idempotent: a database already seeded with this version is left as it is.
 */
export async function seedDemo(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const existing = await db
    .select()
    .from(appMeta)
    .where(sql`${appMeta.key} = 'seed_version'`);
  if (existing[0]?.value === SEED_VERSION) return { seedVersion: SEED_VERSION, skipped: true };
  const random = createRandom(DEMO_SEED);
  const now = options.now ?? new Date();
  const seconds: Record<string, number> = {};
  const priceScale = new Map<string, number>();
  let shares = new Map<string, number>();
  let changes = new Map<string, ShareChange[]>();
  await timed(seconds, 'valuation', () => {
    // Aim each ticker's last close at a valuation (P/E or P/B) typical of its kind, so ratios on
    // demo data read like a real market, and count the company's shares as its statements do.
    const statements = previewUniverseStatements(random.fork('statements'), now, options.universe);
    shares = statementShares(statements);
    // The price walk follows the statements' stock dividends and rights issues (corporate actions).
    changes = shareChanges(statements);
    const targets = targetLastCloses(statements, random.fork('valuation'));
    const lastClose = new Map<string, number>();
    const preview = buildMarketDemo(random.fork('market'), {
      now,
      universe: options.universe,
      shares,
      shareChanges: changes,
      activity: false,
    });
    for (const price of preview.prices) lastClose.set(price.ticker, price.close);
    for (const [ticker, target] of targets) {
      const close = lastClose.get(ticker);
      if (close && close > 0) priceScale.set(ticker, target / close);
    }
    return Promise.resolve();
  });
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await timed(seconds, 'templates', () => seedStatementTemplates(tx));
    await timed(seconds, 'clear', () => clearDemoMarket(tx));
    await timed(seconds, 'market', () =>
      generateMarketDemo(tx, random.fork('market'), {
        now,
        priceScale,
        shares,
        shareChanges: changes,
        universe: options.universe,
      }),
    );
    await timed(seconds, 'statements', () => generateStatementsDemo(tx, random.fork('statements'), { now }));
    await timed(seconds, 'macro', () => generateMacroDemo(tx, random.fork('macro'), { now }));
    await timed(seconds, 'industry', () => generateIndustryDemo(tx, random.fork('industry'), { now }));
    await setMeta(tx, 'seed_version', SEED_VERSION);
    await setMeta(tx, 'demo_data', 'true');
    await setMeta(tx, 'seeded_at', new Date().toISOString());
    await bumpDataVersion(tx);
  });
  dataChangedHere();
  return { seedVersion: SEED_VERSION, skipped: false, seconds };
}
