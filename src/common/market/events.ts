/**
 * Vocabulary of the corporate events calendar and of ownership data (issue 31), shared by the
 * server (schema, importers, services) and the screens. Labels are what the screens print.
 */

export const CORPORATE_EVENT_KINDS = [
  'cash_dividend',
  'stock_dividend',
  'bonus_issue',
  'rights_issue',
  'split',
  'agm',
  'egm',
  'listing',
  'additional_listing',
  'suspension',
] as const;
export type CorporateEventKind = (typeof CORPORATE_EVENT_KINDS)[number];

export const CORPORATE_EVENT_LABELS: Record<CorporateEventKind, string> = {
  cash_dividend: 'Cổ tức bằng tiền',
  stock_dividend: 'Cổ tức bằng cổ phiếu',
  bonus_issue: 'Cổ phiếu thưởng',
  rights_issue: 'Phát hành quyền mua',
  split: 'Chia tách cổ phiếu',
  agm: 'Đại hội cổ đông thường niên',
  egm: 'Đại hội cổ đông bất thường',
  listing: 'Niêm yết mới',
  additional_listing: 'Niêm yết bổ sung',
  suspension: 'Tạm ngừng giao dịch',
};

/** Kinds of holder in a shareholder structure. */
export const HOLDER_KINDS = ['state', 'foreign', 'insider', 'other'] as const;
export type HolderKind = (typeof HOLDER_KINDS)[number];

export const HOLDER_KIND_LABELS: Record<HolderKind, string> = {
  state: 'Nhà nước',
  foreign: 'Nước ngoài',
  insider: 'Nội bộ',
  other: 'Khác',
};

/** An insider (board, management, supervisors), a person related to one, or a major shareholder. */
export const INSIDER_RELATIONS = ['insider', 'related', 'major'] as const;
export type InsiderRelation = (typeof INSIDER_RELATIONS)[number];

export const INSIDER_RELATION_LABELS: Record<InsiderRelation, string> = {
  insider: 'Người nội bộ',
  related: 'Người có liên quan',
  major: 'Cổ đông lớn',
};

export const INSIDER_ACTIONS = ['buy', 'sell'] as const;
export type InsiderAction = (typeof INSIDER_ACTIONS)[number];

export const INSIDER_ACTION_LABELS: Record<InsiderAction, string> = { buy: 'Mua', sell: 'Bán' };

/** registered: window open, no result yet; done: result reported; cancelled: not carried out. */
export const INSIDER_STATUSES = ['registered', 'done', 'cancelled'] as const;
export type InsiderStatus = (typeof INSIDER_STATUSES)[number];

export const INSIDER_STATUS_LABELS: Record<InsiderStatus, string> = {
  registered: 'Đã đăng ký',
  done: 'Đã thực hiện',
  cancelled: 'Không thực hiện',
};
