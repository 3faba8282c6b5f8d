/**
 * The fake feed's listed companies: the demo universe's tickers (same exchange and legal names), then
 * synthetic tickers with plausible Vietnamese company names, all from one seed so every run and
 * every machine sees the same market.
 */
import { tickSize } from '@/common/market/tradingCalendar';
import { DEMO_UNIVERSE } from '@/server/importers/demo/universe';
import { createRandom, type Random } from '@/server/importers/demo/random';
import type { SsiMarket } from '../types';

export interface FakeListing {
  symbol: string;
  market: SsiMarket;
  nameVi: string;
  nameEn: string;
  /** 1 = largest; sets shares, price level and liquidity. */
  tier: 1 | 2 | 3 | 4 | 5;
  listedShares: number;
  /** Close before the first generated session (VND). */
  seedPrice: number;
  /** First session with data (ISO); null = from the start of the fake's history. */
  listedFrom: string | null;
  /** Last session with data (ISO) once delisted. */
  delistedAfter: string | null;
}

export const DEFAULT_TICKERS = 1600;
/** HOSE ~400, HNX ~330, UPCOM the rest (~870) of the default 1,600. */
const MARKET_SHARE: Record<SsiMarket, number> = { HOSE: 0.25, HNX: 0.20625, UPCOM: 0.54375 };

const FIELDS: ReadonlyArray<readonly [string, string]> = [
  ['Đầu tư', 'Investment'],
  ['Xây dựng', 'Construction'],
  ['Thương mại', 'Trading'],
  ['Dược phẩm', 'Pharmaceutical'],
  ['Vận tải', 'Transport'],
  ['Thủy sản', 'Seafood'],
  ['Cao su', 'Rubber'],
  ['Nhựa', 'Plastics'],
  ['Khoáng sản', 'Mineral'],
  ['Thủy điện', 'Hydropower'],
  ['Cấp nước', 'Water Supply'],
  ['Địa ốc', 'Real Estate'],
  ['Cơ khí', 'Mechanical'],
  ['Dệt may', 'Textile'],
  ['Thực phẩm', 'Food'],
  ['Công nghệ', 'Technology'],
  ['Xi măng', 'Cement'],
  ['Cảng biển', 'Seaport'],
  ['Du lịch', 'Tourism'],
  ['Môi trường', 'Environment'],
  ['Phát triển Hạ tầng', 'Infrastructure Development'],
  ['Nông nghiệp', 'Agriculture'],
];
const PLACES: ReadonlyArray<readonly [string, string]> = [
  ['Sài Gòn', 'Saigon'],
  ['Hà Nội', 'Hanoi'],
  ['Đà Nẵng', 'Da Nang'],
  ['Miền Trung', 'Central'],
  ['Miền Tây', 'Mekong'],
  ['Bình Dương', 'Binh Duong'],
  ['Đồng Nai', 'Dong Nai'],
  ['Hải Phòng', 'Hai Phong'],
  ['Quảng Ninh', 'Quang Ninh'],
  ['Nghệ An', 'Nghe An'],
  ['Cần Thơ', 'Can Tho'],
  ['Khánh Hòa', 'Khanh Hoa'],
  ['Thăng Long', 'Thang Long'],
  ['Phương Nam', 'Southern'],
  ['Hòa Bình', 'Hoa Binh'],
  ['An Giang', 'An Giang'],
  ['Long An', 'Long An'],
  ['Việt Nam', 'Vietnam'],
];

const SHARES: Record<FakeListing['tier'], readonly [number, number]> = {
  1: [2e9, 7e9],
  2: [8e8, 3e9],
  3: [2e8, 9e8],
  4: [5e7, 3e8],
  5: [1e7, 8e7],
};
const PRICE: Record<FakeListing['tier'], readonly [number, number]> = {
  1: [25_000, 110_000],
  2: [15_000, 60_000],
  3: [10_000, 45_000],
  4: [6_000, 30_000],
  5: [2_000, 15_000],
};

/** The exchanges' price steps: HOSE 10/50/100 VND by price band, HNX and UPCOM 100 VND. */
export { tickSize };

export function roundToTick(market: SsiMarket, price: number): number {
  const tick = tickSize(market, price);
  return Math.max(tick, Math.round(price / tick) * tick);
}

function syntheticName(random: Random): { nameVi: string; nameEn: string } {
  const [placeVi, placeEn] = random.pick(PLACES);
  const roll = random.next();
  if (roll < 0.01) {
    return { nameVi: `Ngân hàng TMCP ${placeVi}`, nameEn: `${placeEn} Commercial Joint Stock Bank` };
  }
  if (roll < 0.03) {
    return {
      nameVi: `Công ty Cổ phần Chứng khoán ${placeVi}`,
      nameEn: `${placeEn} Securities Joint Stock Company`,
    };
  }
  if (roll < 0.04) {
    return { nameVi: `Tổng Công ty Cổ phần Bảo hiểm ${placeVi}`, nameEn: `${placeEn} Insurance Corporation` };
  }
  const [fieldVi, fieldEn] = random.pick(FIELDS);
  return {
    nameVi: `Công ty Cổ phần ${fieldVi} ${placeVi}`,
    nameEn: `${placeEn} ${fieldEn} Joint Stock Company`,
  };
}

function syntheticTier(market: SsiMarket, random: Random): FakeListing['tier'] {
  const roll = random.next();
  if (market === 'HOSE') return roll < 0.08 ? 2 : roll < 0.4 ? 3 : roll < 0.85 ? 4 : 5;
  if (market === 'HNX') return roll < 0.15 ? 3 : roll < 0.55 ? 4 : 5;
  return roll < 0.05 ? 3 : roll < 0.35 ? 4 : 5;
}

export function newListing(
  random: Random,
  symbol: string,
  market: SsiMarket,
  tier: FakeListing['tier'],
  names: { nameVi: string; nameEn: string },
): FakeListing {
  const [sharesLow, sharesHigh] = SHARES[tier];
  const [priceLow, priceHigh] = PRICE[tier];
  return {
    symbol,
    market,
    ...names,
    tier,
    listedShares: Math.round(random.uniform(sharesLow, sharesHigh) / 1000) * 1000,
    seedPrice: roundToTick(market, random.uniform(priceLow, priceHigh)),
    listedFrom: null,
    delistedAfter: null,
  };
}

/** `size` listings: the demo tickers first, then synthetic ones filling each market's share. */
export function buildUniverse(seed: number, size: number = DEFAULT_TICKERS): FakeListing[] {
  const random = createRandom(seed).fork('universe');
  const listings: FakeListing[] = DEMO_UNIVERSE.map((spec) =>
    newListing(random.fork(spec.ticker), spec.ticker, spec.exchange, spec.tier, spec),
  );
  const taken = new Set(listings.map((listing) => listing.symbol));
  for (const market of ['HOSE', 'HNX', 'UPCOM'] as const) {
    const wanted = Math.round(size * MARKET_SHARE[market]);
    let count = listings.filter((listing) => listing.market === market).length;
    while (count < wanted) {
      let symbol = '';
      while (symbol === '' || taken.has(symbol)) {
        symbol = String.fromCharCode(65 + random.int(0, 25), 65 + random.int(0, 25), 65 + random.int(0, 25));
      }
      taken.add(symbol);
      const tier = syntheticTier(market, random);
      listings.push(newListing(random.fork(symbol), symbol, market, tier, syntheticName(random)));
      count += 1;
    }
  }
  return listings.sort((a, b) => (a.symbol < b.symbol ? -1 : 1));
}
