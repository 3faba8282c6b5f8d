import { randomBytes, randomUUID } from 'node:crypto';
import {
  CHART_MESSAGES,
  MAX_SECTIONS_PER_SYMBOL,
  type ChartConfig,
  type ChartSection,
  type ChartSectionCreateBody,
  type SharedChartSection,
} from '@/common/contracts/charts';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import { findCompany } from '../finance/finance.repository';
import { assertChartMetrics } from './chartMetrics';
import { assertChartWrite } from './chartWriteAccess';
import {
  deleteOwnedSection,
  findOwnedSection,
  findSharedSection,
  insertSections,
  listSections,
  listTemplates,
  sectionStats,
  setShareToken,
  type ChartSectionRow,
} from './charts.repository';
import { assertSectionBudget } from './sectionBudget';
import { resolveTemplateCharts } from './templateMetrics';
import {
  assertTemplateOwner,
  companyTypeOrThrow,
  orderRows,
  presentSection,
  templateCount,
  templatePositionOrThrow,
  toSection,
} from './templateSections.service';

export { assertChartWrite, CHART_PERMISSION, chartLimitMessage } from './chartWriteAccess';
export { toSection } from './templateSections.service';

export function userOwnerKey(userId: number): string {
  return `user:${String(userId)}`;
}

/** A parsed chart as the contract gives it (chartId optional). */
type ParsedChart = Omit<ChartConfig, 'chartId'> & { chartId?: string | undefined };

/** Every chart gets a chart id, unique within its section. */
export function normalizeCharts(charts: readonly ParsedChart[]): ChartConfig[] {
  const seen = new Set<string>();
  return charts.map((chart) => {
    let chartId = chart.chartId;
    if (!chartId || seen.has(chartId)) chartId = randomUUID();
    seen.add(chartId);
    return { ...chart, chartId };
  });
}

/** Copies get fresh chart ids, so two sections never share one. */
function copyCharts(charts: readonly ChartConfig[]): ChartConfig[] {
  return charts.map((chart) => ({ ...chart, chartId: randomUUID() }));
}

export function notFound(): AppError {
  return new AppError('NOT_FOUND', CHART_MESSAGES.notFound);
}

export async function ownedOrThrow(
  db: Database,
  ownerKey: string | null,
  id: number,
): Promise<ChartSectionRow> {
  const row = ownerKey ? await findOwnedSection(db, ownerKey, id) : null;
  if (!row) throw notFound();
  return row;
}

/**
 * The position of a new section of the ticker; 400 when the owner already has the most allowed.
 * The owner's templates are listed on every ticker, so they count too.
 */
export async function nextPositionOrThrow(
  db: Database,
  ownerKey: string,
  symbol: string,
  adding = 1,
): Promise<number> {
  const stats = await sectionStats(db, ownerKey, symbol);
  const templates = ownerKey.startsWith('user:') ? await templateCount(db, ownerKey) : 0;
  if (stats.count + templates + adding > MAX_SECTIONS_PER_SYMBOL) {
    throw new AppError('VALIDATION', CHART_MESSAGES.tooManySections);
  }
  return stats.nextPosition;
}

// ---- sections of a caller

/** The ticker's own sections, then the owner's templates read for the ticker's company type. */
export async function listChartSections(
  db: Database,
  ownerKey: string | null,
  symbol: string,
): Promise<ChartSection[]> {
  if (!ownerKey) return [];
  const own = (await listSections(db, ownerKey, symbol)).map(toSection);
  const templates = await listTemplates(db, ownerKey);
  if (templates.length === 0) return own;
  const company = await findCompany(db, symbol);
  return [...own, ...templates.map((row) => presentSection(row, company?.companyType ?? null))];
}

export async function createChartSection(
  db: Database,
  user: AuthUser | null,
  ownerKey: string,
  body: Omit<ChartSectionCreateBody, 'isTemplate'> & { isTemplate?: boolean },
): Promise<ChartSection> {
  assertChartWrite(user, body.config);
  if (body.isTemplate) assertTemplateOwner(ownerKey);
  await assertChartMetrics(db, body.symbol, body.config);
  const position = body.isTemplate
    ? await templatePositionOrThrow(db, ownerKey)
    : await nextPositionOrThrow(db, ownerKey, body.symbol);
  const config = normalizeCharts(body.config);
  await assertSectionBudget(db, ownerKey, [{ sectionName: body.sectionName, config }]);
  const [row] = await insertSections(db, [
    {
      ownerKey,
      symbol: body.symbol,
      sectionName: body.sectionName,
      isAutoAxis: body.isAutoAxis,
      config,
      position,
      isTemplate: body.isTemplate === true,
    },
  ]);
  if (!row) throw new AppError('INTERNAL');
  return body.isTemplate ? presentSection(row, await companyTypeOrThrow(db, body.symbol)) : toSection(row);
}

export async function deleteChartSection(db: Database, ownerKey: string | null, id: number): Promise<void> {
  if (!ownerKey || !(await deleteOwnedSection(db, ownerKey, id))) throw notFound();
}

/** A copy next to the section: a template's copy is another template. */
export async function duplicateChartSection(
  db: Database,
  user: AuthUser | null,
  ownerKey: string | null,
  body: { sectionId: number; sectionName?: string | undefined },
): Promise<ChartSection> {
  assertChartWrite(user);
  const source = await ownedOrThrow(db, ownerKey, body.sectionId);
  assertChartWrite(user, source.config);
  const name = body.sectionName ?? `${source.sectionName} (bản sao)`;
  return copySection(db, source, source.symbol, name, source.config, source.isTemplate);
}

/**
 * Copies a section the caller owns to another ticker (the end of that ticker's list). A template
 * copied to a ticker becomes that ticker's own section with what its company type can draw.
 */
export async function applyChartSection(
  db: Database,
  user: AuthUser | null,
  ownerKey: string | null,
  body: { sectionId: number; symbol: string },
): Promise<ChartSection> {
  assertChartWrite(user);
  const source = await ownedOrThrow(db, ownerKey, body.sectionId);
  assertChartWrite(user, source.config);
  const charts = source.isTemplate
    ? resolveTemplateCharts(source.config, await companyTypeOrThrow(db, body.symbol)).charts
    : source.config;
  await assertChartMetrics(db, body.symbol, charts);
  return copySection(db, source, body.symbol, source.sectionName, charts, false);
}

async function copySection(
  db: Database,
  source: ChartSectionRow,
  symbol: string,
  sectionName: string,
  charts: readonly ChartConfig[],
  isTemplate: boolean,
): Promise<ChartSection> {
  const position = isTemplate
    ? await templatePositionOrThrow(db, source.ownerKey)
    : await nextPositionOrThrow(db, source.ownerKey, symbol);
  await assertSectionBudget(db, source.ownerKey, [{ sectionName, config: charts }]);
  const [row] = await insertSections(db, [
    {
      ownerKey: source.ownerKey,
      symbol,
      sectionName,
      isAutoAxis: source.isAutoAxis,
      config: copyCharts(charts),
      position,
      isTemplate,
    },
  ]);
  if (!row) throw new AppError('INTERNAL');
  return isTemplate ? presentSection(row, await companyTypeOrThrow(db, symbol)) : toSection(row);
}

/**
 * Puts the ticker's sections in the given order (positions 0, 1, ...); sections left out keep their
 * relative order after them. Templates, listed after the ticker's own sections, are ordered among
 * themselves the same way. Any id that is not the caller's section of this ticker or template: 404.
 */
export async function reorderChartSections(
  db: Database,
  ownerKey: string | null,
  body: { symbol: string; sectionIds: number[] },
): Promise<ChartSection[]> {
  if (!ownerKey) throw notFound();
  const ids = [...new Set(body.sectionIds)];
  await db.transaction(async (tx) => {
    const own = await listSections(tx, ownerKey, body.symbol);
    const templates = await listTemplates(tx, ownerKey);
    const known = new Set([...own, ...templates].map((row) => row.id));
    if (ids.some((id) => !known.has(id))) throw notFound();
    await orderRows(tx, ownerKey, own, ids);
    await orderRows(tx, ownerKey, templates, ids);
  });
  return listChartSections(db, ownerKey, body.symbol);
}

/**
 * Turns the read-only share link on (keeping an existing token) or off. A template's link opens on
 * the ticker it was shared from: turning it on from a ticker's page (`symbol`) points it there.
 */
export async function shareChartSection(
  db: Database,
  ownerKey: string | null,
  body: { sectionId: number; enabled: boolean; symbol?: string | undefined },
): Promise<{ shareToken: string | null }> {
  const row = await ownedOrThrow(db, ownerKey, body.sectionId);
  const token = body.enabled ? (row.shareToken ?? randomBytes(18).toString('base64url')) : null;
  if (row.isTemplate && body.enabled && body.symbol) await companyTypeOrThrow(db, body.symbol);
  const symbol = row.isTemplate && body.enabled ? body.symbol : undefined;
  const updated = await setShareToken(db, row.ownerKey, row.id, token, symbol);
  if (!updated) throw notFound();
  return { shareToken: updated.shareToken };
}

/** A shared section; a template reads for the ticker it was shared from. */
export async function getSharedChartSection(db: Database, token: string): Promise<SharedChartSection> {
  const row = await findSharedSection(db, token);
  if (!row) throw notFound();
  const company = row.isTemplate ? await findCompany(db, row.symbol) : null;
  const { shareToken: _hidden, ...section } = presentSection(row, company?.companyType ?? null);
  return { ...section, readOnly: true };
}
