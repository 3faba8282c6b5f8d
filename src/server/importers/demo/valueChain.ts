import type { DemoCompanySpec } from './universe';
import { CHAINS, TICKER_CHAINS } from './valueChainLinks';

export interface DemoRelation {
  ticker: string;
  relation: 'upstream' | 'downstream' | 'peer';
  relatedTicker: string | null;
  relatedName: string;
  note: string | null;
}

const MAX_LISTED_PER_LINK = 3;

/** Upstream, downstream and peer relations for every ticker of the universe. */
export function buildValueChain(universe: readonly DemoCompanySpec[]): DemoRelation[] {
  const relations: DemoRelation[] = [];
  const listed = (company: DemoCompanySpec): string => `${company.shortName} (${company.ticker})`;
  for (const company of universe) {
    const seen = new Set<string>();
    const add = (relation: DemoRelation): void => {
      const key = `${relation.relation}|${relation.relatedName}`;
      if (seen.has(key)) return;
      seen.add(key);
      relations.push(relation);
    };
    for (const relation of ['upstream', 'downstream'] as const) {
      for (const link of (TICKER_CHAINS[company.ticker] ?? CHAINS[company.theme])[relation]) {
        if (link.name)
          add({
            ticker: company.ticker,
            relation,
            relatedTicker: null,
            relatedName: link.name,
            note: link.note,
          });
        const counterparts = universe.filter(
          (other) =>
            other.ticker !== company.ticker &&
            (link.tickers ? link.tickers.includes(other.ticker) : (link.themes ?? []).includes(other.theme)),
        );
        for (const other of counterparts.slice(0, MAX_LISTED_PER_LINK))
          add({
            ticker: company.ticker,
            relation,
            relatedTicker: other.ticker,
            relatedName: listed(other),
            note: link.note,
          });
      }
    }
    // Peers share the ICB sub-sector; a company alone in it is compared within its sector.
    let peers = universe.filter(
      (other) => other.ticker !== company.ticker && other.icbCode4 === company.icbCode4,
    );
    if (peers.length === 0)
      peers = universe.filter(
        (other) =>
          other.ticker !== company.ticker && other.icbCode4.slice(0, 3) === company.icbCode4.slice(0, 3),
      );
    if (peers.length === 0)
      peers = universe.filter(
        (other) =>
          other.ticker !== company.ticker && other.icbCode4.slice(0, 2) === company.icbCode4.slice(0, 2),
      );
    for (const other of peers)
      add({
        ticker: company.ticker,
        relation: 'peer',
        relatedTicker: other.ticker,
        relatedName: listed(other),
        note: 'Cùng ngành',
      });
  }
  return relations;
}
