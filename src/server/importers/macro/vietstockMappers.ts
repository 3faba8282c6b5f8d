import { codeFragment, monthEnd, quarterEnd, yearEnd, type MacroValueKind, type SeriesSpec } from './common';
import { cleanName, GDP_SECTORS, nameFor, unitFor } from './vietstockNames';

/** One record of Vietstock's `data` array, as far as the importer reads it. */
export interface VietstockRow {
  NormID: number;
  NormName: string;
  GroupName: string | null;
  UnitCode: string | null;
  FromSource: string | null;
  NormValue: unknown;
  ReportTime: string;
  TernDay: string;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

export interface Mapped {
  spec: SeriesSpec;
  period: string;
  valueType: MacroValueKind;
}

function spec(
  code: string,
  menuCode: string,
  nameVi: string,
  unit: string,
  frequency: SeriesSpec['frequency'],
  source: string,
): SeriesSpec {
  return { code, menuCode, nameVi: `${nameVi} (Vietstock)`, nameEn: '', unit, frequency, source };
}

export function mapCpi(row: VietstockRow, source: string): Mapped | string {
  const match = /^([A-Za-z]+)-(\d{4})$/.exec(row.ReportTime.trim());
  const month = MONTHS.indexOf((match?.[1] ?? '').slice(0, 3).toLowerCase()) + 1;
  if (!match || month === 0) return `Kỳ "${row.ReportTime}" không hợp lệ`;
  return {
    spec: spec(
      `VS_CPI_${codeFragment(cleanName(row.NormName))}`,
      'CPI',
      nameFor('cpi', row.NormName),
      'điểm',
      'month',
      source,
    ),
    period: monthEnd(Number(match[2]), month),
    // Vietstock's CPI table is the change on the previous month, in percent.
    valueType: 'mom',
  };
}

const GDP_GROUPS: Record<
  string,
  { prefix: string; menuCode: string; label: string; unit: string; growth: boolean }
> = {
  'Current GDP value': {
    prefix: 'NOMINAL',
    menuCode: 'GDP_NONIMAL',
    label: 'GDP theo giá hiện hành',
    unit: 'tỷ đồng',
    growth: false,
  },
  'GDP value (2010)': {
    prefix: 'REAL',
    menuCode: 'GDP_REAL',
    label: 'GDP theo giá so sánh 2010',
    unit: 'tỷ đồng',
    growth: false,
  },
  'Real GDP growth': {
    prefix: 'REAL',
    menuCode: 'GDP_REAL',
    label: 'GDP theo giá so sánh 2010',
    unit: 'tỷ đồng',
    growth: true,
  },
  '': { prefix: 'SHARE', menuCode: 'GDP_NONIMAL', label: 'Tỷ trọng trong GDP', unit: '%', growth: false },
};

export function mapGdp(row: VietstockRow, source: string): Mapped | string {
  const group = GDP_GROUPS[cleanName(row.GroupName ?? '')];
  if (!group) return `Nhóm chỉ tiêu "${row.GroupName ?? ''}" chưa được hỗ trợ`;
  const expectedUnit = group.growth || group.prefix === 'SHARE' ? '%' : group.unit;
  if (unitFor(row.UnitCode) !== expectedUnit) return `Đơn vị "${row.UnitCode ?? ''}" khác ${expectedUnit}`;
  const match = /^(Q[1-4]|6M|9M|12M)\/(\d{4})$/.exec(row.ReportTime.trim());
  if (!match) return `Kỳ "${row.ReportTime}" không hợp lệ`;
  const [term, year] = [match[1] ?? '', Number(match[2])];
  // "6M/2022" is January-June: it sits on the quarter it ends, as a year-to-date figure.
  const cumulative = term.endsWith('M');
  const quarter = cumulative ? Number(term.slice(0, -1)) / 3 : Number(term.slice(1));
  const sector = GDP_SECTORS.find((item) => item.pattern.test(row.NormName));
  const sectorName = sector?.nameVi ?? 'Tổng số';
  const valueType: MacroValueKind = group.growth
    ? cumulative
      ? 'ytd_yoy'
      : 'yoy'
    : cumulative
      ? 'ytd'
      : 'value';
  return {
    spec: spec(
      `VS_GDP_${group.prefix}_${sector?.key ?? 'TOTAL'}`,
      group.menuCode,
      `${group.label} - ${sectorName}`,
      group.unit,
      'quarter',
      source,
    ),
    period: quarterEnd(year, quarter),
    valueType,
  };
}

function fxCode(name: string): string {
  if (/central/i.test(name)) return 'VS_FX_USDVND_CENTRAL';
  if (/interbank/i.test(name)) return 'VS_FX_USDVND_INTERBANK';
  return `VS_FX_${codeFragment(cleanName(name))}`;
}

export function mapFx(row: VietstockRow, source: string): (Mapped & { day: string }) | string {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(row.ReportTime.trim());
  const [day, month, year] = [Number(match?.[1]), Number(match?.[2]), Number(match?.[3])];
  if (!match || month < 1 || month > 12 || day < 1 || day > 31)
    return `Ngày "${row.ReportTime}" không hợp lệ`;
  return {
    spec: spec(
      fxCode(row.NormName),
      'FX_USDVND',
      nameFor('fx', row.NormName),
      unitFor(row.UnitCode),
      'month',
      source,
    ),
    period: monthEnd(year, month),
    valueType: 'value',
    day: `${match[3]}-${match[2]}-${match[1]}`,
  };
}

export function mapPopulation(row: VietstockRow, source: string): Mapped | string {
  const match = /^(\d{4})$/.exec(row.ReportTime.trim());
  if (!match) return `Năm "${row.ReportTime}" không hợp lệ`;
  return {
    spec: spec(
      `VS_LABOR_${codeFragment(cleanName(row.NormName))}`,
      'POPULATION_LABOR',
      nameFor('population', row.NormName),
      unitFor(row.UnitCode),
      'year',
      source,
    ),
    period: yearEnd(Number(match[1])),
    valueType: 'value',
  };
}
