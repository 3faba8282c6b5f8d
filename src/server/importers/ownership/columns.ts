import { normalizeSearchText } from '@/common/text';

/**
 * The columns of the ownership CSV (docs/DATA.md "Ownership import"): English keys, or the
 * Vietnamese headings vendors print (accents, case and punctuation ignored: "Tỷ lệ (%)" = ty_le).
 * The header decides what the file holds: person_name -> insider deals, holder_name -> major
 * shareholders, holder_kind alone -> shareholder structure.
 */

export const OWNERSHIP_KINDS = ['structure', 'major', 'insider'] as const;
export type OwnershipFileKind = (typeof OWNERSHIP_KINDS)[number];

export type ColumnKey =
  | 'ticker'
  | 'as_of'
  | 'holder_kind'
  | 'holder_name'
  | 'shares'
  | 'pct'
  | 'source'
  | 'person_name'
  | 'position'
  | 'relation'
  | 'action'
  | 'registered_shares'
  | 'registered_from'
  | 'registered_to'
  | 'executed_shares'
  | 'executed_on'
  | 'shares_before'
  | 'shares_after'
  | 'status';

const ALIASES: Record<ColumnKey, readonly string[]> = {
  ticker: ['ticker', 'symbol', 'ma', 'ma_ck', 'ma_chung_khoan'],
  as_of: ['as_of', 'date', 'ngay', 'ngay_chot', 'ngay_cap_nhat'],
  holder_kind: ['holder_kind', 'loai_co_dong', 'nhom_co_dong'],
  holder_name: ['holder_name', 'co_dong', 'ten_co_dong'],
  shares: ['shares', 'so_co_phieu', 'so_cp', 'so_luong', 'so_luong_co_phieu'],
  pct: ['pct', 'percent', 'ty_le', 'ty_le_so_huu'],
  source: ['source', 'nguon'],
  person_name: ['person_name', 'nguoi_giao_dich', 'ten_nguoi_giao_dich', 'ho_ten'],
  position: ['position', 'chuc_vu', 'chuc_vu_quan_he'],
  relation: ['relation', 'quan_he', 'loai_nguoi_giao_dich'],
  action: ['action', 'loai_giao_dich', 'giao_dich', 'mua_ban'],
  registered_shares: ['registered_shares', 'kl_dang_ky', 'khoi_luong_dang_ky'],
  registered_from: ['registered_from', 'ngay_bat_dau', 'ngay_bat_dau_dang_ky', 'dang_ky_tu'],
  registered_to: ['registered_to', 'ngay_ket_thuc', 'ngay_ket_thuc_dang_ky', 'dang_ky_den'],
  executed_shares: ['executed_shares', 'kl_thuc_hien', 'khoi_luong_thuc_hien'],
  executed_on: ['executed_on', 'ngay_thuc_hien', 'ngay_giao_dich'],
  shares_before: ['shares_before', 'truoc_giao_dich', 'sl_truoc_gd', 'so_luong_truoc_giao_dich'],
  shares_after: ['shares_after', 'sau_giao_dich', 'sl_sau_gd', 'so_luong_sau_giao_dich'],
  status: ['status', 'trang_thai'],
};

/** Columns each kind needs; the others of its list are optional. */
export const REQUIRED: Record<OwnershipFileKind, readonly ColumnKey[]> = {
  structure: ['ticker', 'as_of', 'holder_kind', 'source'],
  major: ['ticker', 'as_of', 'holder_name', 'holder_kind', 'source'],
  insider: ['ticker', 'person_name', 'relation', 'action', 'registered_from', 'source'],
};

export const KIND_LABELS: Record<OwnershipFileKind, string> = {
  structure: 'cơ cấu cổ đông',
  major: 'cổ đông lớn',
  insider: 'giao dịch nội bộ',
};

const BY_ALIAS = new Map<string, ColumnKey>(
  (Object.entries(ALIASES) as [ColumnKey, readonly string[]][]).flatMap(([key, aliases]) =>
    aliases.map((alias) => [alias, key] as const),
  ),
);

/** "Tỷ lệ (%)" -> "ty_le". */
export function headingKey(heading: string): string {
  return normalizeSearchText(heading)
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
}

export type ColumnMap = Partial<Record<ColumnKey, number>>;

/** The column of each known key; unknown headings are ignored, a key given twice is an error. */
export function mapHeader(cells: readonly string[]): { columns: ColumnMap } | { error: string } {
  const columns: ColumnMap = {};
  for (const [index, heading] of cells.entries()) {
    const key = BY_ALIAS.get(headingKey(heading));
    if (!key) continue;
    if (columns[key] !== undefined) return { error: `Cột "${heading}" lặp lại (cùng nghĩa với cột khác)` };
    columns[key] = index;
  }
  return { columns };
}

export function kindOf(columns: ColumnMap): OwnershipFileKind | null {
  if (columns.person_name !== undefined) return 'insider';
  if (columns.holder_name !== undefined) return 'major';
  if (columns.holder_kind !== undefined) return 'structure';
  return null;
}
