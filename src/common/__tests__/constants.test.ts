import {
  AxisSlot,
  CHART_SIZES,
  MAX_CHARTS_PER_SECTION,
  MAX_METRICS_PER_CHART,
  TECHNICAL_SIGNAL_COLORS,
} from '../constants/charts';
import {
  DEFAULT_FINANCE_TYPE,
  DEFAULT_NUMBER_PERIOD_SHOW,
  DEFAULT_PERIOD_TYPE,
  DEFAULT_TICKER,
  DEFAULT_UNIT_FORMAT,
  FINANCE_TYPE_LABELS,
  FINANCE_TYPES,
  UNIT_DIVISORS,
  UNIT_LABELS,
} from '../constants/finance';
import { nextUnusedColor } from '../charts/colors';
import { SERIES_PALETTE } from '../constants/palette';
import { DEEP_DATA_INDUSTRIES, isPermissionCode, PERMISSION_CODES } from '../constants/permissions';
import { DiscountType, PAYMENT_METHODS, PLANS } from '../constants/plans';
import {
  activateRange,
  activeRange,
  FINANCE_RANGE_OPTIONS,
  MACRO_RANGE_OPTIONS,
  PRICE_RANGE_OPTIONS,
  rangeMonths,
  SHORT_RANGE_OPTIONS,
} from '../constants/ranges';
import { DEFAULT_MACRO_METRIC_ID, findMacroChild, MACRO_MENU } from '../macroMenu';
import { screenTitle } from '../routes';

describe('finance constants (spec sections 3 and 9)', () => {
  it('has the seven finance types with Vietnamese labels and the spec defaults', () => {
    expect(FINANCE_TYPES).toHaveLength(7);
    expect(Object.keys(FINANCE_TYPE_LABELS)).toEqual([...FINANCE_TYPES]);
    expect(DEFAULT_FINANCE_TYPE).toBe('BALANCE_SHEET');
    expect(DEFAULT_PERIOD_TYPE).toBe('quarter');
    expect(DEFAULT_UNIT_FORMAT).toBe('billion');
    expect(DEFAULT_NUMBER_PERIOD_SHOW).toBe(20);
    expect(DEFAULT_TICKER).toBe('TCB');
  });

  it('labels units in Vietnamese and divides VND correctly', () => {
    expect(UNIT_LABELS).toEqual({ billion: 'Tỷ đồng', million: 'Triệu đồng', thousand: 'Nghìn đồng' });
    expect(UNIT_DIVISORS.billion / UNIT_DIVISORS.million).toBe(1000);
  });
});

describe('plans, payments and permissions', () => {
  it('has the spec enumerations', () => {
    expect([...PLANS].sort()).toEqual(['BASIC', 'PREMIUM', 'PRO']);
    expect(PAYMENT_METHODS).toEqual(['BANK', 'MOMO', 'VNPAY', 'VISA']);
    expect(DiscountType).toEqual({ PERCENT: 0, AMOUNT: 1 });
  });

  it('lists a deep-data code for each of the 20 industries plus ALL, without duplicates', () => {
    expect(DEEP_DATA_INDUSTRIES).toHaveLength(20);
    const deep = PERMISSION_CODES.filter((code) => code.startsWith('DEEP_DATA_'));
    expect(deep).toHaveLength(21);
    expect(new Set(PERMISSION_CODES).size).toBe(PERMISSION_CODES.length);
    expect(isPermissionCode('FINANCIAL_CHART')).toBe(true);
    expect(isPermissionCode('DROP TABLE')).toBe(false);
  });
});

describe('chart constants', () => {
  it('has the spec sizes, axis slots and signal colours', () => {
    expect(CHART_SIZES).toEqual([100, 66, 50, 33]);
    expect(AxisSlot).toEqual({ LEFT_1: 0, RIGHT_1: 1, LEFT_2: 2, RIGHT_2: 3 });
    expect(MAX_METRICS_PER_CHART).toBe(6);
    expect(MAX_CHARTS_PER_SECTION).toBe(10);
    expect(Object.keys(TECHNICAL_SIGNAL_COLORS)).toEqual(['buy', 'sell', 'neutral']);
  });

  it('has a palette of about 85 distinct valid colours', () => {
    expect(SERIES_PALETTE.length).toBe(85);
    expect(SERIES_PALETTE.every((color) => /^#[0-9a-f]{6}$/.test(color))).toBe(true);
    expect(new Set(SERIES_PALETTE).size).toBe(SERIES_PALETTE.length);
  });

  it('picks the next unused palette colour', () => {
    expect(nextUnusedColor([])).toBe(SERIES_PALETTE[0]);
    expect(nextUnusedColor([SERIES_PALETTE[0]!, SERIES_PALETTE[2]!])).toBe(SERIES_PALETTE[1]);
    expect(nextUnusedColor([...SERIES_PALETTE])).toBe(SERIES_PALETTE[0]);
  });
});

describe('range options: one activated at a time', () => {
  it('starts the three chart lists at All, 1Y and 3Y', () => {
    expect(FINANCE_RANGE_OPTIONS.map((option) => option.key)).toEqual(['3Y', '5Y', '10Y', 'All']);
    expect(activeRange(FINANCE_RANGE_OPTIONS)?.key).toBe('All');
    expect(activeRange(PRICE_RANGE_OPTIONS)?.key).toBe('1Y');
    expect(activeRange(SHORT_RANGE_OPTIONS)?.key).toBe('3Y');
    expect(MACRO_RANGE_OPTIONS.map((option) => option.key)).toEqual(['3M', '6M', '1Y', '3Y', '5Y', 'All']);
  });

  it('activates one key and deactivates the others; unknown keys change nothing', () => {
    const next = activateRange(FINANCE_RANGE_OPTIONS, '5Y');
    expect(next.filter((option) => option.isActivated).map((option) => option.key)).toEqual(['5Y']);
    expect(activateRange(next, 'bogus')).toEqual(next);
    expect(FINANCE_RANGE_OPTIONS.find((option) => option.isActivated)?.key).toBe('All');
  });

  it('converts range keys to months', () => {
    expect(rangeMonths('6M')).toBe(6);
    expect(rangeMonths('10Y')).toBe(120);
    expect(rangeMonths('All')).toBeNull();
  });
});

describe('macro menu and screen titles', () => {
  it('has the ten groups of spec section 2 and the five of issue 33 with their children', () => {
    expect(MACRO_MENU).toHaveLength(15);
    expect(MACRO_MENU.map((group) => group.childItem.length)).toEqual([
      2, 1, 5, 2, 4, 2, 1, 3, 5, 1, 3, 1, 2, 2, 1,
    ]);
    const codes = MACRO_MENU.flatMap((group) => group.childItem.map((child) => child.keyCode));
    for (const code of [
      'GDP_NONIMAL',
      'GDP_REAL',
      'CPI',
      'PRD_PMI',
      'PRD_IIP',
      'FDI_SECTOR',
      'RETAILSALES',
      'WAREHOUSE',
      'INTERNATIONAL',
      'POLICY_RATE',
      'INTERBANK_RATE',
      'DEPOSIT_LENDING_RATE',
      'FX_USDVND',
      'MONEY_SUPPLY_M2',
      'CREDIT',
      'BUDGET_REVENUE',
      'BUDGET_SPENDING',
      'GOV_BOND_YIELD',
    ]) {
      expect(codes).toContain(code);
    }
    expect(MACRO_MENU[0]?.childItem[0]?.id).toBe(DEFAULT_MACRO_METRIC_ID);
    expect(findMacroChild('gdp', 'nominal')?.child.tableName).toBe('macro_vn_gdp_nominal');
  });

  it('titles screens in Vietnamese, ignoring the query string', () => {
    expect(screenTitle('/enterprise/finance/balance-sheet?ticker=FPT')).toBe('Cân đối kế toán');
    expect(screenTitle('/enterprise/FPT/finance/balance-sheet?unit=million')).toBe('Cân đối kế toán');
    expect(screenTitle('/enterprise/TCB/chart')).toBe('Biểu đồ phân tích');
    expect(screenTitle('/macro/tourism/international-visitors')).toBe('Khách quốc tế');
    expect(screenTitle('/screener')).toBe('Bộ lọc cổ phiếu');
    expect(screenTitle('/screener/shared/abc123')).toBe('Bộ lọc cổ phiếu được chia sẻ');
    expect(screenTitle('/notifications/unsubscribe?token=x')).toBe('Tắt e-mail cảnh báo');
    expect(screenTitle('/nowhere')).toBeUndefined();
  });
});
