import { eq } from 'drizzle-orm';
import { issuedDevice } from '../../../../tests/helpers/devices';
import { deviceOwnerForRead, DEVICE_IDLE_DAYS } from '../../auth/deviceToken';
import type { DatabaseHandle } from '../../db/client';
import { chartSections, deviceTokens, metricPreferences, watchlists } from '../../db/schema';
import { createTestDatabase } from '../../db/testing';
import { purgeIdleDevices } from '../devicePurge';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});

afterAll(async () => {
  await handle.close();
});

const NOW = new Date('2026-11-21T10:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 24 * 60 * 60 * 1000);

const sectionOf = (ownerKey: string, symbol: string) => ({
  ownerKey,
  symbol,
  sectionName: symbol,
  isAutoAxis: true,
  config: [],
  position: 0,
});
const metricSetOf = (ownerKey: string) => ({
  ownerKey,
  kind: 'numeral' as const,
  companyType: 'non_financial' as const,
  metrics: ['ROE'],
});

describe('purge of device-owned rows (issue 25)', () => {
  it('removes what idle, vanished and visitor-id owners left, keeps live devices and accounts', async () => {
    const db = handle.db;
    const idle = await issuedDevice(db, daysAgo(DEVICE_IDLE_DAYS + 1));
    const live = await issuedDevice(db, daysAgo(DEVICE_IDLE_DAYS - 1));
    const vanished = 'devtoken:no-such-token-hash';
    const legacy = 'device:fingerprint-visitor-1';
    await db
      .insert(chartSections)
      .values([
        sectionOf(idle.ownerKey, 'AAA'),
        sectionOf(live.ownerKey, 'BBB'),
        sectionOf(vanished, 'CCC'),
        sectionOf(legacy, 'DDD'),
        sectionOf('user:7', 'EEE'),
      ]);
    await db
      .insert(metricPreferences)
      .values([idle.ownerKey, live.ownerKey, vanished, legacy, 'user:7'].map(metricSetOf));
    await db.insert(watchlists).values(
      [idle.ownerKey, live.ownerKey, vanished, legacy, 'user:7'].map((ownerKey) => ({
        ownerKey,
        name: 'Theo dõi',
      })),
    );

    expect(await purgeIdleDevices(db, NOW)).toEqual({
      deviceTokens: 1,
      deviceSections: 3,
      deviceMetricSets: 3,
      deviceWatchlists: 3,
    });
    const lists = await db.select({ ownerKey: watchlists.ownerKey }).from(watchlists);
    expect(lists.map((row) => row.ownerKey).sort()).toEqual([live.ownerKey, 'user:7'].sort());
    const sections = await db.select({ symbol: chartSections.symbol }).from(chartSections);
    expect(sections.map((row) => row.symbol).sort()).toEqual(['BBB', 'EEE']);
    const sets = await db.select({ ownerKey: metricPreferences.ownerKey }).from(metricPreferences);
    expect(sets.map((row) => row.ownerKey).sort()).toEqual([live.ownerKey, 'user:7'].sort());
    const tokens = await db.select().from(deviceTokens);
    expect(tokens.map((row) => `devtoken:${row.tokenHash}`)).toEqual([live.ownerKey]);
    expect(await purgeIdleDevices(db, NOW)).toEqual({
      deviceTokens: 0,
      deviceSections: 0,
      deviceMetricSets: 0,
      deviceWatchlists: 0,
    });
  });

  it('counts a device that only reads as seen (at most one write a day)', async () => {
    const db = handle.db;
    const reader = await issuedDevice(db, daysAgo(DEVICE_IDLE_DAYS - 1));
    const request = { headers: { cookie: reader.cookie } };
    expect(await deviceOwnerForRead(db, request, NOW)).toBe(reader.ownerKey);
    const seen = async () =>
      (
        await db
          .select()
          .from(deviceTokens)
          .where(eq(deviceTokens.tokenHash, reader.ownerKey.slice(9)))
      )[0]?.lastSeenAt;
    expect(await seen()).toEqual(NOW);
    // Read again within the day: nothing written.
    await deviceOwnerForRead(db, request, new Date(NOW.getTime() + 60_000));
    expect(await seen()).toEqual(NOW);
    await db.insert(chartSections).values(sectionOf(reader.ownerKey, 'RRR'));
    await purgeIdleDevices(db, new Date(NOW.getTime() + 2 * 24 * 60 * 60 * 1000));
    expect(
      await db.select().from(chartSections).where(eq(chartSections.ownerKey, reader.ownerKey)),
    ).toHaveLength(1);
  });
});
