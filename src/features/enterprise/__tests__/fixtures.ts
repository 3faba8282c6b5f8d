import type { CorpProfile, CorpSearchItem } from '@/common/contracts/enterprise';

export const VCB: CorpSearchItem = {
  ticker: 'VCB',
  nameVi: 'Ngân hàng TMCP Ngoại thương Việt Nam',
  shortName: 'Vietcombank',
  exchange: 'HOSE',
  companyType: 'bank',
  industryName: 'Ngân hàng',
};
export const ACB: CorpSearchItem = {
  ...VCB,
  ticker: 'ACB',
  nameVi: 'Ngân hàng TMCP Á Châu',
  shortName: 'ACB',
};
export const VNM: CorpSearchItem = {
  ticker: 'VNM',
  nameVi: 'Công ty Cổ phần Sữa Việt Nam (Vinamilk)',
  shortName: 'Vinamilk',
  exchange: 'HOSE',
  companyType: 'non_financial',
  industryName: 'Sản xuất thực phẩm',
};

export function profileOf(item: CorpSearchItem, extra: Partial<CorpProfile> = {}): CorpProfile {
  return {
    ...item,
    nameEn: '',
    icbCodes: ['8000', '8300'],
    industryPath: ['Tài chính', 'Ngân hàng'],
    lastPrice: 25_000,
    priceChange: 500,
    priceChangePercent: 2.04,
    priceDate: '2024-06-05',
    foundedDate: '1993-09-27',
    listingDate: '2018-06-04',
    charterCapital: 35_000_000_000_000,
    sharesOutstanding: 3_500_000_000,
    website: null,
    address: 'Hà Nội',
    profile: 'Ngân hàng thương mại cổ phần.',
    isDemo: false,
    ...extra,
  };
}

export const TCB_PROFILE = profileOf({
  ...VCB,
  ticker: 'TCB',
  nameVi: 'Ngân hàng TMCP Kỹ Thương Việt Nam',
  shortName: 'Techcombank',
});
