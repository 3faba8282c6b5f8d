import type { MacroFrequency } from '@/common/constants/market';
import { codeFragment, type MacroValueKind } from './common';

/** One published column and what it becomes. */
export interface MeasureColumn {
  column: string;
  valueType: MacroValueKind;
  /** The estimate column read when the revised one is empty (see docs/DATA.md, Macro data). */
  fallback?: string;
  /** GSO's "index, same period last year = 100": stored as a percent change (index - 100). */
  indexToPercent?: boolean;
}

/** One line drawn from a row: most files give one per row, fdi.csv and xnk.csv several. */
export interface SeriesPart {
  key: string | null;
  nameVi: (category: string) => string;
  unit: (category: string) => string;
  measures: MeasureColumn[];
}

export interface GsoLayout {
  stem: string;
  categoryColumn: string;
  /** month: the Month column (YYYY-MM); dateMonth / dateQuarter: taken from the Date column. */
  period: 'month' | 'dateMonth' | 'dateQuarter';
  frequency: MacroFrequency;
  /** Menu indicators a row belongs under (fdi.csv splits provinces from partner countries). */
  menuCodes: (row: Record<string, string>) => string[] | string;
  parts: (header: readonly string[]) => SeriesPart[];
  /** Columns that must be present; without them the file is not this layout. */
  required: readonly string[];
  /** Put the menu code in series codes: fdi.csv's total row feeds two indicators. */
  menuInCode?: boolean;
}

const same = (name: string) => name;
const fixed = (unit: string) => () => unit;

function single(
  unit: string | ((category: string) => string),
  measures: MeasureColumn[],
): () => SeriesPart[] {
  return () => [{ key: null, nameVi: same, unit: typeof unit === 'string' ? fixed(unit) : unit, measures }];
}

/** Units of GSO's monthly industrial-product table (the CSV has no unit column). */
const PRODUCT_UNITS: Record<string, string> = {
  THAN_DA_THAN_SACH: 'nghìn tấn',
  DAU_MO_THO_KHAI_THAC: 'nghìn tấn',
  KHI_DOT_THIEN_NHIEN_DANG_KHI: 'triệu m³',
  KHI_HOA_LONG_LPG: 'nghìn tấn',
  XANG_DAU: 'nghìn tấn',
  ALUMIN: 'nghìn tấn',
  THUY_HAI_SAN_CHE_BIEN: 'nghìn tấn',
  SUA_TUOI: 'triệu lít',
  SUA_BOT: 'nghìn tấn',
  DUONG_KINH: 'nghìn tấn',
  BOT_NGOT: 'nghìn tấn',
  THUC_AN_CHO_GIA_SUC: 'nghìn tấn',
  THUC_AN_CHO_THUY_SAN: 'nghìn tấn',
  BIA: 'triệu lít',
  THUOC_LA_DIEU: 'triệu bao',
  VAI_DET_TU_SOI_TU_NHIEN: 'triệu m²',
  VAI_DET_TU_SOI_TONG_HOP_HOAC_SOI_NHAN_TAO: 'triệu m²',
  QUAN_AO_MAC_THUONG: 'triệu cái',
  GIAY_DEP_DA: 'triệu đôi',
  PHAN_U_RE: 'nghìn tấn',
  PHAN_HON_HOP_N_P_K: 'nghìn tấn',
  SON_HOA_HOC: 'nghìn tấn',
  XI_MANG: 'triệu tấn',
  SAT_THEP_THO: 'nghìn tấn',
  THEP_CAN: 'nghìn tấn',
  THEP_THANH_THEP_GOC: 'nghìn tấn',
  DIEN_THOAI_DI_DONG: 'triệu cái',
  LINH_KIEN_DIEN_THOAI: 'nghìn tỷ đồng',
  TIVI: 'nghìn cái',
  O_TO: 'nghìn chiếc',
  XE_MAY: 'nghìn chiếc',
  DIEN_SAN_XUAT: 'tỷ kWh',
  NUOC_MAY_THUONG_PHAM: 'triệu m³',
  DAU_GOI_DAU_DAU_XA: 'nghìn tấn',
  SUA_TAM_SUA_RUA_MAT: 'nghìn tấn',
  BOT_GIAT_VA_CAC_CHE_PHAM_DUNG_DE_TAY_RUA: 'nghìn tấn',
  GACH_XAY_BANG_DAT_NUNG: 'triệu viên',
  XE_CHO_KHACH: 'nghìn chiếc',
  XE_TAI: 'nghìn chiếc',
};

/** A product the table above does not know keeps a visible marker instead of a guessed unit. */
export const UNKNOWN_UNIT = 'đơn vị theo GSO';

function productUnit(category: string): string {
  return PRODUCT_UNITS[codeFragment(category)] ?? UNKNOWN_UNIT;
}

/** xk.csv and nk.csv: "Total-YOY" is, despite its name, the year-to-date total (million USD). */
const TRADE_MEASURES: MeasureColumn[] = [
  { column: 'Total-M', valueType: 'value' },
  { column: 'Total-YOY', valueType: 'ytd' },
  { column: 'YOY', valueType: 'yoy' },
  { column: 'MOM', valueType: 'mom' },
  { column: 'YTD-YOY', valueType: 'ytd_yoy' },
];

/**
 * fdi.csv publishes, per partner or province, year-to-date figures ("Vốn đăng ký") and the month's
 * own ("Vốn đăng ký trong tháng", with " - YOY" / " - MOM"). Each measure the header offers becomes
 * a line named after the column.
 */
function fdiParts(header: readonly string[]): SeriesPart[] {
  const monthly = ' trong tháng';
  return header
    .filter((column) => header.includes(`${column}${monthly}`))
    .map((measure) => ({
      key: codeFragment(measure),
      nameVi: (category: string) => `${category} - ${measure}`,
      unit: fixed(measure.startsWith('Số dự án') ? 'dự án' : 'triệu USD'),
      measures: [
        { column: `${measure}${monthly}`, valueType: 'value' },
        { column: measure, valueType: 'ytd' },
        { column: `${measure}${monthly} - YOY`, valueType: 'yoy' },
        { column: `${measure}${monthly} - MOM`, valueType: 'mom' },
      ],
    }));
}

function xnkPart(key: string, label: string, monthColumn: string, ytdColumn: string): SeriesPart {
  return {
    key,
    nameVi: (category: string) => `${label} (${category})`,
    unit: fixed('triệu USD'),
    measures: [
      { column: monthColumn, valueType: 'value' },
      { column: ytdColumn, valueType: 'ytd' },
      { column: `${monthColumn} - YOY`, valueType: 'yoy' },
      { column: `${monthColumn} - MOM`, valueType: 'mom' },
      { column: `${ytdColumn} - YOY`, valueType: 'ytd_yoy' },
    ],
  };
}

function layout(
  stem: string,
  categoryColumn: string,
  period: GsoLayout['period'],
  menuCodes: GsoLayout['menuCodes'],
  parts: GsoLayout['parts'],
  required: string[],
): GsoLayout {
  return {
    stem,
    categoryColumn,
    period,
    frequency: period === 'dateQuarter' ? 'quarter' : 'month',
    menuCodes,
    parts,
    required: [categoryColumn, 'Date', ...(period === 'month' ? ['Month'] : []), ...required],
  };
}

const columnsOf = (measures: MeasureColumn[]) => measures.map((measure) => measure.column);
const CPI_MEASURES: MeasureColumn[] = [
  { column: 'YOY', valueType: 'yoy' },
  { column: 'MOM', valueType: 'mom' },
  // GSO's "bình quân ... so với cùng kỳ": the average index so far this year against last year's.
  { column: 'YTD-YOY', valueType: 'yoy_avg' },
];
const IIP_MEASURES: MeasureColumn[] = [
  { column: 'YOY', valueType: 'yoy', fallback: 'E-YOY' },
  { column: 'MOM', valueType: 'mom' },
  { column: 'YTD-YOY', valueType: 'ytd_yoy' },
];
const RETAIL_MEASURES: MeasureColumn[] = [
  { column: 'M', valueType: 'value', fallback: 'E-M' },
  { column: 'YTD', valueType: 'ytd' },
  { column: 'M-YOY', valueType: 'yoy', indexToPercent: true },
  { column: 'MOM', valueType: 'mom', fallback: 'E-MOM' },
  { column: 'YTD-YOY', valueType: 'ytd_yoy', indexToPercent: true },
];
const BUDGET_MEASURES: MeasureColumn[] = [
  { column: 'Total-M', valueType: 'value', fallback: 'E-Total-M' },
  { column: 'Total-YOY', valueType: 'ytd' },
  { column: 'M-YOY', valueType: 'yoy' },
  { column: 'MOM', valueType: 'mom', fallback: 'E-MOM' },
  { column: 'YTD-YOY', valueType: 'ytd_yoy' },
];
const PRODUCT_MEASURES: MeasureColumn[] = [
  { column: 'Total-M', valueType: 'value', fallback: 'E-Total-M' },
  { column: 'Total-YTD', valueType: 'ytd' },
  { column: 'YOY', valueType: 'yoy' },
  { column: 'MOM', valueType: 'mom', fallback: 'E-MOM' },
  { column: 'YTD-YOY', valueType: 'ytd_yoy' },
];
const GDP_MEASURES: MeasureColumn[] = [
  { column: 'Tổng số', valueType: 'value' },
  { column: 'YOY', valueType: 'yoy' },
];
const XNK_PARTS = [
  xnkPart('BALANCE', 'Cán cân thương mại', 'Thặng dự tháng', 'Thặng dự từ đầu năm'),
  xnkPart('TURNOVER', 'Kim ngạch xuất nhập khẩu', 'Kim ngạch xnk tháng', 'Kim ngạch xnk từ đầu năm'),
];

export const GSO_LAYOUTS: readonly GsoLayout[] = [
  layout('cpi', 'Hàng hóa', 'dateMonth', () => 'CPI', single('điểm', CPI_MEASURES), columnsOf(CPI_MEASURES)),
  layout('iip', 'Ngành', 'month', () => 'PRD_IIP', single('điểm', IIP_MEASURES), columnsOf(IIP_MEASURES)),
  layout(
    'xk',
    'Ngành',
    'month',
    () => 'EXPORT_GOODS',
    single('triệu USD', TRADE_MEASURES),
    columnsOf(TRADE_MEASURES),
  ),
  layout(
    'nk',
    'Ngành',
    'month',
    () => 'IMPORT_GOODS',
    single('triệu USD', TRADE_MEASURES),
    columnsOf(TRADE_MEASURES),
  ),
  layout(
    'xnk',
    'Ngành',
    'month',
    () => 'TRADE_BALANCE',
    () => XNK_PARTS,
    XNK_PARTS.flatMap((part) => columnsOf(part.measures)),
  ),
  layout(
    'tongmuc',
    'Phân Loại',
    'month',
    () => 'RETAILSALES',
    single('tỷ đồng', RETAIL_MEASURES),
    columnsOf(RETAIL_MEASURES),
  ),
  layout(
    'vdt',
    'Phân Loại',
    'month',
    () => 'INVEST_STATE_BUDGET',
    single('tỷ đồng', BUDGET_MEASURES),
    columnsOf(BUDGET_MEASURES),
  ),
  layout(
    'spcn',
    'Ngành',
    'month',
    () => 'PRD_INDUSTRIALPRODUCT',
    single(productUnit, PRODUCT_MEASURES),
    columnsOf(PRODUCT_MEASURES),
  ),
  {
    ...layout(
      'fdi',
      'Phân Loại',
      'month',
      (row) => {
        // The file's own flag: "Trong Nước" rows are provinces, the total belongs to both breakdowns,
        // anything else (Nước Ngoài, and a few rows flagged with a continent) is a partner country.
        const scope = row['Trong Nước'];
        if (scope === 'Trong Nước') return 'FDI_PROVINCE';
        if (scope === 'TỔNG SỐ') return ['FDI_PROVINCE', 'FDI_COUNTRY'];
        return 'FDI_COUNTRY';
      },
      fdiParts,
      ['Trong Nước', 'Vốn đăng ký', 'Vốn đăng ký trong tháng'],
    ),
    menuInCode: true,
  },
  layout(
    'gdp_ss',
    'Ngành',
    'dateQuarter',
    () => 'GDP_REAL',
    single('tỷ đồng', GDP_MEASURES),
    columnsOf(GDP_MEASURES),
  ),
];
