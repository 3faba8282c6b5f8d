import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, dailyPrices, industries } from '../../db/schema';

/** What the search list needs of a company; industry names are looked up separately. */
export interface CompanySearchRow {
  ticker: string;
  nameVi: string;
  shortName: string;
  exchange: (typeof companies.$inferSelect)['exchange'];
  companyType: (typeof companies.$inferSelect)['companyType'];
  icbCode1: string | null;
  icbCode2: string | null;
  icbCode3: string | null;
  icbCode4: string | null;
}

export type CompanyRow = typeof companies.$inferSelect;

export interface PriceRow {
  date: string;
  close: number;
  adjRatio: number;
}

/** PostgreSQL regular expression metacharacters, escaped so user text matches literally. */
function escapeRegex(text: string): string {
  return text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');
}

const searchColumns = {
  ticker: companies.ticker,
  nameVi: companies.nameVi,
  shortName: companies.shortName,
  exchange: companies.exchange,
  companyType: companies.companyType,
  icbCode1: companies.icbCode1,
  icbCode2: companies.icbCode2,
  icbCode3: companies.icbCode3,
  icbCode4: companies.icbCode4,
};

/**
 * Searches companies by normalized text (see normalizeSearchText). Ranks: 0 exact ticker, 1 ticker
 * prefix, 2 a word of the names starts with the text, 3 the names contain the text, 4 every word of
 * the text occurs somewhere, 5 the company belongs (at any ICB level) to one of `industryCodes`, the
 * industries whose names match the text ("bao hiem" finds the insurers). Ties go to shorter tickers
 * (for ticker prefixes), then to the larger company (market value of the last close, else charter
 * capital), then alphabetically. An empty text lists the largest companies.
 */
export async function searchCompanies(
  db: Database,
  normalizedText: string,
  limit: number,
  industryCodes: readonly string[] = [],
): Promise<CompanySearchRow[]> {
  const lastPrice = db
    .select({ close: dailyPrices.close })
    .from(dailyPrices)
    .where(eq(dailyPrices.ticker, companies.ticker))
    .orderBy(desc(dailyPrices.date))
    .limit(1)
    .as('last_price');
  const size = sql`coalesce(${companies.sharesOutstanding} * ${lastPrice.close}, ${companies.charterCapital})`;
  const tickerLower = sql`lower(${companies.ticker})`;

  let where: SQL | undefined;
  const relevance: SQL[] = [];
  if (normalizedText) {
    const words = normalizedText.split(' ').filter(Boolean).slice(0, 8);
    const contains = (text: string): SQL => sql`strpos(${companies.searchText}, ${text}) > 0`;
    const wordPrefix = `(^|[^a-z0-9])${escapeRegex(normalizedText)}`;
    const codes = [...industryCodes];
    const inIndustry =
      codes.length > 0
        ? or(
            inArray(companies.icbCode1, codes),
            inArray(companies.icbCode2, codes),
            inArray(companies.icbCode3, codes),
            inArray(companies.icbCode4, codes),
          )
        : undefined;
    const namesMatch = or(
      contains(normalizedText),
      sql`starts_with(${tickerLower}, ${normalizedText})`,
      and(...words.map(contains)),
    );
    where = inIndustry ? or(namesMatch, inIndustry) : namesMatch;
    const rank = sql`case
      when ${tickerLower} = ${normalizedText} then 0
      when starts_with(${tickerLower}, ${normalizedText}) then 1
      when ${companies.searchText} ~ ${wordPrefix} then 2
      when ${contains(normalizedText)} then 3
      when ${and(...words.map(contains))} then 4
      else 5 end`;
    relevance.push(rank, sql`case when ${rank} <= 1 then length(${companies.ticker}) else 0 end`);
  }

  return db
    .select(searchColumns)
    .from(companies)
    .leftJoinLateral(lastPrice, sql`true`)
    .where(where)
    .orderBy(...relevance, sql`${size} desc nulls last`, companies.ticker)
    .limit(limit);
}

export async function findCompany(db: Database, ticker: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.ticker, ticker)).limit(1);
  return row;
}

/** Every industry of the classification with its Vietnamese name (a few hundred rows). */
export async function findAllIndustryNames(
  db: Database,
): Promise<Array<{ icbCode: string; nameVi: string }>> {
  return db.select({ icbCode: industries.icbCode, nameVi: industries.nameVi }).from(industries);
}

/** Vietnamese names of ICB codes; unknown codes are simply absent from the map. */
export async function findIndustryNames(
  db: Database,
  codes: readonly string[],
): Promise<Map<string, string>> {
  const unique = [...new Set(codes)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ icbCode: industries.icbCode, nameVi: industries.nameVi })
    .from(industries)
    .where(inArray(industries.icbCode, unique));
  return new Map(rows.map((row) => [row.icbCode, row.nameVi]));
}

/** The two most recent sessions of a ticker, newest first. */
export async function findLatestPrices(db: Database, ticker: string): Promise<PriceRow[]> {
  return db
    .select({ date: dailyPrices.date, close: dailyPrices.close, adjRatio: dailyPrices.adjRatio })
    .from(dailyPrices)
    .where(eq(dailyPrices.ticker, ticker))
    .orderBy(desc(dailyPrices.date))
    .limit(2);
}
