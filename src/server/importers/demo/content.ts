import { ICB_INDUSTRIES } from '../companies/icb';
import { DEMO_LABEL } from './documents';
import type { DemoPrice } from './prices';
import type { Random } from './random';
import { icbLevels, type DemoCompanySpec, type Theme } from './universe';

export interface DemoNews {
  ticker: string | null;
  icbCode: string | null;
  title: string;
  summary: string;
  body: string;
  publishedAt: Date;
}

export interface DemoReport {
  ticker: string | null;
  icbCode: string | null;
  title: string;
  source: string;
  recommendation: 'buy' | 'hold' | 'sell';
  targetPrice: number | null;
  summary: string;
  fileUrl: string;
  publishedAt: Date;
}

export const DEMO_NEWS_SOURCE = 'Tin minh họa VnFin';
/** Made-up research houses: no real broker's name on generated recommendations. */
export const DEMO_RESEARCH_HOUSES = [
  'Phòng Phân tích VnFin (minh họa)',
  'Khối Nghiên cứu Chứng khoán Sao Việt (minh họa)',
  'Trung tâm Phân tích Đầu tư Hồng Hà (minh họa)',
];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const NEWS_WINDOW_DAYS = 730;

/** Vietnamese thousands grouping (12.345.000), independent of the machine's locale data. */
export function formatVnd(value: number): string {
  return String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

const THEME_HEADLINES: Record<Theme, (short: string, n: number) => string> = {
  bank: (s, n) => `${s} đẩy mạnh tăng trưởng tín dụng, giữ tỷ lệ nợ xấu dưới ${(n % 3) + 1}%`,
  securities: (s, n) => `${s} nâng dư nợ cho vay ký quỹ lên ${n} nghìn tỷ đồng`,
  insurance: (s, n) => `${s}: doanh thu phí bảo hiểm gốc tăng ${n % 30}% so với cùng kỳ`,
  real_estate: (s) => `${s} chuẩn bị mở bán phân khu mới, ngân hàng cam kết cho vay người mua nhà`,
  industrial_park: (s, n) => `${s} ký hợp đồng cho thuê ${n} ha đất khu công nghiệp với nhà đầu tư FDI`,
  construction: (s, n) => `${s} trúng gói thầu xây dựng trị giá ${n} nghìn tỷ đồng`,
  building_materials: (s, n) => `${s}: sản lượng tiêu thụ tăng ${n % 25}% nhờ đầu tư công`,
  steel: (s, n) => `Sản lượng thép tiêu thụ của ${s} đạt ${n * 10} nghìn tấn trong tháng`,
  dairy_food: (s) => `${s} ra mắt dòng sản phẩm mới, mở rộng kênh phân phối nông thôn`,
  beer: (s, n) => `${s}: sản lượng bia dịp cao điểm tăng ${n % 20}%`,
  seafood: (s, n) => `Xuất khẩu cá tra của ${s} sang thị trường Mỹ tăng ${n % 40}%`,
  retail: (s, n) => `${s} mở thêm ${n} cửa hàng trong quý, doanh thu trực tuyến tăng mạnh`,
  technology: (s, n) => `${s} ký hợp đồng chuyển đổi số trị giá ${n} triệu USD với khách hàng nước ngoài`,
  oil_gas: (s) => `Giá dầu thế giới biến động, ${s} điều chỉnh kế hoạch kinh doanh`,
  gas: (s, n) => `${s}: sản lượng khí cấp cho sản xuất điện tăng ${n % 15}%`,
  power: (s, n) => `${s}: sản lượng điện thương phẩm đạt ${n * 10} triệu kWh trong quý`,
  logistics: (s, n) => `Sản lượng container qua cảng của ${s} tăng ${n % 30}%`,
  airport: (s, n) => `Lượng khách qua các cảng hàng không của ${s} tăng ${n % 30}%`,
  airline: (s, n) => `${s} mở thêm ${(n % 6) + 1} đường bay quốc tế mới`,
  fertilizer: (s) => `Giá urê biến động, ${s} tăng xuất khẩu phân bón`,
  textile: (s, n) => `${s} đã có đơn hàng xuất khẩu đến hết quý ${(n % 4) + 1}`,
  pharma: (s) => `${s} trúng thầu cung ứng thuốc cho hệ thống bệnh viện công`,
};

/**
 * The last quarter that ended before `at` (Vietnam time, UTC+7): results are reported after the
 * quarter, so a story published on 10 November reports the third quarter, and one of January the
 * fourth quarter of the year before.
 */
export function lastReportedQuarter(at: Date): { year: number; quarter: number } {
  const local = new Date(at.getTime() + 7 * HOUR_MS);
  const current = Math.floor(local.getUTCMonth() / 3) + 1;
  return current === 1
    ? { year: local.getUTCFullYear() - 1, quarter: 4 }
    : { year: local.getUTCFullYear(), quarter: current - 1 };
}

function companyHeadline(company: DemoCompanySpec, random: Random, at: Date): string {
  const short = company.shortName;
  const year = at.getUTCFullYear();
  const { year: reportedYear, quarter } = lastReportedQuarter(at);
  const up = random.chance(0.6);
  const percent = random.int(3, 45);
  switch (random.int(0, 6)) {
    case 0:
      return `${short} báo lãi quý ${quarter}/${reportedYear} ${up ? 'tăng' : 'giảm'} ${percent}% so với cùng kỳ`;
    case 1:
      return `${short} thông qua kế hoạch lợi nhuận năm ${year} tại đại hội cổ đông thường niên`;
    case 2:
      return `Khối ngoại ${up ? 'mua' : 'bán'} ròng ${random.int(10, 400)} tỷ đồng cổ phiếu ${company.ticker} trong tuần`;
    case 3:
      return `Lãnh đạo ${short} đăng ký ${up ? 'mua' : 'bán'} ${random.int(1, 20)} triệu cổ phiếu ${company.ticker}`;
    case 4:
      return `${company.ticker}: Hội đồng quản trị thông qua phương án phát hành cổ phiếu tăng vốn điều lệ`;
    case 5:
      return `Cổ phiếu ${company.ticker} ${up ? 'tăng' : 'giảm'} ${percent % 20}% trong tháng, thanh khoản ${up ? 'cải thiện' : 'suy giảm'}`;
    default:
      return THEME_HEADLINES[company.theme](short, random.int(2, 60));
  }
}

function newsBody(title: string, subject: string): { summary: string; body: string } {
  return {
    summary: `${DEMO_LABEL} ${title}.`,
    body:
      `${DEMO_LABEL} ${title}. Tin này được tạo tự động để trình diễn giao diện, ` +
      `không phải tin tức thật về ${subject} và không phải khuyến nghị đầu tư.`,
  };
}

/** Several stories over the last two years and one or two from the last three days. */
export function buildCompanyNews(company: DemoCompanySpec, random: Random, now: Date): DemoNews[] {
  const moments = [
    ...Array.from(
      { length: random.int(8, 12) },
      () => now.getTime() - random.uniform(3, NEWS_WINDOW_DAYS) * DAY_MS,
    ),
    ...Array.from({ length: random.int(1, 2) }, () => now.getTime() - random.uniform(1, 60) * HOUR_MS),
  ];
  return moments.map((time) => {
    const publishedAt = new Date(Math.floor(time / 60_000) * 60_000);
    const title = companyHeadline(company, random, publishedAt);
    return { ticker: company.ticker, icbCode: null, title, ...newsBody(title, company.nameVi), publishedAt };
  });
}

const industryName = (icbCode: string): string =>
  ICB_INDUSTRIES.find((industry) => industry.icbCode === icbCode)?.nameVi ?? icbCode;

/** Sector stories, keyed by the ICB level-3 code the companies share. */
export function buildIndustryNews(icbCode3: string, random: Random, now: Date): DemoNews[] {
  const name = industryName(icbCode3);
  const headlines = [
    (year: number) => `Triển vọng ngành ${name.toLowerCase()} nửa cuối năm ${year}`,
    // About the year that has ended (a story of year Y reports year Y - 1).
    (year: number) =>
      `Ngành ${name.toLowerCase()}: phần lớn doanh nghiệp niêm yết báo lãi tăng trong năm ${year - 1}`,
    (year: number) => `Dòng tiền quay lại nhóm cổ phiếu ${name.toLowerCase()} đầu năm ${year}`,
    () => `Chính sách mới tác động đến doanh nghiệp ngành ${name.toLowerCase()}`,
  ];
  const moments = [
    ...Array.from({ length: 5 }, () => now.getTime() - random.uniform(3, NEWS_WINDOW_DAYS) * DAY_MS),
    now.getTime() - random.uniform(2, 70) * HOUR_MS,
  ];
  return moments.map((time) => {
    const publishedAt = new Date(Math.floor(time / 60_000) * 60_000);
    const title = random.pick(headlines)(publishedAt.getUTCFullYear());
    return {
      ticker: null,
      icbCode: icbCode3,
      title,
      ...newsBody(title, `ngành ${name.toLowerCase()}`),
      publishedAt,
    };
  });
}

/** The close on a day or the last one before it (prices sorted by date). */
export function closeOn(prices: readonly DemoPrice[], date: string): number | null {
  let low = 0;
  let high = prices.length - 1;
  let found: number | null = null;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const price = prices[middle];
    if (!price) break;
    if (price.date <= date) {
      found = price.close;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

const RECOMMENDATION_LABEL = { buy: 'MUA', hold: 'NẮM GIỮ', sell: 'BÁN' } as const;

/** Broker notes on a ticker with a target near the generated price of their day. */
export function buildCompanyReports(
  company: DemoCompanySpec,
  prices: readonly DemoPrice[],
  random: Random,
  now: Date,
): DemoReport[] {
  return Array.from({ length: random.int(3, 5) }, () => {
    const publishedAt = new Date(
      Math.floor((now.getTime() - random.uniform(1, NEWS_WINDOW_DAYS) * DAY_MS) / 60_000) * 60_000,
    );
    const day = publishedAt.toISOString().slice(0, 10);
    const price = closeOn(prices, day) ?? prices[0]?.close ?? 10_000;
    const upside = random.uniform(-0.15, 0.35);
    const recommendation = upside > 0.15 ? 'buy' : upside < 0 ? 'sell' : 'hold';
    const targetPrice = Math.round((price * (1 + upside)) / 100) * 100;
    return {
      ticker: company.ticker,
      icbCode: icbLevels(company.icbCode4).icbCode3,
      title: `${company.ticker}: Khuyến nghị ${RECOMMENDATION_LABEL[recommendation]}, giá mục tiêu ${formatVnd(targetPrice)} đồng`,
      source: random.pick(DEMO_RESEARCH_HOUSES),
      recommendation,
      targetPrice,
      summary:
        `${DEMO_LABEL} Báo cáo phân tích ${company.shortName} tạo tự động để trình diễn: giá tham chiếu ` +
        `${formatVnd(price)} đồng, giá mục tiêu ${formatVnd(targetPrice)} đồng (${upside >= 0 ? '+' : ''}${Math.round(upside * 100)}%).`,
      fileUrl: `/demo-docs/${company.ticker}/phan-tich-${day}.pdf`,
      publishedAt,
    };
  });
}

const INDUSTRY_VIEW = { buy: 'Khả quan', hold: 'Trung lập', sell: 'Kém khả quan' } as const;

export function buildIndustryReports(icbCode3: string, random: Random, now: Date): DemoReport[] {
  const name = industryName(icbCode3);
  return Array.from({ length: 3 }, (_, index) => {
    const publishedAt = new Date(
      Math.floor((now.getTime() - random.uniform(2, NEWS_WINDOW_DAYS) * DAY_MS) / 60_000) * 60_000,
    );
    const recommendation = random.pick(['buy', 'buy', 'hold', 'hold', 'sell'] as const);
    const day = publishedAt.toISOString().slice(0, 10);
    return {
      ticker: null,
      icbCode: icbCode3,
      title: `Báo cáo ngành ${name.toLowerCase()}: ${INDUSTRY_VIEW[recommendation]} năm ${publishedAt.getUTCFullYear()}`,
      source: DEMO_RESEARCH_HOUSES[index % DEMO_RESEARCH_HOUSES.length] ?? DEMO_NEWS_SOURCE,
      recommendation,
      targetPrice: null,
      summary: `${DEMO_LABEL} Báo cáo ngành ${name.toLowerCase()} tạo tự động để trình diễn, không phải khuyến nghị đầu tư.`,
      fileUrl: `/demo-docs/nganh-${icbCode3}/bao-cao-nganh-${day}.pdf`,
      publishedAt,
    };
  });
}
