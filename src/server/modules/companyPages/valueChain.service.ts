import {
  VALUE_CHAIN_RELATIONS,
  type ValueChainNode,
  type ValueChainResponse,
} from '@/common/contracts/companyPages';
import type { Database } from '../../db/client';
import { getPageCompany, industryNameOf } from './company.repository';
import { readRelations, type RelationRow } from './valueChain.repository';

function toNode(row: RelationRow): ValueChainNode {
  return {
    relation: row.relation,
    // Only a counterpart we list gets a ticker: the screen links it to its own pages.
    ticker: row.listedTicker,
    name: row.relatedName,
    note: row.note,
    exchange: row.listedTicker ? row.exchange : null,
  };
}

/** GET value-chain: suppliers (upstream), customers (downstream) and peers, in that order. 404 unknown ticker. */
export async function getValueChain(db: Database, ticker: string): Promise<ValueChainResponse> {
  const company = await getPageCompany(db, ticker);
  const [rows, industry] = await Promise.all([
    readRelations(db, company.ticker),
    industryNameOf(db, company),
  ]);
  const order = (row: RelationRow): number => VALUE_CHAIN_RELATIONS.indexOf(row.relation);
  // Array.prototype.sort is stable: within a relation the recorded order stays.
  const nodes = [...rows].sort((a, b) => order(a) - order(b)).map(toNode);
  return { ticker: company.ticker, name: company.nameVi, industry, nodes };
}
