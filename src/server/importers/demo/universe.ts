import { COMPANY_TYPES, EXCHANGES, type CompanyType, type Exchange } from '@/common/constants/market';

/** What drives a company's demo story: drift, beta, value chain and news topics. */
export const THEMES = [
  'bank',
  'securities',
  'insurance',
  'real_estate',
  'industrial_park',
  'construction',
  'building_materials',
  'steel',
  'dairy_food',
  'beer',
  'seafood',
  'retail',
  'technology',
  'oil_gas',
  'gas',
  'power',
  'logistics',
  'airport',
  'airline',
  'fertilizer',
  'textile',
  'pharma',
] as const;
export type Theme = (typeof THEMES)[number];

export interface DemoCompanySpec {
  ticker: string;
  exchange: Exchange;
  companyType: CompanyType;
  /** ICB level-4 sub-sector; the upper levels follow from its digits. */
  icbCode4: string;
  theme: Theme;
  /** 1 = largest; sets the share count and so the market cap and liquidity. */
  tier: 1 | 2 | 3 | 4 | 5;
  foundedYear: number;
  city: string;
  shortName: string;
  nameVi: string;
  nameEn: string;
}

// Well-known listed companies and their public names, written from general knowledge. Everything
// else about them (prices, profiles, news, listing dates) is generated and shown as demo data.
// ticker|exchange|type|icb4|theme|tier|founded|city|short name|Vietnamese name|English name
const TABLE = `
VCB|HOSE|bank|8355|bank|1|1963|Hà Nội|Vietcombank|Ngân hàng TMCP Ngoại thương Việt Nam|Joint Stock Commercial Bank for Foreign Trade of Vietnam
TCB|HOSE|bank|8355|bank|1|1993|Hà Nội|Techcombank|Ngân hàng TMCP Kỹ Thương Việt Nam|Vietnam Technological and Commercial Joint Stock Bank
BID|HOSE|bank|8355|bank|1|1957|Hà Nội|BIDV|Ngân hàng TMCP Đầu tư và Phát triển Việt Nam|Joint Stock Commercial Bank for Investment and Development of Vietnam
CTG|HOSE|bank|8355|bank|1|1988|Hà Nội|VietinBank|Ngân hàng TMCP Công Thương Việt Nam|Vietnam Joint Stock Commercial Bank for Industry and Trade
MBB|HOSE|bank|8355|bank|2|1994|Hà Nội|MB|Ngân hàng TMCP Quân đội|Military Commercial Joint Stock Bank
ACB|HOSE|bank|8355|bank|2|1993|TP. Hồ Chí Minh|ACB|Ngân hàng TMCP Á Châu|Asia Commercial Joint Stock Bank
VPB|HOSE|bank|8355|bank|2|1993|Hà Nội|VPBank|Ngân hàng TMCP Việt Nam Thịnh Vượng|Vietnam Prosperity Joint Stock Commercial Bank
STB|HOSE|bank|8355|bank|2|1991|TP. Hồ Chí Minh|Sacombank|Ngân hàng TMCP Sài Gòn Thương Tín|Saigon Thuong Tin Commercial Joint Stock Bank
HDB|HOSE|bank|8355|bank|2|1989|TP. Hồ Chí Minh|HDBank|Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh|Ho Chi Minh City Development Joint Stock Commercial Bank
SHB|HOSE|bank|8355|bank|3|1993|Hà Nội|SHB|Ngân hàng TMCP Sài Gòn - Hà Nội|Saigon - Hanoi Commercial Joint Stock Bank
VIB|HOSE|bank|8355|bank|3|1996|Hà Nội|VIB|Ngân hàng TMCP Quốc tế Việt Nam|Vietnam International Commercial Joint Stock Bank
BAB|HNX|bank|8355|bank|4|1994|Hà Nội|Bac A Bank|Ngân hàng TMCP Bắc Á|Bac A Commercial Joint Stock Bank
ABB|UPCOM|bank|8355|bank|4|1993|TP. Hồ Chí Minh|ABBank|Ngân hàng TMCP An Bình|An Binh Commercial Joint Stock Bank
SSI|HOSE|securities|8777|securities|2|1999|TP. Hồ Chí Minh|Chứng khoán SSI|Công ty Cổ phần Chứng khoán SSI|SSI Securities Corporation
VND|HOSE|securities|8777|securities|3|2006|Hà Nội|VNDIRECT|Công ty Cổ phần Chứng khoán VNDIRECT|VNDIRECT Securities Corporation
HCM|HOSE|securities|8777|securities|3|2003|TP. Hồ Chí Minh|HSC|Công ty Cổ phần Chứng khoán Thành phố Hồ Chí Minh|Ho Chi Minh City Securities Corporation
VCI|HOSE|securities|8777|securities|3|2007|TP. Hồ Chí Minh|Vietcap|Công ty Cổ phần Chứng khoán Vietcap|Vietcap Securities Joint Stock Company
SHS|HNX|securities|8777|securities|3|2007|Hà Nội|SHS|Công ty Cổ phần Chứng khoán Sài Gòn - Hà Nội|Saigon - Hanoi Securities Joint Stock Company
MBS|HNX|securities|8777|securities|4|2000|Hà Nội|MBS|Công ty Cổ phần Chứng khoán MB|MB Securities Joint Stock Company
BVH|HOSE|insurance|8532|insurance|2|1965|Hà Nội|Bảo Việt|Tập đoàn Bảo Việt|Bao Viet Holdings
BMI|HOSE|insurance|8536|insurance|4|1994|TP. Hồ Chí Minh|Bảo Minh|Tổng Công ty Cổ phần Bảo Minh|Bao Minh Insurance Corporation
MIG|HOSE|insurance|8536|insurance|4|2007|Hà Nội|MIC|Tổng Công ty Cổ phần Bảo hiểm Quân đội|Military Insurance Corporation
PVI|HNX|insurance|8536|insurance|3|1996|Hà Nội|PVI|Công ty Cổ phần PVI|PVI Holdings
VIC|HOSE|non_financial|8633|real_estate|1|1993|Hà Nội|Vingroup|Tập đoàn Vingroup - Công ty Cổ phần|Vingroup Joint Stock Company
VHM|HOSE|non_financial|8633|real_estate|1|2008|Hà Nội|Vinhomes|Công ty Cổ phần Vinhomes|Vinhomes Joint Stock Company
NVL|HOSE|non_financial|8633|real_estate|2|1992|TP. Hồ Chí Minh|Novaland|Công ty Cổ phần Tập đoàn Đầu tư Địa ốc No Va|No Va Land Investment Group Corporation
KDH|HOSE|non_financial|8633|real_estate|3|2001|TP. Hồ Chí Minh|Khang Điền|Công ty Cổ phần Đầu tư và Kinh doanh Nhà Khang Điền|Khang Dien House Trading and Investment JSC
DXG|HOSE|non_financial|8633|real_estate|3|2003|TP. Hồ Chí Minh|Đất Xanh|Công ty Cổ phần Tập đoàn Đất Xanh|Dat Xanh Group Joint Stock Company
CEO|HNX|non_financial|8633|real_estate|4|2001|Hà Nội|C.E.O Group|Công ty Cổ phần Tập đoàn C.E.O|C.E.O Group Joint Stock Company
KBC|HOSE|non_financial|8633|industrial_park|3|2002|Bắc Ninh|Kinh Bắc|Tổng Công ty Phát triển Đô thị Kinh Bắc - CTCP|Kinh Bac City Development Holding Corporation
IDC|HNX|non_financial|8633|industrial_park|3|2000|Hà Nội|IDICO|Tổng Công ty IDICO - CTCP|IDICO Corporation
CTD|HOSE|non_financial|2357|construction|4|2004|TP. Hồ Chí Minh|Coteccons|Công ty Cổ phần Xây dựng Coteccons|Coteccons Construction Joint Stock Company
VCG|HOSE|non_financial|2357|construction|3|1988|Hà Nội|Vinaconex|Tổng Công ty Cổ phần Xuất nhập khẩu và Xây dựng Việt Nam|Vietnam Construction and Import-Export JSC
PC1|HOSE|non_financial|2357|construction|4|1963|Hà Nội|PC1|Công ty Cổ phần Tập đoàn PC1|PC1 Group Joint Stock Company
HT1|HOSE|non_financial|2353|building_materials|4|1964|TP. Hồ Chí Minh|Xi măng Hà Tiên|Công ty Cổ phần Xi măng Vicem Hà Tiên|Vicem Ha Tien Cement Joint Stock Company
BMP|HOSE|non_financial|2353|building_materials|4|1977|TP. Hồ Chí Minh|Nhựa Bình Minh|Công ty Cổ phần Nhựa Bình Minh|Binh Minh Plastics Joint Stock Company
VCS|HNX|non_financial|2353|building_materials|4|2002|Hải Dương|Vicostone|Công ty Cổ phần Vicostone|Vicostone Joint Stock Company
NTP|HNX|non_financial|2353|building_materials|4|1960|Hải Phòng|Nhựa Tiền Phong|Công ty Cổ phần Nhựa Thiếu niên Tiền Phong|Tien Phong Plastic Joint Stock Company
HPG|HOSE|non_financial|1757|steel|1|1992|Hà Nội|Hòa Phát|Công ty Cổ phần Tập đoàn Hòa Phát|Hoa Phat Group Joint Stock Company
HSG|HOSE|non_financial|1757|steel|3|2001|Bình Dương|Hoa Sen|Công ty Cổ phần Tập đoàn Hoa Sen|Hoa Sen Group
NKG|HOSE|non_financial|1757|steel|4|2002|Bình Dương|Thép Nam Kim|Công ty Cổ phần Thép Nam Kim|Nam Kim Steel Joint Stock Company
TVN|UPCOM|non_financial|1757|steel|3|1990|Hà Nội|VNSteel|Tổng Công ty Thép Việt Nam - CTCP|Vietnam Steel Corporation
VNM|HOSE|non_financial|3577|dairy_food|1|1976|TP. Hồ Chí Minh|Vinamilk|Công ty Cổ phần Sữa Việt Nam|Vietnam Dairy Products Joint Stock Company
MSN|HOSE|non_financial|3577|dairy_food|1|2004|TP. Hồ Chí Minh|Masan|Công ty Cổ phần Tập đoàn Masan|Masan Group Corporation
MCH|UPCOM|non_financial|3577|dairy_food|2|2000|TP. Hồ Chí Minh|Masan Consumer|Công ty Cổ phần Hàng tiêu dùng Masan|Masan Consumer Corporation
QNS|UPCOM|non_financial|3577|dairy_food|3|2005|Quảng Ngãi|Đường Quảng Ngãi|Công ty Cổ phần Đường Quảng Ngãi|Quang Ngai Sugar Joint Stock Company
SAB|HOSE|non_financial|3533|beer|1|1977|TP. Hồ Chí Minh|Sabeco|Tổng Công ty Cổ phần Bia - Rượu - Nước giải khát Sài Gòn|Saigon Beer - Alcohol - Beverage Corporation
BHN|HOSE|non_financial|3533|beer|3|1890|Hà Nội|Habeco|Tổng Công ty Cổ phần Bia - Rượu - Nước giải khát Hà Nội|Hanoi Beer - Alcohol - Beverage Corporation
VHC|HOSE|non_financial|3573|seafood|3|1997|Đồng Tháp|Vĩnh Hoàn|Công ty Cổ phần Vĩnh Hoàn|Vinh Hoan Corporation
ANV|HOSE|non_financial|3573|seafood|4|1993|An Giang|Nam Việt|Công ty Cổ phần Nam Việt|Nam Viet Corporation
MWG|HOSE|non_financial|5379|retail|2|2004|TP. Hồ Chí Minh|Thế Giới Di Động|Công ty Cổ phần Đầu tư Thế Giới Di Động|Mobile World Investment Corporation
PNJ|HOSE|non_financial|5379|retail|3|1988|TP. Hồ Chí Minh|PNJ|Công ty Cổ phần Vàng bạc Đá quý Phú Nhuận|Phu Nhuan Jewelry Joint Stock Company
DGW|HOSE|non_financial|5379|retail|4|1997|TP. Hồ Chí Minh|Digiworld|Công ty Cổ phần Thế Giới Số|Digiworld Corporation
FPT|HOSE|non_financial|9533|technology|1|1988|Hà Nội|FPT|Công ty Cổ phần FPT|FPT Corporation
CMG|HOSE|non_financial|9533|technology|4|1993|Hà Nội|CMC|Công ty Cổ phần Tập đoàn Công nghệ CMC|CMC Corporation
ELC|HOSE|non_financial|9537|technology|5|1995|Hà Nội|Elcom|Công ty Cổ phần Công nghệ - Viễn thông ELCOM|Elcom Technology Communications Corporation
PLX|HOSE|non_financial|0537|oil_gas|2|1956|Hà Nội|Petrolimex|Tập đoàn Xăng dầu Việt Nam|Vietnam National Petroleum Group
BSR|UPCOM|non_financial|0537|oil_gas|2|2008|Quảng Ngãi|Lọc dầu Bình Sơn|Công ty Cổ phần Lọc hóa dầu Bình Sơn|Binh Son Refining and Petrochemical JSC
PVD|HOSE|non_financial|0573|oil_gas|3|2001|TP. Hồ Chí Minh|PV Drilling|Tổng Công ty Cổ phần Khoan và Dịch vụ Khoan Dầu khí|PetroVietnam Drilling and Well Services Corporation
PVS|HNX|non_financial|0573|oil_gas|3|1993|TP. Hồ Chí Minh|PTSC|Tổng Công ty Cổ phần Dịch vụ Kỹ thuật Dầu khí Việt Nam|PetroVietnam Technical Services Corporation
GAS|HOSE|non_financial|7573|gas|1|1990|TP. Hồ Chí Minh|PV GAS|Tổng Công ty Khí Việt Nam - CTCP|PetroVietnam Gas Joint Stock Corporation
POW|HOSE|non_financial|7535|power|2|2007|Hà Nội|PV Power|Tổng Công ty Điện lực Dầu khí Việt Nam - CTCP|PetroVietnam Power Corporation
REE|HOSE|non_financial|7535|power|3|1977|TP. Hồ Chí Minh|REE|Công ty Cổ phần Cơ Điện Lạnh|Refrigeration Electrical Engineering Corporation
NT2|HOSE|non_financial|7535|power|4|2007|Đồng Nai|Điện Nhơn Trạch 2|Công ty Cổ phần Điện lực Dầu khí Nhơn Trạch 2|PetroVietnam Power Nhon Trach 2 JSC
GMD|HOSE|non_financial|2777|logistics|3|1990|TP. Hồ Chí Minh|Gemadept|Công ty Cổ phần Gemadept|Gemadept Corporation
ACV|UPCOM|non_financial|2777|airport|1|1993|TP. Hồ Chí Minh|ACV|Tổng Công ty Cảng hàng không Việt Nam - CTCP|Airports Corporation of Vietnam
SCS|HOSE|non_financial|2777|airport|4|2008|TP. Hồ Chí Minh|SCSC|Công ty Cổ phần Dịch vụ Hàng hóa Sài Gòn|Saigon Cargo Service Corporation
VJC|HOSE|non_financial|5751|airline|2|2007|Hà Nội|Vietjet|Công ty Cổ phần Hàng không VietJet|Vietjet Aviation Joint Stock Company
HVN|HOSE|non_financial|5751|airline|2|1956|Hà Nội|Vietnam Airlines|Tổng Công ty Hàng không Việt Nam - CTCP|Vietnam Airlines JSC
DPM|HOSE|non_financial|1353|fertilizer|3|2003|TP. Hồ Chí Minh|Đạm Phú Mỹ|Tổng Công ty Phân bón và Hóa chất Dầu khí - CTCP|PetroVietnam Fertilizer and Chemicals Corporation
DCM|HOSE|non_financial|1353|fertilizer|3|2008|Cà Mau|Đạm Cà Mau|Công ty Cổ phần Phân bón Dầu khí Cà Mau|PetroVietnam Ca Mau Fertilizer JSC
DGC|HOSE|non_financial|1353|fertilizer|3|1996|Hà Nội|Hóa chất Đức Giang|Công ty Cổ phần Tập đoàn Hóa chất Đức Giang|Duc Giang Chemicals Group JSC
LAS|HNX|non_financial|1353|fertilizer|4|1962|Phú Thọ|Supe Lâm Thao|Công ty Cổ phần Supe Phốt phát và Hóa chất Lâm Thao|Lam Thao Fertilizers and Chemicals JSC
TCM|HOSE|non_financial|3763|textile|4|1976|TP. Hồ Chí Minh|Dệt may Thành Công|Công ty Cổ phần Dệt may - Đầu tư - Thương mại Thành Công|Thanh Cong Textile Garment Investment Trading JSC
MSH|HOSE|non_financial|3763|textile|4|1988|Nam Định|May Sông Hồng|Công ty Cổ phần May Sông Hồng|Song Hong Garment Joint Stock Company
TNG|HNX|non_financial|3763|textile|4|1979|Thái Nguyên|TNG|Công ty Cổ phần Đầu tư và Thương mại TNG|TNG Investment and Trading JSC
VGT|UPCOM|non_financial|3763|textile|3|1995|Hà Nội|Vinatex|Tập đoàn Dệt May Việt Nam|Vietnam National Textile and Garment Group
DHG|HOSE|non_financial|4577|pharma|3|1974|Cần Thơ|Dược Hậu Giang|Công ty Cổ phần Dược Hậu Giang|DHG Pharmaceutical Joint Stock Company
IMP|HOSE|non_financial|4577|pharma|4|1977|Đồng Tháp|Imexpharm|Công ty Cổ phần Dược phẩm Imexpharm|Imexpharm Corporation
`;

function parseTier(text: string): DemoCompanySpec['tier'] {
  const tier = Number(text);
  if (tier === 1 || tier === 2 || tier === 3 || tier === 4 || tier === 5) return tier;
  throw new Error(`demo universe: bad tier ${text}`);
}

function oneOf<T extends string>(values: readonly T[], text: string): T {
  const found = values.find((value) => value === text);
  if (found === undefined) throw new Error(`demo universe: unknown value ${text}`);
  return found;
}

function parseLine(line: string): DemoCompanySpec {
  const fields = line.split('|');
  if (fields.length !== 11) throw new Error(`demo universe: expected 11 fields in "${line}"`);
  const [ticker, exchange, type, icb4, theme, tier, founded, city, shortName, nameVi, nameEn] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    ticker,
    exchange: oneOf(EXCHANGES, exchange),
    companyType: oneOf(COMPANY_TYPES, type),
    icbCode4: icb4,
    theme: oneOf(THEMES, theme),
    tier: parseTier(tier),
    foundedYear: Number(founded),
    city,
    shortName,
    nameVi,
    nameEn,
  };
}

export const DEMO_UNIVERSE: readonly DemoCompanySpec[] = TABLE.trim().split('\n').map(parseLine);

/** ICB levels 1-3 of a level-4 code (8355 -> 8000, 8300, 8350; oil and gas is 0001 at level 1). */
export function icbLevels(icbCode4: string): { icbCode1: string; icbCode2: string; icbCode3: string } {
  return {
    icbCode1: icbCode4.startsWith('0') ? '0001' : `${icbCode4.slice(0, 1)}000`,
    icbCode2: `${icbCode4.slice(0, 2)}00`,
    icbCode3: `${icbCode4.slice(0, 3)}0`,
  };
}
