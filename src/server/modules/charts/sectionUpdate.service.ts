import { CHART_MESSAGES, type ChartSection, type ChartSectionUpdateBody } from '@/common/contracts/charts';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import { assertChartMetrics } from './chartMetrics';
import { updateSectionAtVersion, type SectionChanges } from './charts.repository';
import {
  assertChartWrite,
  nextPositionOrThrow,
  normalizeCharts,
  notFound,
  ownedOrThrow,
} from './charts.service';
import { assertSectionBudget } from './sectionBudget';
import { resolveTemplateCharts, restoreHiddenMetrics } from './templateMetrics';
import {
  assertTemplateOwner,
  companyTypeOrThrow,
  presentSection,
  templatePositionOrThrow,
} from './templateSections.service';

/**
 * Changes a section the caller owns at the version it read: 409 when someone saved in between.
 *
 * Templates (issue 33): `isTemplate: true` turns a per-ticker section into a template (accounts
 * only, counted on every ticker's list); `false` turns a template back into a section of the page's
 * ticker (`symbol`), keeping what that ticker's company type can draw. A template edited from any
 * ticker's page is the one template: its charts are checked for that ticker, and the metrics the
 * ticker's type lacks (which the page did not show) are kept (templateMetrics.restoreHiddenMetrics).
 */
export async function updateChartSection(
  db: Database,
  user: AuthUser | null,
  ownerKey: string | null,
  body: ChartSectionUpdateBody,
): Promise<ChartSection> {
  assertChartWrite(user, body.config);
  if (!ownerKey) throw notFound();
  const current = await ownedOrThrow(db, ownerKey, body.sectionId);
  const becomesTemplate = body.isTemplate === true && !current.isTemplate;
  const leavesTemplates = body.isTemplate === false && current.isTemplate;
  // The ticker whose page made the change: a template's is the page's, a section's its own.
  const pageSymbol = current.isTemplate ? (body.symbol ?? current.symbol) : current.symbol;
  const companyType = current.isTemplate ? await companyTypeOrThrow(db, pageSymbol) : null;

  let config = body.config === undefined ? undefined : normalizeCharts(body.config);
  if (body.config !== undefined) await assertChartMetrics(db, pageSymbol, body.config);
  const changes: SectionChanges = {
    ...(body.sectionName !== undefined ? { sectionName: body.sectionName } : {}),
    ...(body.isAutoAxis !== undefined ? { isAutoAxis: body.isAutoAxis } : {}),
    ...(body.position !== undefined ? { position: body.position } : {}),
  };
  if (becomesTemplate) {
    assertTemplateOwner(ownerKey);
    changes.isTemplate = true;
    changes.position = await templatePositionOrThrow(db, ownerKey, current.id);
  } else if (leavesTemplates && companyType) {
    changes.isTemplate = false;
    changes.symbol = pageSymbol;
    // It stays on the list it is already counted in (templates count on every ticker).
    changes.position = await nextPositionOrThrow(db, ownerKey, pageSymbol, 0);
    config ??= resolveTemplateCharts(current.config, companyType).charts;
  } else if (config && companyType) {
    config = restoreHiddenMetrics(current.config, config, companyType);
  }
  if (config !== undefined) changes.config = config;
  if (config !== undefined || body.sectionName !== undefined) {
    const changed = {
      sectionName: body.sectionName ?? current.sectionName,
      config: config ?? current.config,
    };
    await assertSectionBudget(db, ownerKey, [changed], { sectionId: current.id });
  }

  const row = await updateSectionAtVersion(db, ownerKey, body.sectionId, body.version, changes);
  if (!row) {
    // Not updated: either gone in between (404) or a stale version (409).
    await ownedOrThrow(db, ownerKey, body.sectionId);
    throw new AppError('CONFLICT', CHART_MESSAGES.conflict);
  }
  if (!row.isTemplate) return presentSection(row, null);
  return presentSection(row, companyType ?? (await companyTypeOrThrow(db, pageSymbol)));
}
