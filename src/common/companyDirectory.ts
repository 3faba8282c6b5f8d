import type { Exchange } from './constants/market';

/**
 * The company directory (issue 29): every company, grouped by exchange and by ICB industry, each
 * linking to its overview. A server-rendered page that crawlers follow to every company page
 * (docs/DECISIONS.md "Company directory").
 */

export const COMPANY_DIRECTORY_PATH = '/doanh-nghiep';

export interface DirectoryCompany {
  ticker: string;
  name: string;
}

export interface DirectoryGroup {
  /** HOSE, an ICB code, or '' for companies without one. */
  key: string;
  label: string;
  companies: DirectoryCompany[];
}

export interface CompanyDirectory {
  total: number;
  byExchange: DirectoryGroup[];
  byIndustry: DirectoryGroup[];
}

export const EXCHANGE_LABELS: Readonly<Record<Exchange, string>> = {
  HOSE: 'Sở Giao dịch Chứng khoán TP.HCM (HOSE)',
  HNX: 'Sở Giao dịch Chứng khoán Hà Nội (HNX)',
  UPCOM: 'Thị trường UPCoM',
};

export const NO_EXCHANGE_LABEL = 'Chưa có sàn niêm yết';
export const NO_INDUSTRY_LABEL = 'Chưa phân ngành';
