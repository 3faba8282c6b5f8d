import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { CompanyType } from '@/common/constants/market';
import { normalizeSearchText } from '@/common/text';
import type { Database } from '../../db/client';
import { companies, indexComponents, marketIndices } from '../../db/schema';
import { upsertChanged } from '../../db/upsert';
import { SSI_STOCK_MARKETS, type SsiFeed, type SsiSecurityDetail } from '../ssi/types';
import { ourIndexCode, ssiIndexCode, SSI_SOURCE, TRACKED_INDICES } from './mapping';

/**
 * The company type a listed company's legal name proves: Vietnamese law makes banks carry "ngân
 * hàng", securities companies "chứng khoán" and insurers "bảo hiểm" in their names. Any other name
 * proves nothing, so the type stays unknown (docs/DATA.md "Company type") instead of a guess.
 */
export function companyTypeFromLegalName(nameVi: string, nameEn: string): CompanyType | null {
  const vi = normalizeSearchText(nameVi);
  const en = nameEn.toLowerCase();
  if (/\bngan hang\b/.test(vi) || /\bbank\b/.test(en)) return 'bank';
  if (/\bbao hiem\b/.test(vi) || /\binsurance\b/.test(en)) return 'insurance';
  if (/\bchung khoan\b/.test(vi) || /\bsecurities (joint stock )?(company|corporation)\b/.test(en)) {
    return 'securities';
  }
  return null;
}

export interface ListingSyncResult {
  stocks: number;
  created: number;
  updated: number;
  delisted: number;
  indices: number;
  components: number;
  rowsWritten: number;
}

async function fetchStocks(feed: SsiFeed): Promise<SsiSecurityDetail[]> {
  const stocks: SsiSecurityDetail[] = [];
  for (const market of SSI_STOCK_MARKETS) {
    const details = await feed.securityDetails(market);
    const listed = details.filter((detail) => detail.secType.toUpperCase() === 'ST' && detail.symbol);
    // An empty market is a feed fault, never a market that delisted everything.
    if (listed.length === 0)
      throw new Error(`SSI trả danh sách cổ phiếu ${market} rỗng; không cập nhật niêm yết`);
    stocks.push(...listed.map((detail) => ({ ...detail, market })));
  }
  return stocks;
}

/**
 * Securities, indices and index members from the feed (docs/DATA.md "Market-data feed"): a new
 * stock becomes a company (its type from its legal name or unknown), a known one gets its exchange,
 * listed shares and listing status; a company the feed listed before and lists no more is marked
 * delisted. Everything is fetched before one transaction writes it.
 */
export async function syncListings(db: Database, feed: SsiFeed, today: string): Promise<ListingSyncResult> {
  const stocks = await fetchStocks(feed);
  const indexList = await feed.indexList();
  const listedCodes = new Set(indexList.map((index) => ourIndexCode(index.code)));
  const members = new Map<string, string[]>();
  for (const code of TRACKED_INDICES.filter((tracked) => listedCodes.has(tracked))) {
    const answer = await feed.indexComponents(ssiIndexCode(code));
    const symbols = answer.flatMap((part) => part.symbols);
    if (symbols.length > 0) members.set(code, [...new Set(symbols)]);
  }

  const result: ListingSyncResult = {
    stocks: stocks.length,
    created: 0,
    updated: 0,
    delisted: 0,
    indices: 0,
    components: 0,
    rowsWritten: 0,
  };
  await db.transaction(async (tx) => {
    const symbols = stocks.map((stock) => stock.symbol);
    const existing = new Map(
      (
        await tx
          .select({ ticker: companies.ticker, nameVi: companies.nameVi })
          .from(companies)
          .where(inArray(companies.ticker, symbols))
      ).map((row) => [row.ticker, row]),
    );
    const fresh = stocks.filter((stock) => !existing.has(stock.symbol));
    if (fresh.length > 0) {
      await tx
        .insert(companies)
        .values(
          fresh.map((stock) => {
            const proven = companyTypeFromLegalName(stock.nameVi, stock.nameEn);
            return {
              ticker: stock.symbol,
              nameVi: stock.nameVi || stock.symbol,
              nameEn: stock.nameEn,
              exchange: stock.market as 'HOSE' | 'HNX' | 'UPCOM',
              // The stored type is only the template pages fall back to while the source says unknown.
              companyType: proven ?? 'non_financial',
              companyTypeSource: proven ? ('listing' as const) : ('unknown' as const),
              searchText: normalizeSearchText(`${stock.symbol} ${stock.nameVi} ${stock.nameEn}`),
              listedShares: stock.listedShares,
              listingStatus: 'listed' as const,
              listingSource: SSI_SOURCE,
            };
          }),
        )
        .onConflictDoNothing();
      result.created = fresh.length;
    }
    for (const stock of stocks.filter((item) => existing.has(item.symbol))) {
      const placeholder = existing.get(stock.symbol)?.nameVi === stock.symbol;
      const changed = await tx
        .update(companies)
        .set({
          exchange: stock.market as 'HOSE' | 'HNX' | 'UPCOM',
          listedShares: stock.listedShares,
          listingStatus: 'listed',
          delistedOn: null,
          listingSource: SSI_SOURCE,
          ...(placeholder && stock.nameVi ? { nameVi: stock.nameVi, nameEn: stock.nameEn } : {}),
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(companies.ticker, stock.symbol),
            sql`(${companies.exchange}, ${companies.listedShares}, ${companies.listingStatus}, ${companies.listingSource})
                is distinct from (${stock.market}, ${stock.listedShares}::float8, 'listed', ${SSI_SOURCE})
                or ${placeholder}`,
          ),
        )
        .returning({ ticker: companies.ticker });
      result.updated += changed.length;
    }
    const delisted = await tx
      .update(companies)
      .set({ listingStatus: 'delisted', delistedOn: today, updatedAt: new Date() })
      .where(
        and(
          eq(companies.listingSource, SSI_SOURCE),
          eq(companies.listingStatus, 'listed'),
          notInArray(companies.ticker, symbols),
        ),
      )
      .returning({ ticker: companies.ticker });
    result.delisted = delisted.length;

    const indexRows = indexList.map((index) => ({
      code: ourIndexCode(index.code),
      name: index.name || index.code,
      exchange: index.exchange || null,
      source: SSI_SOURCE,
    }));
    result.indices = await upsertChanged(tx, marketIndices, indexRows, {
      target: [marketIndices.code],
      update: [marketIndices.name, marketIndices.exchange, marketIndices.source],
      touch: [marketIndices.fetchedAt],
    });
    for (const [code, tickers] of members) {
      const removed = await tx
        .delete(indexComponents)
        .where(and(eq(indexComponents.indexCode, code), notInArray(indexComponents.ticker, tickers)))
        .returning({ ticker: indexComponents.ticker });
      const added = await tx
        .insert(indexComponents)
        .values(tickers.map((ticker) => ({ indexCode: code, ticker, source: SSI_SOURCE })))
        .onConflictDoNothing()
        .returning({ ticker: indexComponents.ticker });
      result.components += removed.length + added.length;
    }
  });
  result.rowsWritten = result.created + result.updated + result.delisted + result.indices + result.components;
  return result;
}
