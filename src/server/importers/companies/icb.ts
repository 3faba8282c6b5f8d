import { normalizeSearchText } from '@/common/text';
import type { Database } from '../../db/client';
import { industries } from '../../db/schema';
import { chunk } from '../../db/upsert';

export interface IcbIndustry {
  icbCode: string;
  level: 1 | 2 | 3 | 4;
  parentCode: string | null;
  nameVi: string;
  nameEn: string;
}

type Entry = [code: string, nameVi: string, nameEn: string];

// The public ICB classification (the 4-digit scheme Vietnamese exchanges publish), levels 1 to 3 in
// full so listings from outside can be mapped by name, and the level-4 sub-sectors the demo uses.
const LEVEL1: Entry[] = [
  ['0001', 'Dầu khí', 'Oil & Gas'],
  ['1000', 'Nguyên vật liệu', 'Basic Materials'],
  ['2000', 'Công nghiệp', 'Industrials'],
  ['3000', 'Hàng tiêu dùng', 'Consumer Goods'],
  ['4000', 'Y tế', 'Health Care'],
  ['5000', 'Dịch vụ tiêu dùng', 'Consumer Services'],
  ['6000', 'Viễn thông', 'Telecommunications'],
  ['7000', 'Tiện ích cộng đồng', 'Utilities'],
  ['8000', 'Tài chính', 'Financials'],
  ['9000', 'Công nghệ thông tin', 'Technology'],
];

const LEVEL2: Entry[] = [
  ['0500', 'Dầu khí', 'Oil & Gas'],
  ['1300', 'Hóa chất', 'Chemicals'],
  ['1700', 'Tài nguyên cơ bản', 'Basic Resources'],
  ['2300', 'Xây dựng và Vật liệu', 'Construction & Materials'],
  ['2700', 'Hàng hóa và Dịch vụ công nghiệp', 'Industrial Goods & Services'],
  ['3300', 'Ô tô và Phụ tùng', 'Automobiles & Parts'],
  ['3500', 'Thực phẩm và Đồ uống', 'Food & Beverage'],
  ['3700', 'Hàng cá nhân và Gia dụng', 'Personal & Household Goods'],
  ['4500', 'Y tế', 'Health Care'],
  ['5300', 'Bán lẻ', 'Retail'],
  ['5500', 'Truyền thông', 'Media'],
  ['5700', 'Du lịch và Giải trí', 'Travel & Leisure'],
  ['6500', 'Viễn thông', 'Telecommunications'],
  ['7500', 'Tiện ích', 'Utilities'],
  ['8300', 'Ngân hàng', 'Banks'],
  ['8500', 'Bảo hiểm', 'Insurance'],
  ['8600', 'Bất động sản', 'Real Estate'],
  ['8700', 'Dịch vụ tài chính', 'Financial Services'],
  ['9500', 'Công nghệ thông tin', 'Technology'],
];

const LEVEL3: Entry[] = [
  ['0530', 'Sản xuất dầu khí', 'Oil & Gas Producers'],
  ['0570', 'Thiết bị, Dịch vụ và Phân phối dầu khí', 'Oil Equipment, Services & Distribution'],
  ['1350', 'Hóa chất', 'Chemicals'],
  ['1730', 'Lâm nghiệp và Giấy', 'Forestry & Paper'],
  ['1750', 'Kim loại công nghiệp', 'Industrial Metals & Mining'],
  ['1770', 'Khai khoáng', 'Mining'],
  ['2350', 'Xây dựng và Vật liệu', 'Construction & Materials'],
  ['2710', 'Hàng không vũ trụ và Quốc phòng', 'Aerospace & Defense'],
  ['2720', 'Công nghiệp tổng hợp', 'General Industrials'],
  ['2730', 'Điện tử và Thiết bị điện', 'Electronic & Electrical Equipment'],
  ['2750', 'Cơ khí công nghiệp', 'Industrial Engineering'],
  ['2770', 'Vận tải công nghiệp', 'Industrial Transportation'],
  ['2790', 'Dịch vụ hỗ trợ', 'Support Services'],
  ['3350', 'Ô tô và Phụ tùng', 'Automobiles & Parts'],
  ['3530', 'Đồ uống', 'Beverages'],
  ['3570', 'Sản xuất thực phẩm', 'Food Producers'],
  ['3720', 'Hàng gia dụng', 'Household Goods & Home Construction'],
  ['3740', 'Hàng hóa giải trí', 'Leisure Goods'],
  ['3760', 'Hàng cá nhân', 'Personal Goods'],
  ['3780', 'Thuốc lá', 'Tobacco'],
  ['4530', 'Thiết bị và Dịch vụ y tế', 'Health Care Equipment & Services'],
  ['4570', 'Dược phẩm và Công nghệ sinh học', 'Pharmaceuticals & Biotechnology'],
  ['5330', 'Bán lẻ thực phẩm và thuốc', 'Food & Drug Retailers'],
  ['5370', 'Bán lẻ tổng hợp', 'General Retailers'],
  ['5550', 'Truyền thông', 'Media'],
  ['5750', 'Du lịch và Giải trí', 'Travel & Leisure'],
  ['6530', 'Viễn thông cố định', 'Fixed Line Telecommunications'],
  ['6570', 'Viễn thông di động', 'Mobile Telecommunications'],
  ['7530', 'Điện lực', 'Electricity'],
  ['7570', 'Khí đốt, Nước và Dịch vụ công cộng', 'Gas, Water & Multiutilities'],
  ['8350', 'Ngân hàng', 'Banks'],
  ['8530', 'Bảo hiểm phi nhân thọ', 'Nonlife Insurance'],
  ['8570', 'Bảo hiểm nhân thọ', 'Life Insurance'],
  ['8630', 'Đầu tư và Dịch vụ bất động sản', 'Real Estate Investment & Services'],
  ['8670', 'Quỹ đầu tư bất động sản', 'Real Estate Investment Trusts'],
  ['8770', 'Dịch vụ tài chính', 'Financial Services'],
  ['9530', 'Phần mềm và Dịch vụ máy tính', 'Software & Computer Services'],
  ['9570', 'Phần cứng và Thiết bị công nghệ', 'Technology Hardware & Equipment'],
];

const LEVEL4: Entry[] = [
  ['0537', 'Dầu khí tích hợp', 'Integrated Oil & Gas'],
  ['0573', 'Thiết bị và Dịch vụ dầu khí', 'Oil Equipment & Services'],
  ['1353', 'Hóa chất cơ bản', 'Commodity Chemicals'],
  ['1757', 'Thép', 'Iron & Steel'],
  ['2353', 'Vật liệu xây dựng', 'Building Materials & Fixtures'],
  ['2357', 'Xây dựng công trình', 'Heavy Construction'],
  ['2777', 'Dịch vụ vận tải', 'Transportation Services'],
  ['3533', 'Sản xuất bia', 'Brewers'],
  ['3573', 'Nông nghiệp, Thủy sản và Trồng trọt', 'Farming, Fishing & Plantations'],
  ['3577', 'Thực phẩm', 'Food Products'],
  ['3763', 'Quần áo và Phụ kiện', 'Clothing & Accessories'],
  ['4577', 'Dược phẩm', 'Pharmaceuticals'],
  ['5379', 'Bán lẻ chuyên dụng', 'Specialty Retailers'],
  ['5751', 'Hàng không', 'Airlines'],
  ['7535', 'Sản xuất điện', 'Conventional Electricity'],
  ['7573', 'Phân phối khí đốt', 'Gas Distribution'],
  ['8355', 'Ngân hàng', 'Banks'],
  ['8532', 'Bảo hiểm đa ngành', 'Full Line Insurance'],
  ['8536', 'Bảo hiểm tài sản và trách nhiệm', 'Property & Casualty Insurance'],
  ['8633', 'Phát triển và Kinh doanh bất động sản', 'Real Estate Holding & Development'],
  ['8777', 'Dịch vụ đầu tư', 'Investment Services'],
  ['9533', 'Dịch vụ máy tính', 'Computer Services'],
  ['9537', 'Phần mềm', 'Software'],
];

// ICB codes nest by digits: a level-2 code keeps the first two digits of its sector (8350 -> 8300),
// level 1 the first one (8300 -> 8000; oil & gas is 0001 by convention).
function parentOf(code: string, level: number): string | null {
  if (level === 1) return null;
  if (level === 2) return code.startsWith('0') ? '0001' : `${code.slice(0, 1)}000`;
  if (level === 3) return `${code.slice(0, 2)}00`;
  return `${code.slice(0, 3)}0`;
}

export const ICB_INDUSTRIES: readonly IcbIndustry[] = [LEVEL1, LEVEL2, LEVEL3, LEVEL4].flatMap(
  (entries, index) => {
    const level = (index + 1) as IcbIndustry['level'];
    return entries.map(([icbCode, nameVi, nameEn]) => ({
      icbCode,
      level,
      parentCode: parentOf(icbCode, level),
      nameVi,
      nameEn,
    }));
  },
);

/** Inserts the ICB classification; existing rows (maybe renamed by an operator) are left alone. */
export async function ensureIcbIndustries(tx: Database): Promise<void> {
  for (const part of chunk(ICB_INDUSTRIES, 500))
    await tx
      .insert(industries)
      .values([...part])
      .onConflictDoNothing();
}

/**
 * Compares industry names loosely: listings write "Xây dựng & Vật liệu" where the classification
 * says "Xây dựng và Vật liệu", and "Ôtô" where it says "Ô tô".
 */
export function industryNameKey(name: string): string {
  return normalizeSearchText(name)
    .replace(/&/g, ' va ')
    .replace(/[,\-/]/g, ' ')
    .replace(/\boto\b/g, 'o to')
    .replace(/\bva\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface IcbPath {
  icbCode1: string | null;
  icbCode2: string | null;
  icbCode3: string | null;
  icbCode4: string | null;
}

/** Resolves industry names to ICB codes through the industries table, by level. */
export class IcbNameIndex {
  private readonly byLevelAndName = new Map<string, string>();
  private readonly parents = new Map<string, string | null>();

  constructor(
    rows: readonly { icbCode: string; level: number; parentCode: string | null; nameVi: string }[],
  ) {
    for (const row of rows) {
      this.parents.set(row.icbCode, row.parentCode);
      const key = `${row.level}:${industryNameKey(row.nameVi)}`;
      if (!this.byLevelAndName.has(key)) this.byLevelAndName.set(key, row.icbCode);
    }
  }

  static async load(tx: Database): Promise<IcbNameIndex> {
    return new IcbNameIndex(await tx.select().from(industries));
  }

  /** The deepest match wins: the level-3 sector name first, then the level-2 super-sector. */
  resolve(sectorName: string, superSectorName: string): IcbPath {
    const sector = this.byLevelAndName.get(`3:${industryNameKey(sectorName)}`);
    if (sector) return this.path(sector, 3);
    const superSector =
      this.byLevelAndName.get(`2:${industryNameKey(superSectorName)}`) ??
      this.byLevelAndName.get(`2:${industryNameKey(sectorName)}`);
    if (superSector) return this.path(superSector, 2);
    return { icbCode1: null, icbCode2: null, icbCode3: null, icbCode4: null };
  }

  private path(code: string, level: 2 | 3): IcbPath {
    const parent = this.parents.get(code) ?? null;
    if (level === 3) {
      const grandParent = parent === null ? null : (this.parents.get(parent) ?? null);
      return { icbCode1: grandParent, icbCode2: parent, icbCode3: code, icbCode4: null };
    }
    return { icbCode1: parent, icbCode2: code, icbCode3: null, icbCode4: null };
  }
}
