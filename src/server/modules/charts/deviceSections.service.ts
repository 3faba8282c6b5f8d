import type {
  ChartSection,
  StockTemplateReplaceBody,
  StockTemplateSectionBody,
} from '@/common/contracts/charts';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../core/authUser';
import { assertChartMetrics } from './chartMetrics';
import {
  deleteSectionsOf,
  insertSections,
  listOwnerSections,
  listSections,
  reassignOwner,
  sectionStats,
  setPosition,
  type NewSection,
} from './charts.repository';
import {
  assertChartWrite,
  createChartSection,
  listChartSections,
  normalizeCharts,
  toSection,
  userOwnerKey,
} from './charts.service';
import { assertSectionBudget } from './sectionBudget';

/**
 * The sections of an anonymous browser (its "template", /api/enterprise/stock-template/[deviceId]).
 * `ownerKey` comes from the browser's device token cookie (src/server/auth/deviceToken.ts), never
 * from the deviceId in the path.
 */

export function listDeviceTemplate(
  db: Database,
  ownerKey: string | null,
  symbol: string,
): Promise<ChartSection[]> {
  return listChartSections(db, ownerKey, symbol);
}

/** Replaces the device's sections of the ticker with the given list, in that order. */
export async function replaceDeviceTemplate(
  db: Database,
  user: AuthUser | null,
  ownerKey: string,
  symbol: string,
  body: StockTemplateReplaceBody,
): Promise<ChartSection[]> {
  assertChartWrite(user);
  for (const section of body.sections) assertChartWrite(user, section.config);
  for (const section of body.sections) await assertChartMetrics(db, symbol, section.config);
  const values: NewSection[] = body.sections.map((section, position) => ({
    ownerKey,
    symbol,
    sectionName: section.sectionName,
    isAutoAxis: section.isAutoAxis,
    config: normalizeCharts(section.config),
    position,
  }));
  await assertSectionBudget(db, ownerKey, values, { symbol });
  return db.transaction(async (tx) => {
    await deleteSectionsOf(tx, ownerKey, symbol);
    await insertSections(tx, values);
    return (await listSections(tx, ownerKey, symbol)).map(toSection);
  });
}

export async function addDeviceTemplateSection(
  db: Database,
  user: AuthUser | null,
  ownerKey: string,
  symbol: string,
  body: StockTemplateSectionBody,
): Promise<ChartSection> {
  return createChartSection(db, user, ownerKey, { ...body, symbol });
}

/**
 * A signed-in browser's own device sections (those of its device token cookie) become the user's,
 * placed after the user's sections of each ticker. In one transaction; answers how many moved. Only
 * the cookie proves the browser: a deviceId sent in a body or a path moves nothing.
 */
export async function moveDeviceSectionsToUser(
  db: Database,
  deviceOwnerKey: string,
  userId: number,
): Promise<number> {
  const to = userOwnerKey(userId);
  return db.transaction(async (tx) => {
    const moving = await listOwnerSections(tx, deviceOwnerKey);
    if (moving.length === 0) return 0;
    const next = new Map<string, number>();
    for (const row of moving) {
      let position = next.get(row.symbol);
      position ??= (await sectionStats(tx, to, row.symbol)).nextPosition;
      next.set(row.symbol, position + 1);
      await setPosition(tx, deviceOwnerKey, row.id, position);
    }
    return reassignOwner(tx, deviceOwnerKey, to);
  });
}
