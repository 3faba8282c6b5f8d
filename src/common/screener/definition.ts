import { CRITERIA, findCriterion } from './criteria';

/**
 * A screen: criteria (all must hold), the extra columns chosen, and the sort. It lives in the page's
 * address (so a reload or a shared link keeps it) in a compact text form, the same text the API reads:
 *
 *   c=PE~0~15,EXCHANGE~HOSE.HNX,NEW_HIGH_52W~1&cols=R_ROE_Q&sort=MARKET_CAP~desc
 *
 * Range criteria are KEY~min~max (either may be empty), set criteria KEY~value.value, flags KEY~1 or
 * KEY~0. Zod-free, so the screen can read and write it at first load; the server's zod schema
 * (src/common/contracts/screener.ts) wraps `parseScreenText` with the same messages.
 */

export interface RangeCriterion {
  key: string;
  min: number | null;
  max: number | null;
}
export interface SetCriterion {
  key: string;
  values: string[];
}
export interface FlagCriterion {
  key: string;
  is: boolean;
}
export type ScreenCriterion = RangeCriterion | SetCriterion | FlagCriterion;

export type SortDirection = 'asc' | 'desc';

export interface ScreenDefinition {
  criteria: ScreenCriterion[];
  /** Extra columns (numeric fact keys) shown after the criteria's. */
  columns: string[];
  sort: { key: string; direction: SortDirection } | null;
}

export const MAX_CRITERIA = 30;
export const MAX_COLUMNS = 30;
/** Bigger thresholds than this are typing mistakes (the market's whole value is ~10^16 đồng). */
export const MAX_ABS_THRESHOLD = 1e15;
export const DEFAULT_SORT = { key: 'MARKET_CAP', direction: 'desc' } as const;

export const EMPTY_SCREEN: ScreenDefinition = { criteria: [], columns: [], sort: null };

export function isRange(criterion: ScreenCriterion): criterion is RangeCriterion {
  return 'min' in criterion;
}
export function isSet(criterion: ScreenCriterion): criterion is SetCriterion {
  return 'values' in criterion;
}
export function isFlag(criterion: ScreenCriterion): criterion is FlagCriterion {
  return 'is' in criterion;
}

const SET_VALUE = /^[A-Za-z0-9_]{1,20}$/;
const NUMBER_TEXT = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

function numberOrNull(text: string, label: string): number | null | string {
  if (text === '') return null;
  if (!NUMBER_TEXT.test(text)) return `Ngưỡng "${text}" của tiêu chí ${label} không phải là số.`;
  const value = Number(text);
  if (!Number.isFinite(value) || Math.abs(value) > MAX_ABS_THRESHOLD) {
    return `Ngưỡng của tiêu chí ${label} quá lớn (tối đa ${MAX_ABS_THRESHOLD.toExponential()} về trị tuyệt đối).`;
  }
  return value;
}

/** One criterion from its text, or the Vietnamese reason it is refused. */
export function parseCriterion(text: string): ScreenCriterion | string {
  const [key = '', ...parts] = text.split('~');
  const definition = findCriterion(key);
  if (!definition) return `Không có tiêu chí lọc "${key.slice(0, 40)}".`;
  const label = definition.label;
  if (definition.kind === 'flag') {
    if (parts.length !== 1 || (parts[0] !== '1' && parts[0] !== '0'))
      return `Tiêu chí ${label} chỉ nhận giá trị có (1) hoặc không (0).`;
    return { key, is: parts[0] === '1' };
  }
  if (definition.kind === 'set') {
    const values = (parts[0] ?? '').split('.').filter((value) => value !== '');
    if (parts.length !== 1 || values.length === 0) return `Chọn ít nhất một giá trị cho tiêu chí ${label}.`;
    if (values.length > 100) return `Tiêu chí ${label} nhận tối đa 100 giá trị.`;
    const allowed = definition.options?.map((option) => option.value);
    for (const value of values) {
      if (!SET_VALUE.test(value) || (allowed && !allowed.includes(value)))
        return `Giá trị "${value.slice(0, 20)}" không hợp lệ cho tiêu chí ${label}.`;
    }
    return { key, values: [...new Set(values)] };
  }
  if (parts.length !== 2) return `Tiêu chí ${label} cần dạng ${key}~từ~đến.`;
  const min = numberOrNull(parts[0] ?? '', label);
  const max = numberOrNull(parts[1] ?? '', label);
  if (typeof min === 'string') return min;
  if (typeof max === 'string') return max;
  if (min === null && max === null) return `Nhập ít nhất một ngưỡng (từ hoặc đến) cho tiêu chí ${label}.`;
  if (min !== null && max !== null && min > max)
    return `Tiêu chí ${label}: ngưỡng "từ" (${String(min)}) lớn hơn ngưỡng "đến" (${String(max)}).`;
  return { key, min, max };
}

export interface ScreenText {
  c?: string;
  cols?: string;
  sort?: string;
}

/** The screen of the address's (or the API's) text, or the first Vietnamese reason it is refused. */
export function parseScreenText(text: ScreenText): ScreenDefinition | string {
  const items = (text.c ?? '').split(',').filter((item) => item !== '');
  if (items.length > MAX_CRITERIA) return `Một bộ lọc có tối đa ${String(MAX_CRITERIA)} tiêu chí.`;
  const criteria: ScreenCriterion[] = [];
  for (const item of items) {
    const criterion = parseCriterion(item);
    if (typeof criterion === 'string') return criterion;
    if (criteria.some((known) => known.key === criterion.key))
      return `Tiêu chí ${findCriterion(criterion.key)?.label ?? criterion.key} được nhập hai lần.`;
    criteria.push(criterion);
  }
  const columns = [...new Set((text.cols ?? '').split(',').filter((key) => key !== ''))];
  if (columns.length > MAX_COLUMNS) return `Chọn tối đa ${String(MAX_COLUMNS)} cột.`;
  for (const key of columns) {
    const definition = findCriterion(key);
    if (!definition || definition.kind === 'set') return `Không có cột "${key.slice(0, 40)}".`;
  }
  let sort: ScreenDefinition['sort'] = null;
  if (text.sort) {
    const [key = '', direction = 'desc'] = text.sort.split('~');
    const definition = findCriterion(key);
    if (!definition || definition.kind === 'set') return `Không sắp xếp được theo "${key.slice(0, 40)}".`;
    if (direction !== 'asc' && direction !== 'desc') return 'Chiều sắp xếp chỉ nhận asc hoặc desc.';
    sort = { key, direction };
  }
  return { criteria, columns, sort };
}

function numberText(value: number | null): string {
  return value === null ? '' : String(value);
}

export function criterionText(criterion: ScreenCriterion): string {
  if (isFlag(criterion)) return `${criterion.key}~${criterion.is ? '1' : '0'}`;
  if (isSet(criterion)) return `${criterion.key}~${criterion.values.join('.')}`;
  return `${criterion.key}~${numberText(criterion.min)}~${numberText(criterion.max)}`;
}

/** The text form of a screen (only the parts that are set), for the address and the API. */
export function screenText(screen: ScreenDefinition): ScreenText {
  const text: ScreenText = {};
  if (screen.criteria.length > 0) text.c = screen.criteria.map(criterionText).join(',');
  if (screen.columns.length > 0) text.cols = screen.columns.join(',');
  if (screen.sort) text.sort = `${screen.sort.key}~${screen.sort.direction}`;
  return text;
}

/** The numeric columns a result table shows: the criteria's (in order) then the chosen ones. */
export function resultColumns(screen: ScreenDefinition): string[] {
  const keys: string[] = [];
  for (const key of [...screen.criteria.map((criterion) => criterion.key), ...screen.columns]) {
    const definition = findCriterion(key);
    if (definition && definition.kind !== 'set' && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** A default criterion for a key the user just picked. */
export function newCriterion(key: string): ScreenCriterion | null {
  const definition = CRITERIA.find((candidate) => candidate.key === key);
  if (!definition) return null;
  if (definition.kind === 'flag') return { key, is: true };
  if (definition.kind === 'set') return { key, values: [] };
  return { key, min: null, max: null };
}
