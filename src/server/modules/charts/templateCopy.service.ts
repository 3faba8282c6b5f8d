import { MAX_CHARTS_PER_SECTION } from '@/common/constants/charts';
import type { ChartTemplateCopyBody, ChartTemplateCopyResponse } from '@/common/contracts/chartTemplateCopy';
import { assertAccess } from '../../access/accessContext';
import type { AuthUser } from '../../core/authUser';
import { AppError } from '../../core/errors';
import type { Database } from '../../db/client';
import { CHART_PERMISSION, chartLimitMessage, createChartSection } from './charts.service';
import { getDefaultSections } from './metrics/chips.service';

export const TEMPLATE_NOT_FOUND = 'Không tìm thấy mẫu biểu đồ này cho loại hình doanh nghiệp của mã.';

/** "… Chưa sao chép 2 biểu đồ: “A”, “B”." after the plan's limit message. */
export function leftOutMessage(
  max: number,
  plan: ReturnType<typeof assertAccess>['requiredPlan'],
  names: readonly string[],
): string {
  const list = names.map((name) => `“${name}”`).join(', ');
  return `${chartLimitMessage(max, plan)} Chưa sao chép ${String(names.length)} biểu đồ: ${list}.`;
}

/**
 * Copies a ready-made section of the ticker's company type into the owner's sections, keeping the
 * first charts the plan allows per section; the answer lists the charts left out (never silently).
 */
export async function copyDefaultSection(
  db: Database,
  user: AuthUser | null,
  ownerKey: string,
  body: ChartTemplateCopyBody,
): Promise<ChartTemplateCopyResponse> {
  const access = assertAccess(user, CHART_PERMISSION);
  const defaults = await getDefaultSections(db, body.symbol);
  const template = defaults.sections.find((section) => section.sectionKey === body.sectionKey);
  if (!template) throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND);
  const max =
    access.level === 'limited'
      ? access.limit?.kind === 'items'
        ? access.limit.max
        : 0
      : MAX_CHARTS_PER_SECTION;
  const kept = template.charts.slice(0, max);
  const leftOut = template.charts.slice(max).map(({ chartId, chartName }) => ({ chartId, chartName }));
  const section = await createChartSection(db, user, ownerKey, {
    symbol: defaults.symbol,
    sectionName: template.sectionName,
    isAutoAxis: template.isAutoAxis,
    // Fresh chart ids: the template's are the same for every copy.
    config: kept.map(({ chartId: _templateId, ...chart }) => chart),
  });
  const message =
    leftOut.length === 0
      ? null
      : leftOutMessage(
          max,
          access.requiredPlan,
          leftOut.map((chart) => chart.chartName),
        );
  return { section, leftOut, message };
}
