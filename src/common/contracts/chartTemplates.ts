import type { CompanyType } from '../constants/market';

/**
 * Template sections (issue 33, "Dashboards that follow the ticker"): a personal chart section marked
 * "Mẫu cho mọi mã" is listed on the personalization page of every ticker, with that ticker's figures.
 * Its statement lines and ratios are resolved for the ticker's company type
 * (src/server/modules/charts/templateMetrics.ts); what the type does not have is left out of the
 * chart and named in a note instead of drawing an empty chart.
 */

/** A metric of a template chart the page's company type does not have. */
export interface TemplateMetricNote {
  chartId: string;
  /** `kind:id` as stored in the template. */
  metricKey: string;
  /** "Chỉ tiêu 'Doanh thu thuần' không có ở ngân hàng". */
  message: string;
}

/** How a note names a company type ("... không có ở ngân hàng"). */
export const COMPANY_TYPE_PLACES: Record<CompanyType, string> = {
  bank: 'ngân hàng',
  securities: 'công ty chứng khoán',
  insurance: 'công ty bảo hiểm',
  non_financial: 'doanh nghiệp phi tài chính',
};

export const TEMPLATE_MESSAGES = {
  /** Templates belong to accounts: a guest's device sections stay per ticker. */
  guest: 'Đăng nhập để lưu mẫu',
  label: 'Mẫu cho mọi mã',
  tooManyForTicker:
    'Một mã đã có đủ số mục biểu đồ tối đa (tính cả các mẫu). Hãy xoá bớt mục ở mã đó để thêm mẫu.',
  deleteWarning: 'Mục này là mẫu: xoá sẽ làm nó biến mất khỏi mọi mã chứng khoán.',
  editNotice: 'Mục này là mẫu cho mọi mã: sửa ở đây sẽ đổi nó ở mọi mã.',
} as const;

export function missingStatementLineMessage(name: string, companyType: CompanyType): string {
  return `Chỉ tiêu '${name}' không có ở ${COMPANY_TYPE_PLACES[companyType]}`;
}

export function missingRatioMessage(name: string, companyType: CompanyType): string {
  return `Chỉ số '${name}' không có ở ${COMPANY_TYPE_PLACES[companyType]}`;
}

/** A chart left with hidden metrics and too many visible ones after an edit on another type. */
export function tooManyWithHiddenMessage(chartName: string, hidden: number, max: number): string {
  const chart = chartName ? `Biểu đồ '${chartName}'` : 'Biểu đồ';
  return `${chart} còn ${String(hidden)} chỉ tiêu không hiện ở mã này; mỗi biểu đồ có tối đa ${String(max)} chỉ tiêu.`;
}
