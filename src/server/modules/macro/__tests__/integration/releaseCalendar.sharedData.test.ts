import { and, asc, eq } from 'drizzle-orm';
import { describeWithSharedData, sharedDataPath } from '../../../../../../tests/helpers/sharedData';
import { setDatabaseHandle, type DatabaseHandle } from '../../../../db/client';
import { macroSeries, macroValues } from '../../../../db/schema';
import { createTestDatabase } from '../../../../db/testing';
import { importGsoCsv } from '../../../../importers/macro/gsoCsv';
import { importVietstockJson } from '../../../../importers/macro/vietstockJson';
import { clearMacroCache } from '../../macro.cache';
import { getReleaseCalendar } from '../../releaseCalendar.service';

/**
 * The release calendar on the real files of ../shared/data (read at run time, never copied): GSO's
 * cpi.csv and Vietstock's daily USD/VND (the vietstock-json importer keeps each month's last quoted
 * day). The cards must pick the imported lines over the demo ones and agree with the stored rows.
 */
const CPI_FILE = ['hiennguyen9874__vn-macroeconomics', 'csv', 'cpi.csv'];
const FX_FILE = ['tranthanhbinh1__stock-recommendation-system', 'data', 'vietstock', 'exchange_rates.json'];

describeWithSharedData('the release calendar on the real GSO CPI and Vietstock USD/VND files', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabaseHandle(handle);
    clearMacroCache();
    await importGsoCsv(handle.db, sharedDataPath(...CPI_FILE));
    await importVietstockJson(handle.db, sharedDataPath(...FX_FILE));
  });

  afterAll(async () => {
    setDatabaseHandle(undefined);
    await handle.close();
  });

  async function stored(code: string, valueType: string) {
    return handle.db
      .select({ period: macroValues.period, value: macroValues.value, releaseDate: macroValues.releaseDate })
      .from(macroValues)
      .innerJoin(macroSeries, eq(macroSeries.id, macroValues.seriesId))
      .where(and(eq(macroSeries.code, code), eq(macroValues.valueType, valueType)))
      .orderBy(asc(macroValues.period));
  }

  it('CPI: the GSO line, its newest published yoy against the month before', async () => {
    const rows = await stored('GSO_CPI_CHI_SO_GIA_TIEU_DUNG', 'yoy');
    expect(rows.length).toBeGreaterThan(100);
    const [previous, latest] = rows.slice(-2);
    const card = (await getReleaseCalendar(handle.db, 'PRO')).cards.find((item) => item.key === 'cpi');
    expect(card).toMatchObject({
      isDemo: false,
      unit: '%',
      latest: { period: latest?.period, value: latest?.value },
    });
    expect(card?.previous).toMatchObject({ period: previous?.period, value: previous?.value });
    expect(card?.change).toBeCloseTo((latest?.value ?? 0) - (previous?.value ?? 0), 9);
    expect(card?.lastRelease).toBe(
      rows
        .map((row) => row.releaseDate ?? '')
        .sort()
        .at(-1),
    );
  });

  it('USD/VND: the Vietstock central rate, month-end levels with their change in VND and %', async () => {
    const rows = await stored('VS_FX_USDVND_CENTRAL', 'value');
    expect(rows.length).toBeGreaterThan(50);
    const [previous, latest] = rows.slice(-2);
    const card = (await getReleaseCalendar(handle.db, 'PRO')).cards.find((item) => item.key === 'usd-vnd');
    expect(card).toMatchObject({ isDemo: false, unit: 'VND/USD', latest: { value: latest?.value } });
    expect(card?.seriesName).toContain('Vietstock');
    expect(card?.change).toBeCloseTo((latest?.value ?? 0) - (previous?.value ?? 0), 6);
    expect(card?.changePercent).toBeCloseTo(((latest?.value ?? 0) / (previous?.value ?? 1) - 1) * 100, 9);
  });
});
