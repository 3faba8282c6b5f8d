/**
 * Vietnamese names of the indicators in Vietstock's English output, keyed by the English name with
 * spaces collapsed. Names Vietstock adds later fall back to their English text (see nameFor).
 */
const CPI_NAMES: Record<string, string> = {
  'Consumer Price Index': 'Chỉ số giá tiêu dùng',
  'Food and foodstuff': 'Hàng ăn và dịch vụ ăn uống',
  Food: 'Lương thực',
  Foodstuff: 'Thực phẩm',
  'Eating outside': 'Ăn uống ngoài gia đình',
  'Beverage and cigarette': 'Đồ uống và thuốc lá',
  'Garment, Footwear, hat': 'May mặc, mũ nón và giày dép',
  'Housing and construction materials': 'Nhà ở và vật liệu xây dựng',
  'Household appliances and goods': 'Thiết bị và đồ dùng gia đình',
  'Medicine and health care': 'Thuốc và dịch vụ y tế',
  Traffic: 'Giao thông',
  'Postal services and Telecommunication': 'Bưu chính viễn thông',
  Education: 'Giáo dục',
  'Culture, entertainment and tourism': 'Văn hóa, giải trí và du lịch',
  'Other goods and services': 'Hàng hóa và dịch vụ khác',
};

const POPULATION_NAMES: Record<string, string> = {
  Population: 'Dân số',
  'Population density': 'Mật độ dân số',
  'Population growth rate': 'Tỷ lệ tăng dân số',
  'Population area urban rate': 'Tỷ lệ dân số thành thị',
  'Employed a': 'Số người có việc làm',
  Unemployed: 'Số người thất nghiệp',
  'Urban unemployment rate': 'Tỷ lệ thất nghiệp khu vực thành thị',
  'Labor force annual change, percent': 'Tăng trưởng lực lượng lao động',
  'Labor force participation rate percent': 'Tỷ lệ tham gia lực lượng lao động',
  Male: 'Tỷ lệ nam',
  Female: 'Tỷ lệ nữ',
  'Agriculture, forestry and Fishery': 'Lao động có việc làm - Nông, lâm nghiệp và thủy sản',
  'Industry & Construction': 'Lao động có việc làm - Công nghiệp và xây dựng',
  Services: 'Lao động có việc làm - Dịch vụ',
};

const FX_NAMES: Record<string, string> = {
  'Central rate (from 04/01/2016)': 'Tỷ giá trung tâm USD/VND',
  Interbank: 'Tỷ giá USD/VND liên ngân hàng',
};

const UNITS: Record<string, string> = {
  '%': '%',
  'Billion Dong': 'tỷ đồng',
  'Million people': 'triệu người',
  'People/km2': 'người/km²',
  'VND/USD': 'VND/USD',
};

export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

export type VietstockKind = 'cpi' | 'population' | 'fx';

export function nameFor(kind: VietstockKind, englishName: string): string {
  const table = kind === 'cpi' ? CPI_NAMES : kind === 'population' ? POPULATION_NAMES : FX_NAMES;
  const name = cleanName(englishName);
  return table[name] ?? name;
}

export function unitFor(unitCode: string | null): string {
  const code = cleanName(unitCode ?? '');
  return UNITS[code] ?? code;
}

/** GDP sectors: Vietstock names them in English; the three-sector split is GSO's. */
export const GDP_SECTORS = [
  { key: 'AGRICULTURE', pattern: /agricult/i, nameVi: 'Nông, lâm nghiệp và thủy sản' },
  { key: 'INDUSTRY', pattern: /industr/i, nameVi: 'Công nghiệp và xây dựng' },
  { key: 'SERVICES', pattern: /servic/i, nameVi: 'Dịch vụ' },
] as const;
