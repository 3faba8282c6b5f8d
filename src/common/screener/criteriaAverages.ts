import { RATIO_CATALOGUE, RATIO_GROUP_LABELS, type RatioDefinition } from '../finance/ratios';
import type { AverageSpan } from '../finance/multiYearAverage';
import type { CriterionDefinition, CriterionUnit } from './criteriaTypes';

/**
 * The multi-year average criteria (issue 33): every catalogue ratio's 3- and 5-year average at the
 * company's latest fiscal year, as the ratios page's "TB 3 năm" and "TB 5 năm" columns
 * (src/common/finance/multiYearAverage.ts). Price-based ratios (P/E, P/B, P/S, EV/EBIT) are those of
 * each year valued at its year-end close, not at today's price.
 */

/** `R_ROE_AVG3Y`: the fact key of a ratio's average over `span` fiscal years. */
export function averageFactKey(code: string, span: AverageSpan): string {
  return `R_${code}_AVG${String(span)}Y`;
}

function unitOf(ratio: RatioDefinition): CriterionUnit {
  if (ratio.unit === 'percent') return 'percent';
  return ratio.unit === 'vnd' ? 'vnd' : 'times';
}

export function averageCriteria(span: AverageSpan): CriterionDefinition[] {
  return RATIO_CATALOGUE.map((ratio) => ({
    key: averageFactKey(ratio.code, span),
    label: `${ratio.nameVi} (TB ${String(span)} năm)`,
    kind: 'range' as const,
    group: 'ratioAverage' as const,
    unit: unitOf(ratio),
    help: `${RATIO_GROUP_LABELS[ratio.group]}: trung bình cộng ${ratio.nameVi} của ${String(span)} năm tài chính gần nhất (${ratio.formulaVi}${ratio.usesPrice ? ', giá đóng cửa cuối mỗi năm' : ''}). Không có giá trị khi thiếu số liệu của một trong ${String(span)} năm: không lấy trung bình trên ít năm hơn.`,
    ratio: { code: ratio.code, scale: ratio.unit === 'percent' ? 100 : 1 },
  }));
}
