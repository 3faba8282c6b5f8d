import type { MacroFrequency } from '@/common/constants/market';
import { frequencyRank } from '@/common/macro/calendar';
import { MACRO_PERIOD_WORDS, MACRO_VALUE_TYPE_LABELS } from '@/common/macro/labels';
import type { MacroValueType } from '@/common/macroMenu';
import { AppError } from '../../core/errors';

/** The macro API's refusals, in Vietnamese (shown to the user as they are). */

export const INDICATOR_NOT_FOUND = 'Không tìm thấy chỉ tiêu';

export function indicatorNotFound(): AppError {
  return new AppError('NOT_FOUND', INDICATOR_NOT_FOUND);
}

export function badRequest(message: string): AppError {
  return new AppError('BAD_REQUEST', message);
}

export function mismatch(field: 'macroItemId' | 'nameId', value: number, extendId: string): AppError {
  const what = field === 'macroItemId' ? 'Mã chỉ tiêu' : 'Mã chuỗi số liệu';
  return badRequest(`${what} ${field}=${String(value)} không khớp với extendID ${extendId}.`);
}

/** A period shorter than the series' own, or a longer one without levels to aggregate. */
export function periodNotOffered(name: string, frequency: MacroFrequency, period: MacroFrequency): AppError {
  const own = MACRO_PERIOD_WORDS[frequency];
  const asked = MACRO_PERIOD_WORDS[period];
  if (frequencyRank(period) < frequencyRank(frequency)) {
    return badRequest(`Chuỗi "${name}" có số liệu theo ${own}, không hiển thị được theo ${asked}.`);
  }
  return badRequest(
    `Chuỗi "${name}" chỉ có các tỷ lệ thay đổi nguồn công bố theo ${own}, không tổng hợp được theo ${asked}.`,
  );
}

export function valueTypeNotOffered(
  name: string,
  period: MacroFrequency,
  valueType: MacroValueType,
  offered: readonly MacroValueType[],
): AppError {
  const list = offered.map((type) => MACRO_VALUE_TYPE_LABELS[type]).join(', ');
  const tail = offered.length > 0 ? ` Các loại có: ${list}.` : '';
  return badRequest(
    `Chuỗi "${name}" không có loại giá trị "${MACRO_VALUE_TYPE_LABELS[valueType]}" theo ${MACRO_PERIOD_WORDS[period]}.${tail}`,
  );
}

export const SAME_PERIOD_ONLY_MONTH_QUARTER = 'So sánh cùng kỳ chỉ áp dụng cho số liệu theo tháng hoặc quý.';
