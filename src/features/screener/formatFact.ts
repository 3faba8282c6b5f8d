import { formatNumber, formatSigned, MISSING_VALUE } from '@/common/format';
import { CRITERION_UNIT_LABELS, findCriterion } from '@/common/screener/criteria';

/** A fact as the results table shows it, in its criterion's unit (src/common/format.ts formats). */
export function formatFact(key: string, value: number | null): string {
  if (value === null || !Number.isFinite(value)) return MISSING_VALUE;
  const definition = findCriterion(key);
  if (definition?.kind === 'flag') return value === 1 ? 'Có' : 'Không';
  switch (definition?.unit) {
    case 'vnd':
    case 'shares':
    case 'sessions':
      return formatNumber(value, 0);
    case 'percent':
      return `${formatNumber(value, 2)}%`;
    case 'points':
      return formatSigned(value, 2);
    case 'index':
      return formatNumber(value, 1);
    default:
      return formatNumber(value, 2);
  }
}

/** A column's title: the criterion's label and its unit ("Vốn hóa (tỷ đồng)"). */
export function factTitle(key: string): string {
  const definition = findCriterion(key);
  if (!definition) return key;
  const unit = definition.unit ? CRITERION_UNIT_LABELS[definition.unit] : '';
  return unit && unit !== '%' ? `${definition.label} (${unit})` : definition.label;
}

/** The colour a signed change takes (never the meaning alone: the sign is in the text). */
export function changeColor(key: string, value: number | null): string | undefined {
  if (value === null || value === 0) return undefined;
  if (!key.startsWith('CHANGE_') && !key.startsWith('FOREIGN_NET_')) return undefined;
  return value > 0 ? 'var(--ant-color-success)' : 'var(--ant-color-error)';
}
