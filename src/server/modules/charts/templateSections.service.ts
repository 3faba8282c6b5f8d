import type { CompanyType } from '@/common/constants/market';
import { CHART_MESSAGES, MAX_SECTIONS_PER_SYMBOL, type ChartSection } from '@/common/contracts/charts';
import { TEMPLATE_MESSAGES } from '@/common/contracts/chartTemplates';
import { DEVICE_OWNER_PREFIX } from '../../auth/deviceToken';
import type { Database } from '../../db/client';
import { AppError } from '../../core/errors';
import { findCompany } from '../finance/finance.repository';
import { setPosition, templateStats, type ChartSectionRow } from './charts.repository';
import { resolveTemplateCharts } from './templateMetrics';

/**
 * Template sections (issue 33): one row with `is_template`, listed after the ticker's own sections
 * on every ticker's page and answered with the charts resolved for that ticker's company type
 * (templateMetrics.ts). Accounts only: a guest's device sections stay per ticker.
 */

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
    isTemplate: row.isTemplate,
  };
}

/** The company type of a listed ticker; 404 for an unknown one. */
export async function companyTypeOrThrow(db: Database, symbol: string): Promise<CompanyType> {
  const company = await findCompany(db, symbol);
  if (!company) throw new AppError('NOT_FOUND', `Không tìm thấy mã chứng khoán ${symbol}.`);
  return company.companyType;
}

/**
 * A section as the page of a ticker of `companyType` shows it: a template's charts hold what the
 * type can draw (`config` the same list), and `templateNotes` name the rest. Without a type (an
 * unknown ticker) a template is answered as stored.
 */
export function presentSection(row: ChartSectionRow, companyType: CompanyType | null): ChartSection {
  const section = toSection(row);
  if (!row.isTemplate) return section;
  if (!companyType) return { ...section, templateNotes: [] };
  const { charts, notes } = resolveTemplateCharts(row.config, companyType);
  return { ...section, charts, config: JSON.stringify(charts), templateNotes: notes };
}

/** Templates belong to accounts: a guest (device owner) is told to sign in (403). */
export function assertTemplateOwner(ownerKey: string): void {
  if (ownerKey.startsWith(DEVICE_OWNER_PREFIX)) throw new AppError('FORBIDDEN', TEMPLATE_MESSAGES.guest);
}

/**
 * The position of a new template. A template is listed on every ticker, so it counts against each
 * ticker's MAX_SECTIONS_PER_SYMBOL: refused (400) when a ticker already holds the most with the
 * templates. `exceptId`: a section of the owner being turned into a template.
 */
export async function templatePositionOrThrow(
  db: Database,
  ownerKey: string,
  exceptId?: number,
): Promise<number> {
  const stats = await templateStats(db, ownerKey, exceptId);
  if (stats.count + 1 > MAX_SECTIONS_PER_SYMBOL) {
    throw new AppError('VALIDATION', CHART_MESSAGES.tooManySections);
  }
  if (stats.mostOfTicker + stats.count + 1 > MAX_SECTIONS_PER_SYMBOL) {
    throw new AppError('VALIDATION', TEMPLATE_MESSAGES.tooManyForTicker);
  }
  return stats.nextPosition;
}

/** How many templates the owner has (each counts on every ticker's list). */
export async function templateCount(db: Database, ownerKey: string): Promise<number> {
  return (await templateStats(db, ownerKey)).count;
}

/** Puts rows in the given order (positions 0, 1, ...) within their own list. */
export async function orderRows(
  db: Database,
  ownerKey: string,
  rows: readonly ChartSectionRow[],
  ids: readonly number[],
): Promise<void> {
  const order = [
    ...ids.filter((id) => rows.some((row) => row.id === id)),
    ...rows.map((row) => row.id).filter((id) => !ids.includes(id)),
  ];
  for (const [position, id] of order.entries()) {
    const row = rows.find((item) => item.id === id);
    if (row && row.position !== position) await setPosition(db, ownerKey, id, position);
  }
}
