import type { MacroFrequency } from '@/common/constants/market';
import { MACRO_MENU, type MacroMenuGroup } from '@/common/macroMenu';
import type { CatalogChild, CatalogGroup, CatalogSeries } from './types';
import { CPI_SERIES, GDP_NOMINAL_SERIES, GDP_REAL_SERIES } from './vnGdpCpi';
import {
  CONSUMPTION_SERIES,
  IIP_SERIES,
  INDUSTRIAL_PRODUCT_SERIES,
  INVENTORY_SERIES,
  MATERIAL_PRICE_SERIES,
  PMI_SERIES,
  PPI_SERIES,
} from './vnProduction';
import {
  FDI_COUNTRY_SERIES,
  FDI_PROVINCE_SERIES,
  FDI_REALIZED_SERIES,
  FDI_SECTOR_SERIES,
  RETAIL_SERIES,
  STATE_BUDGET_SERIES,
  TOTAL_SOCIAL_SERIES,
} from './vnFdiInvestment';
import { EXPORT_SERIES, IMPORT_SERIES, TRADE_BALANCE_SERIES, TRADE_SERVICES_SERIES } from './vnTrade';
import {
  FREIGHT_SERIES,
  FREIGHT_TURNOVER_SERIES,
  FX_SERIES,
  INTERNATIONAL_SERIES,
  LABOR_SERIES,
  PASSENGER_SERIES,
  PASSENGER_TURNOVER_SERIES,
  WAREHOUSE_SERIES,
} from './vnTransportTourism';
import {
  BUDGET_REVENUE_SERIES,
  BUDGET_SPENDING_SERIES,
  CREDIT_SERIES,
  DEPOSIT_LENDING_SERIES,
  FX_FREE_MARKET_SERIES,
  GOV_BOND_YIELD_SERIES,
  INTERBANK_RATE_SERIES,
  MONEY_SUPPLY_SERIES,
  POLICY_RATE_SERIES,
} from './vnMoneyRates';

/** Lines of each static-menu child, keyed by the spec's key code. */
const SERIES_BY_KEY_CODE: Record<string, readonly CatalogSeries[]> = {
  GDP_NONIMAL: GDP_NOMINAL_SERIES,
  GDP_REAL: GDP_REAL_SERIES,
  CPI: CPI_SERIES,
  PRD_PMI: PMI_SERIES,
  PRD_IIP: IIP_SERIES,
  PRD_INDUSTRIALPRODUCT: INDUSTRIAL_PRODUCT_SERIES,
  PRD_MATERIALPRICEINDEX: MATERIAL_PRICE_SERIES,
  PRD_PPI: PPI_SERIES,
  CONSUMPTION_INDEX: CONSUMPTION_SERIES,
  INVENTORY_INDEX: INVENTORY_SERIES,
  FDI_SECTOR: FDI_SECTOR_SERIES,
  FDI_COUNTRY: FDI_COUNTRY_SERIES,
  FDI_PROVINCE: FDI_PROVINCE_SERIES,
  FDI_REALIZED: FDI_REALIZED_SERIES,
  INVEST_STATE_BUDGET: STATE_BUDGET_SERIES,
  INVEST_TOTAL_SOCIAL: TOTAL_SOCIAL_SERIES,
  RETAILSALES: RETAIL_SERIES,
  EXPORT_GOODS: EXPORT_SERIES,
  IMPORT_GOODS: IMPORT_SERIES,
  TRADE_SERVICES: TRADE_SERVICES_SERIES,
  TRANSPORT_PASSENGER: PASSENGER_SERIES,
  TRANSPORT_PASSENGER_TURNOVER: PASSENGER_TURNOVER_SERIES,
  TRANSPORT_FREIGHT: FREIGHT_SERIES,
  TRANSPORT_FREIGHT_TURNOVER: FREIGHT_TURNOVER_SERIES,
  WAREHOUSE: WAREHOUSE_SERIES,
  INTERNATIONAL: INTERNATIONAL_SERIES,
  POLICY_RATE: POLICY_RATE_SERIES,
  INTERBANK_RATE: INTERBANK_RATE_SERIES,
  DEPOSIT_LENDING_RATE: DEPOSIT_LENDING_SERIES,
  FX_USDVND: [...FX_SERIES, ...FX_FREE_MARKET_SERIES],
  MONEY_SUPPLY_M2: MONEY_SUPPLY_SERIES,
  CREDIT: CREDIT_SERIES,
  BUDGET_REVENUE: BUDGET_REVENUE_SERIES,
  BUDGET_SPENDING: BUDGET_SPENDING_SERIES,
  GOV_BOND_YIELD: GOV_BOND_YIELD_SERIES,
};

/**
 * GDP, CPI, USD/VND and the State Bank's policy rates are the free taste of the macro section
 * (MACRO_VN_FREE; the policy rates are public decisions, docs/ACCESS.md); the rest is MACRO_VN_ALL.
 */
const FREE_KEY_CODES = new Set(['GDP_NONIMAL', 'GDP_REAL', 'CPI', 'FX_USDVND', 'POLICY_RATE']);

/** English names of the static menu's children (the static menu only carries Vietnamese labels). */
const ENGLISH_NAMES: Record<string, string> = {
  GDP_NONIMAL: 'Nominal GDP',
  GDP_REAL: 'Real GDP',
  CPI: 'Consumer price index',
  PRD_PMI: 'PMI',
  PRD_IIP: 'Index of industrial production',
  PRD_INDUSTRIALPRODUCT: 'Industrial products',
  PRD_MATERIALPRICEINDEX: 'Material price index',
  PRD_PPI: 'Producer price index',
  CONSUMPTION_INDEX: 'Consumption index',
  INVENTORY_INDEX: 'Inventory index',
  FDI_SECTOR: 'FDI by sector',
  FDI_COUNTRY: 'FDI by country',
  FDI_PROVINCE: 'FDI by province',
  FDI_REALIZED: 'Disbursed FDI',
  INVEST_STATE_BUDGET: 'State budget investment',
  INVEST_TOTAL_SOCIAL: 'Total social investment',
  RETAILSALES: 'Retail sales',
  EXPORT_GOODS: 'Goods exports',
  IMPORT_GOODS: 'Goods imports',
  TRADE_SERVICES: 'Services trade',
  TRANSPORT_PASSENGER: 'Passengers carried',
  TRANSPORT_PASSENGER_TURNOVER: 'Passenger turnover',
  TRANSPORT_FREIGHT: 'Freight carried',
  TRANSPORT_FREIGHT_TURNOVER: 'Freight turnover',
  WAREHOUSE: 'Transport and storage price index',
  INTERNATIONAL: 'International visitors',
  POLICY_RATE: 'State Bank policy rates',
  INTERBANK_RATE: 'Interbank rates',
  DEPOSIT_LENDING_RATE: 'Deposit and lending rates',
  FX_USDVND: 'USD/VND exchange rate',
  MONEY_SUPPLY_M2: 'Money supply M2',
  CREDIT: 'Credit',
  BUDGET_REVENUE: 'State budget revenue',
  BUDGET_SPENDING: 'State budget spending',
  GOV_BOND_YIELD: 'Government bond yields',
};

const GROUP_ENGLISH_NAMES: Record<string, string> = {
  gdp: 'GDP',
  cpi: 'CPI',
  production: 'Production',
  'consumption-inventory': 'Consumption and inventory',
  fdi: 'FDI',
  investment: 'Investment',
  retail: 'Retail',
  'export-import': 'Exports and imports',
  transport: 'Transport',
  tourism: 'Tourism',
  'interest-rate': 'Interest rates',
  'exchange-rate': 'Exchange rates',
  'money-credit': 'Money and credit',
  'state-budget': 'State budget',
  'government-bond': 'Government bonds',
};

/** The menu's period lists say the frequency: quarter-on-quarter changes only exist for quarters. */
function frequencyOf(valueTypes: readonly string[]): MacroFrequency {
  return valueTypes.includes('qoq') ? 'quarter' : 'month';
}

/** VN_GDP, VN_EXPORT_IMPORT ...: stable group codes derived from the static menu's slugs. */
export function vnGroupCode(group: MacroMenuGroup): string {
  return `VN_${group.slug.toUpperCase().replace(/-/g, '_')}`;
}

function fromStaticMenu(group: MacroMenuGroup): CatalogGroup {
  const children: CatalogChild[] = group.childItem.map((item) => {
    const series = SERIES_BY_KEY_CODE[item.keyCode];
    if (!series) throw new Error(`macro catalog: no series for ${item.keyCode}`);
    return {
      code: item.keyCode,
      nameVi: item.label,
      nameEn: ENGLISH_NAMES[item.keyCode] ?? item.label,
      frequency: frequencyOf(item.periodList),
      valueTypes: item.periodList,
      factTable: item.tableName ?? `macro_vn_${item.keyCode.toLowerCase()}`,
      isFree: FREE_KEY_CODES.has(item.keyCode),
      series,
    };
  });
  if (group.slug === 'export-import') {
    children.push({
      code: 'TRADE_BALANCE',
      nameVi: 'Cán cân thương mại hàng hóa',
      nameEn: 'Goods trade balance',
      frequency: 'month',
      valueTypes: ['value'],
      factTable: 'macro_vn_trade_balance',
      isFree: false,
      series: TRADE_BALANCE_SERIES,
    });
  }
  return {
    code: vnGroupCode(group),
    groupCode: 'VN',
    nameVi: group.label,
    nameEn: GROUP_ENGLISH_NAMES[group.slug] ?? group.label,
    icon: group.icon,
    children,
  };
}

/** Groups beyond the static menu, for the Vietstock population file (USD/VND joined the static menu in issue 33). */
const EXTRA_VN_GROUPS: CatalogGroup[] = [
  {
    code: 'VN_POPULATION_LABOR',
    groupCode: 'VN',
    nameVi: 'Dân số - Lao động',
    nameEn: 'Population and labour',
    icon: 'population',
    children: [
      {
        code: 'POPULATION_LABOR',
        nameVi: 'Dân số và lao động',
        nameEn: 'Population and labour',
        frequency: 'year',
        valueTypes: ['value', 'yoy'],
        factTable: 'macro_vn_population_labor',
        isFree: false,
        series: LABOR_SERIES,
      },
    ],
  },
];

export const VN_GROUPS: readonly CatalogGroup[] = [...MACRO_MENU.map(fromStaticMenu), ...EXTRA_VN_GROUPS];
