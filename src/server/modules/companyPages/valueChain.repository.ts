import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, valueChainRelations } from '../../db/schema';

export interface RelationRow {
  relation: 'upstream' | 'downstream' | 'peer';
  relatedTicker: string | null;
  relatedName: string;
  note: string | null;
  /** The counterpart as listed in companies; null when it is not (or not known here). */
  listedTicker: string | null;
  exchange: string | null;
}

/** A company's value-chain relations with their listed counterparts, in the order they were recorded. */
export async function readRelations(db: Database, ticker: string): Promise<RelationRow[]> {
  return db
    .select({
      relation: valueChainRelations.relation,
      relatedTicker: valueChainRelations.relatedTicker,
      relatedName: valueChainRelations.relatedName,
      note: valueChainRelations.note,
      listedTicker: companies.ticker,
      exchange: companies.exchange,
    })
    .from(valueChainRelations)
    .leftJoin(companies, eq(companies.ticker, valueChainRelations.relatedTicker))
    .where(eq(valueChainRelations.ticker, ticker))
    .orderBy(asc(valueChainRelations.id));
}
