/**
 * The static macro menu: spec section 2's ten groups, then issue 33's money and markets groups (rates,
 * USD/VND, money and credit, the state budget, government bonds), each with an icon key and its children.
 */
export const MACRO_VALUE_TYPES = ['value', 'yoy', 'qoq', 'mom', 'yoy_avg'] as const;
export type MacroValueType = (typeof MACRO_VALUE_TYPES)[number];

export type MacroIconKey =
  | 'gdp'
  | 'cpi'
  | 'production'
  | 'consumption'
  | 'fdi'
  | 'investment'
  | 'retail'
  | 'trade'
  | 'transport'
  | 'tourism'
  | 'interest'
  | 'exchange'
  | 'money'
  | 'budget'
  | 'bond';

export interface MacroChildItem {
  /** "<group>-<child>", the spec's id form (default current metric 1-1). */
  id: string;
  slug: string;
  label: string;
  keyCode: string;
  periodList: readonly MacroValueType[];
  tableName?: string;
}

export interface MacroMenuGroup {
  id: string;
  slug: string;
  label: string;
  icon: MacroIconKey;
  childItemDisplay: boolean;
  childItem: readonly MacroChildItem[];
}

const MONTHLY: readonly MacroValueType[] = ['value', 'yoy', 'mom'];
const MONTHLY_AVG: readonly MacroValueType[] = ['value', 'yoy', 'mom', 'yoy_avg'];
const QUARTERLY: readonly MacroValueType[] = ['value', 'yoy', 'qoq'];
/** Rates and yields (%): the level only; a change of a percent is not a percent change. */
const RATE: readonly MacroValueType[] = ['value'];

function group(
  id: number,
  slug: string,
  label: string,
  icon: MacroIconKey,
  children: [
    slug: string,
    label: string,
    keyCode: string,
    periods: readonly MacroValueType[],
    table?: string,
  ][],
): MacroMenuGroup {
  return {
    id: String(id),
    slug,
    label,
    icon,
    childItemDisplay: children.length > 1,
    childItem: children.map(([childSlug, childLabel, keyCode, periodList, tableName], index) => ({
      id: `${id}-${index + 1}`,
      slug: childSlug,
      label: childLabel,
      keyCode,
      periodList,
      ...(tableName ? { tableName } : {}),
    })),
  };
}

export const MACRO_MENU: readonly MacroMenuGroup[] = [
  group(1, 'gdp', 'GDP', 'gdp', [
    ['nominal', 'GDP danh nghĩa', 'GDP_NONIMAL', QUARTERLY, 'macro_vn_gdp_nominal'],
    ['real', 'GDP thực', 'GDP_REAL', QUARTERLY, 'macro_vn_gdp_real'],
  ]),
  group(2, 'cpi', 'CPI', 'cpi', [['cpi', 'Chỉ số giá tiêu dùng CPI', 'CPI', MONTHLY_AVG, 'macro_vn_cpi']]),
  group(3, 'production', 'Sản xuất', 'production', [
    ['pmi', 'PMI', 'PRD_PMI', ['value'], 'macro_vn_prd_pmi'],
    ['iip', 'Chỉ số sản xuất công nghiệp IIP', 'PRD_IIP', MONTHLY, 'macro_vn_prd_iip'],
    [
      'industrial-product',
      'Sản phẩm công nghiệp',
      'PRD_INDUSTRIALPRODUCT',
      MONTHLY,
      'macro_vn_prd_industrialproduct',
    ],
    [
      'material-price-index',
      'Chỉ số giá nguyên vật liệu',
      'PRD_MATERIALPRICEINDEX',
      QUARTERLY,
      'macro_vn_prd_materialpriceindex',
    ],
    ['producer-price-index', 'Chỉ số giá sản xuất', 'PRD_PPI', QUARTERLY, 'macro_vn_prd_ppi'],
  ]),
  group(4, 'consumption-inventory', 'Tiêu dùng - Tồn kho', 'consumption', [
    ['consumer-price-index', 'Chỉ số tiêu thụ', 'CONSUMPTION_INDEX', MONTHLY],
    ['inventory-index', 'Chỉ số tồn kho', 'INVENTORY_INDEX', MONTHLY],
  ]),
  group(5, 'fdi', 'FDI', 'fdi', [
    ['sector', 'FDI theo ngành', 'FDI_SECTOR', ['value', 'yoy']],
    ['country', 'FDI theo quốc gia', 'FDI_COUNTRY', ['value', 'yoy']],
    ['province', 'FDI theo tỉnh thành', 'FDI_PROVINCE', ['value', 'yoy']],
    ['realized-capital', 'Vốn FDI giải ngân', 'FDI_REALIZED', MONTHLY],
  ]),
  group(6, 'investment', 'Đầu tư', 'investment', [
    ['state-budget', 'Vốn đầu tư từ ngân sách nhà nước', 'INVEST_STATE_BUDGET', MONTHLY],
    ['total-social', 'Tổng vốn đầu tư toàn xã hội', 'INVEST_TOTAL_SOCIAL', QUARTERLY],
  ]),
  group(7, 'retail', 'Bán lẻ', 'retail', [
    ['retail-sales', 'Tổng mức bán lẻ hàng hóa và dịch vụ', 'RETAILSALES', MONTHLY],
  ]),
  group(8, 'export-import', 'Xuất nhập khẩu', 'trade', [
    ['goods-exports', 'Xuất khẩu hàng hóa', 'EXPORT_GOODS', MONTHLY],
    ['goods-imports', 'Nhập khẩu hàng hóa', 'IMPORT_GOODS', MONTHLY],
    ['services', 'Xuất nhập khẩu dịch vụ', 'TRADE_SERVICES', QUARTERLY],
  ]),
  group(9, 'transport', 'Vận tải', 'transport', [
    ['passengers-carried', 'Vận chuyển hành khách', 'TRANSPORT_PASSENGER', MONTHLY],
    ['passenger-turnover', 'Luân chuyển hành khách', 'TRANSPORT_PASSENGER_TURNOVER', MONTHLY],
    ['freight-carried', 'Vận chuyển hàng hóa', 'TRANSPORT_FREIGHT', MONTHLY],
    ['freight-turnover', 'Luân chuyển hàng hóa', 'TRANSPORT_FREIGHT_TURNOVER', MONTHLY],
    ['warehouse-price-index', 'Chỉ số giá vận tải, kho bãi', 'WAREHOUSE', QUARTERLY],
  ]),
  group(10, 'tourism', 'Du lịch', 'tourism', [
    ['international-visitors', 'Khách quốc tế', 'INTERNATIONAL', MONTHLY],
  ]),
  // Issue 33: the series analysts open first (docs/DATA.md "Money, rates and the budget").
  group(11, 'interest-rate', 'Lãi suất', 'interest', [
    ['policy-rate', 'Lãi suất điều hành', 'POLICY_RATE', RATE, 'macro_vn_policy_rate'],
    ['interbank-rate', 'Lãi suất liên ngân hàng', 'INTERBANK_RATE', RATE, 'macro_vn_interbank_rate'],
    [
      'deposit-lending-rate',
      'Lãi suất huy động và cho vay',
      'DEPOSIT_LENDING_RATE',
      RATE,
      'macro_vn_deposit_lending_rate',
    ],
  ]),
  group(12, 'exchange-rate', 'Tỷ giá', 'exchange', [
    ['usd-vnd', 'Tỷ giá USD/VND', 'FX_USDVND', MONTHLY, 'macro_vn_fx_usdvnd'],
  ]),
  group(13, 'money-credit', 'Tiền tệ - Tín dụng', 'money', [
    ['money-supply', 'Cung tiền M2', 'MONEY_SUPPLY_M2', MONTHLY, 'macro_vn_money_supply_m2'],
    ['credit', 'Tín dụng', 'CREDIT', MONTHLY, 'macro_vn_credit'],
  ]),
  group(14, 'state-budget', 'Ngân sách nhà nước', 'budget', [
    ['revenue', 'Thu ngân sách nhà nước', 'BUDGET_REVENUE', MONTHLY, 'macro_vn_budget_revenue'],
    ['spending', 'Chi ngân sách nhà nước', 'BUDGET_SPENDING', MONTHLY, 'macro_vn_budget_spending'],
  ]),
  group(15, 'government-bond', 'Trái phiếu Chính phủ', 'bond', [
    ['yield', 'Lợi suất trái phiếu Chính phủ', 'GOV_BOND_YIELD', RATE, 'macro_vn_gov_bond_yield'],
  ]),
];

export const DEFAULT_MACRO_METRIC_ID = '1-1';

export function macroChildPath(groupItem: MacroMenuGroup, child: MacroChildItem): string {
  return `/macro/${groupItem.slug}/${child.slug}`;
}

export function findMacroChild(
  groupSlug: string,
  childSlug: string,
): { group: MacroMenuGroup; child: MacroChildItem } | undefined {
  const groupItem = MACRO_MENU.find((item) => item.slug === groupSlug);
  const child = groupItem?.childItem.find((item) => item.slug === childSlug);
  return groupItem && child ? { group: groupItem, child } : undefined;
}
