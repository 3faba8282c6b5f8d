import type { MacroFrequency } from '../constants/market';
import type { MacroValueType } from '../macroMenu';

/** Vietnamese names of the value types, as the screens and the API's messages show them. */
export const MACRO_VALUE_TYPE_LABELS: Readonly<Record<MacroValueType, string>> = {
  value: 'Giá trị',
  yoy: 'So với cùng kỳ',
  qoq: 'So với quý trước',
  mom: 'So với tháng trước',
  yoy_avg: 'Bình quân so với cùng kỳ',
};

/** The period in a sentence: "theo tháng", "theo quý", "theo năm". */
export const MACRO_PERIOD_WORDS: Readonly<Record<MacroFrequency, string>> = {
  month: 'tháng',
  quarter: 'quý',
  year: 'năm',
};
