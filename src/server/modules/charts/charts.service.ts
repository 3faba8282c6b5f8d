import { randomBytes, randomUUID } from 'node:crypto';
import { planLabel } from '@/common/access/accessTable';
import {
  CHART_MESSAGES,
  MAX_CHARTS_PER_SECTION,
  MAX_SECTIONS_PER_SYMBOL,
  type ChartConfig,
  type ChartSection,
  type ChartSectionCreateBody,
  type ChartSectionUpdateBody,
  type SharedChartSection,
} from '@/common/contracts/charts';
import type { PermissionCode } from '@/common/constants/permissions';
import { assertAccess, type PlanRequiredExtra } from '../../access/accessContext';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import { assertChartMetrics } from './chartMetrics';
import {
  deleteOwnedSection,
  findOwnedSection,
  findSharedSection,
  insertSections,
  listSections,
  sectionStats,
  setPosition,
  setShareToken,
  updateSectionAtVersion,
  type ChartSectionRow,
} from './charts.repository';
import { assertSectionBudget } from './sectionBudget';

/** The permission that governs saving analysis charts (docs/ACCESS.md). */
export const CHART_PERMISSION: PermissionCode = 'DEEP_CHART_ALL';

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

export function toSection(row: ChartSectionRow): ChartSection {
  return {
    sectionId: row.id,
    sectionName: row.sectionName,
    symbol: row.symbol,
    isAutoAxis: row.isAutoAxis,
    config: JSON.stringify(row.config),
    charts: row.config,
    position: row.position,
    version: row.version,
    shareToken: row.shareToken,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The refusal of a limited plan: more charts in a section than it allows. */
export function chartLimitMessage(
  max: number,
  plan: ReturnType<typeof assertAccess>['requiredPlan'],
): string {
  const head = `Gói hiện tại chỉ cho phép tối đa ${String(max)} biểu đồ trong mỗi mục.`;
  if (!plan) return head;
  return `${head} Nâng cấp gói ${planLabel(plan)} để dùng tới ${String(MAX_CHARTS_PER_SECTION)} biểu đồ.`;
}

/**
 * Saving charts: 'none' -> 403 PLAN_REQUIRED naming the plan; 'limited' -> at most the limit's
 * charts in a section (403 PLAN_REQUIRED); 'full' -> the normal limits (the contract's).
 */
export function assertChartWrite(user: AuthUser | null, charts?: readonly unknown[]): void {
  const access = assertAccess(user, CHART_PERMISSION);
  if (access.level !== 'limited' || !charts) return;
  const max = access.limit?.kind === 'items' ? access.limit.max : 0;
  if (charts.length > max) {
    const extra: PlanRequiredExtra & { maxCharts: number } = {
      code: CHART_PERMISSION,
      requiredPlan: access.requiredPlan,
      maxCharts: max,
    };
    throw new AppError('PLAN_REQUIRED', chartLimitMessage(max, access.requiredPlan), { extra });
  }
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', CHART_MESSAGES.notFound);
}

async function ownedOrThrow(db: Database, ownerKey: string | null, id: number): Promise<ChartSectionRow> {
  const row = ownerKey ? await findOwnedSection(db, ownerKey, id) : null;
  if (!row) throw notFound();
  return row;
}

/** The position of a new section of the ticker; 400 when the owner already has the most allowed. */
export async function nextPositionOrThrow(
  db: Database,
  ownerKey: string,
  symbol: string,
  adding = 1,
): Promise<number> {
  const stats = await sectionStats(db, ownerKey, symbol);
  if (stats.count + adding > MAX_SECTIONS_PER_SYMBOL) {
    throw new AppError('VALIDATION', CHART_MESSAGES.tooManySections);
  }
  return stats.nextPosition;
}

// ---- sections of a caller

export async function listChartSections(
  db: Database,
  ownerKey: string | null,
  symbol: string,
): Promise<ChartSection[]> {
  if (!ownerKey) return [];
  return (await listSections(db, ownerKey, symbol)).map(toSection);
}

export async function createChartSection(
  db: Database,
  user: AuthUser | null,
  ownerKey: string,
  body: ChartSectionCreateBody,
): Promise<ChartSection> {
  assertChartWrite(user, body.config);
  await assertChartMetrics(db, body.symbol, body.config);
  const position = await nextPositionOrThrow(db, ownerKey, body.symbol);
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
    },
  ]);
  if (!row) throw new AppError('INTERNAL');
  return toSection(row);
}

/** Changes a section the caller owns at the version it read: 409 when someone saved in between. */
export async function updateChartSection(
  db: Database,
  user: AuthUser | null,
  ownerKey: string | null,
  body: ChartSectionUpdateBody,
): Promise<ChartSection> {
  assertChartWrite(user, body.config);
  if (!ownerKey) throw notFound();
  const config = body.config === undefined ? undefined : normalizeCharts(body.config);
  if (config !== undefined || body.sectionName !== undefined) {
    const current = await ownedOrThrow(db, ownerKey, body.sectionId);
    if (body.config !== undefined) await assertChartMetrics(db, current.symbol, body.config);
    const changed = {
      sectionName: body.sectionName ?? current.sectionName,
      config: config ?? current.config,
    };
    await assertSectionBudget(db, ownerKey, [changed], { sectionId: current.id });
  }
  const changes = {
    ...(body.sectionName !== undefined ? { sectionName: body.sectionName } : {}),
    ...(body.isAutoAxis !== undefined ? { isAutoAxis: body.isAutoAxis } : {}),
    ...(config !== undefined ? { config } : {}),
    ...(body.position !== undefined ? { position: body.position } : {}),
  };
  const row = await updateSectionAtVersion(db, ownerKey, body.sectionId, body.version, changes);
  if (row) return toSection(row);
  // Not updated: either not the caller's (404, without telling whose) or a stale version (409).
  await ownedOrThrow(db, ownerKey, body.sectionId);
  throw new AppError('CONFLICT', CHART_MESSAGES.conflict);
}

export async function deleteChartSection(db: Database, ownerKey: string | null, id: number): Promise<void> {
  if (!ownerKey || !(await deleteOwnedSection(db, ownerKey, id))) throw notFound();
}

export async function duplicateChartSection(
  db: Database,
  user: AuthUser | null,
  ownerKey: string | null,
  body: { sectionId: number; sectionName?: string | undefined },
): Promise<ChartSection> {
  assertChartWrite(user);
  const source = await ownedOrThrow(db, ownerKey, body.sectionId);
  assertChartWrite(user, source.config);
  return copySection(db, source, source.symbol, body.sectionName ?? `${source.sectionName} (bản sao)`);
}

/** Copies a section the caller owns to another ticker (the end of that ticker's list). */
export async function applyChartSection(
  db: Database,
  user: AuthUser | null,
  ownerKey: string | null,
  body: { sectionId: number; symbol: string },
): Promise<ChartSection> {
  assertChartWrite(user);
  const source = await ownedOrThrow(db, ownerKey, body.sectionId);
  assertChartWrite(user, source.config);
  await assertChartMetrics(db, body.symbol, source.config);
  return copySection(db, source, body.symbol, source.sectionName);
}

async function copySection(
  db: Database,
  source: ChartSectionRow,
  symbol: string,
  sectionName: string,
): Promise<ChartSection> {
  const position = await nextPositionOrThrow(db, source.ownerKey, symbol);
  await assertSectionBudget(db, source.ownerKey, [{ sectionName, config: source.config }]);
  const [row] = await insertSections(db, [
    {
      ownerKey: source.ownerKey,
      symbol,
      sectionName,
      isAutoAxis: source.isAutoAxis,
      config: copyCharts(source.config),
      position,
    },
  ]);
  if (!row) throw new AppError('INTERNAL');
  return toSection(row);
}

/**
 * Puts the ticker's sections in the given order (positions 0, 1, ...); sections left out keep their
 * relative order after them. Any id that is not the caller's section of this ticker: 404.
 */
export async function reorderChartSections(
  db: Database,
  ownerKey: string | null,
  body: { symbol: string; sectionIds: number[] },
): Promise<ChartSection[]> {
  if (!ownerKey) throw notFound();
  const ids = [...new Set(body.sectionIds)];
  return db.transaction(async (tx) => {
    const current = await listSections(tx, ownerKey, body.symbol);
    const known = new Set(current.map((row) => row.id));
    if (ids.some((id) => !known.has(id))) throw notFound();
    const order = [...ids, ...current.map((row) => row.id).filter((id) => !ids.includes(id))];
    for (const [position, id] of order.entries()) {
      const row = current.find((item) => item.id === id);
      if (row && row.position !== position) await setPosition(tx, ownerKey, id, position);
    }
    return (await listSections(tx, ownerKey, body.symbol)).map(toSection);
  });
}

/** Turns the read-only share link on (keeping an existing token) or off. */
export async function shareChartSection(
  db: Database,
  ownerKey: string | null,
  body: { sectionId: number; enabled: boolean },
): Promise<{ shareToken: string | null }> {
  const row = await ownedOrThrow(db, ownerKey, body.sectionId);
  const token = body.enabled ? (row.shareToken ?? randomBytes(18).toString('base64url')) : null;
  const updated = await setShareToken(db, row.ownerKey, row.id, token);
  if (!updated) throw notFound();
  return { shareToken: updated.shareToken };
}

export async function getSharedChartSection(db: Database, token: string): Promise<SharedChartSection> {
  const row = await findSharedSection(db, token);
  if (!row) throw notFound();
  const { shareToken: _hidden, ...section } = toSection(row);
  return { ...section, readOnly: true };
}
