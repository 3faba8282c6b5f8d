/**
 * How a company's type (which statement templates apply) was decided, weakest first. A stronger
 * source replaces a weaker one; an equal or weaker one never overwrites it (docs/DATA.md "Company
 * type"). `unknown`: a listing from a source that does not say (a feed's securities list): shown as
 * not yet known, the stored type is only the template pages fall back to; `guessed`: a placeholder made by a price import that knows nothing of the company;
 * `listing`: inferred from a listing's industry and name; `statements`: the template layout of an
 * imported statement file; `admin`: set by an administrator in the console.
 */
export const COMPANY_TYPE_SOURCES = ['unknown', 'guessed', 'listing', 'statements', 'admin'] as const;
export type CompanyTypeSource = (typeof COMPANY_TYPE_SOURCES)[number];

export const COMPANY_TYPE_SOURCE_LABELS: Record<CompanyTypeSource, string> = {
  unknown: 'Chưa rõ (nguồn niêm yết không nêu)',
  guessed: 'Tạm đoán (nhập giá)',
  listing: 'Danh sách niêm yết',
  statements: 'Báo cáo tài chính',
  admin: 'Quản trị viên',
};

/** The rank of a source: a higher one wins. */
export function companyTypeSourceRank(source: CompanyTypeSource): number {
  return COMPANY_TYPE_SOURCES.indexOf(source);
}
