import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describeWithSharedData, sharedDataPath } from '../../../../../tests/helpers/sharedData';
import type { DatabaseHandle } from '../../../db/client';
import { importRuns, statementValues } from '../../../db/schema';
import { createTestDatabase } from '../../../db/testing';
import type { AppLogger } from '../../../logger';
import { runInbox } from '../../inbox';
import { inboxDay } from '../../inboxFiles';
import type { InboxFileResult } from '../../inboxImport';

// Real FiinTrade workbooks from ../shared/data, copied at run time into a temporary inbox (never into
// the project): one whole, one cut in half as an interrupted copy leaves it.

const FIIN = sharedDataPath(
  'tranthanhbinh1__stock-recommendation-system',
  'financial_statements',
  '21Q3-23Q2',
);

describeWithSharedData('the statements inbox on real FiinTrade workbooks', () => {
  let handle: DatabaseHandle;
  let inbox: string;
  const logger: AppLogger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };

  beforeAll(async () => {
    handle = await createTestDatabase();
    inbox = mkdtempSync(path.join(os.tmpdir(), 'vnfin-inbox-fiin-'));
  });

  afterAll(async () => {
    await handle.close();
    rmSync(inbox, { recursive: true, force: true });
  });

  function drop(name: string, bytes: Buffer): void {
    const file = path.join(inbox, 'fiintrade-xlsx', name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    const past = new Date(Date.now() - 60_000);
    utimesSync(file, past, past);
  }

  const resultOf = (relative: string) =>
    JSON.parse(readFileSync(path.join(inbox, `${relative}.result.json`), 'utf8')) as InboxFileResult;

  const statementsOf = async (ticker: string) =>
    (
      await handle.db
        .select({ count: sql<number>`count(*)::int` })
        .from(statementValues)
        .where(eq(statementValues.ticker, ticker))
    )[0]?.count;

  it('imports a whole workbook and files a half one under failed/ with nothing stored', async () => {
    const names = readdirSync(FIIN);
    const whole = names.find((entry) => /^BalanceSheet_FPT_\d+\.xlsx$/.test(entry));
    const cut = names.find((entry) => /^BalanceSheet_ACB_\d+\.xlsx$/.test(entry));
    if (!whole || !cut) throw new Error(`no FPT or ACB balance sheet in ${FIIN}`);
    drop(whole, readFileSync(path.join(FIIN, whole)));
    const bytes = readFileSync(path.join(FIIN, cut));
    drop(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const spies = (['error', 'warn', 'log'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation(() => undefined),
    );

    let run: Awaited<ReturnType<typeof runInbox>>;
    try {
      run = await runInbox(handle.db, { inbox, logger });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }

    expect(run).toMatchObject({ imported: 1, failed: 1, stuck: 0 });
    const day = inboxDay(new Date());
    const done = resultOf(`done/${day}/${whole}`);
    expect(done).toMatchObject({ status: 'succeeded', format: 'fiintrade-xlsx', error: null });
    expect(done.rowsWritten).toBeGreaterThan(0);
    expect(await statementsOf('FPT')).toBeGreaterThan(0);
    const failed = resultOf(`failed/${day}/${cut}`);
    expect(failed.status).toBe('failed');
    expect(failed.error?.reason).toEqual(expect.any(String));
    expect(await statementsOf('ACB')).toBe(0);
    const runs = await handle.db
      .select({ file: importRuns.file, status: importRuns.status })
      .from(importRuns)
      .orderBy(importRuns.file);
    expect(runs).toEqual([
      { file: `inbox/fiintrade-xlsx/${cut}`, status: 'failed' },
      { file: `inbox/fiintrade-xlsx/${whole}`, status: 'succeeded' },
    ]);
  });
});
