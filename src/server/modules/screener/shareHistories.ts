import { sql } from 'drizzle-orm';
import type { CompanyType } from '@/common/constants/market';
import {
  hasShareCountActions,
  shareEventsFromActions,
  shareEventsFromCapital,
} from '@/common/finance/valuation';
import type { Database } from '../../db/client';
import { readCorporateActionFacts, type CapitalRow } from '../ratios/valuation.repository';
import { capitalPoints, type ShareHistory } from '../ratios/valuation.service';

/**
 * The share histories of the whole market, exactly as the ratios module's loadShareHistories builds
 * them (events from corporate actions when a ticker has any that changes the share count, else from
 * the changes of its paid-in capital), with the capital read as one text per ticker and grouped in
 * a map: loadShareHistories filters one list per company, which is quadratic over 1,600 stocks
 * (6.4 s measured, scripts/bench/screener.ts).
 */

async function readCapitalSeries(db: Database): Promise<Map<string, CapitalRow[]>> {
  const answer = (await db.execute(sql`
    select v.ticker, string_agg(concat_ws(' ', v.period_type, v.year::text, v.quarter::text, v.item_code,
      coalesce(v.value::text, 'n')), ',') as series
    from statement_values v
    join statement_choices c on c.ticker = v.ticker and c.statement = v.statement
      and c.period_type = v.period_type and c.year = v.year and c.quarter = v.quarter and c.source = v.source
    where v.statement = 'BALANCE_SHEET' and v.period_type in ('quarter', 'year')
      and v.item_code in ('CHARTER_CAPITAL', 'PAID_IN_CAPITAL')
    group by v.ticker`)) as { rows: { ticker: string; series: string }[] };
  const result = new Map<string, CapitalRow[]>();
  for (const row of answer.rows) {
    result.set(
      row.ticker,
      row.series.split(',').map((item) => {
        const [periodType = '', year = '', quarter = '', itemCode = '', value = 'n'] = item.split(' ');
        const number = value === 'n' ? null : Number(value);
        return {
          ticker: row.ticker,
          periodType,
          year: Number(year),
          quarter: Number(quarter),
          itemCode,
          value: number !== null && Number.isFinite(number) ? number : null,
        };
      }),
    );
  }
  return result;
}

export async function loadMarketShareHistories(
  db: Database,
  companies: readonly { ticker: string; companyType: CompanyType }[],
): Promise<Map<string, ShareHistory>> {
  const [actions, capital] = await Promise.all([
    readCorporateActionFacts(
      db,
      companies.map((company) => company.ticker),
    ),
    readCapitalSeries(db),
  ]);
  const histories = new Map<string, ShareHistory>();
  for (const company of companies) {
    const own = actions.get(company.ticker) ?? [];
    if (hasShareCountActions(own)) {
      histories.set(company.ticker, {
        actions: own,
        events: shareEventsFromActions(own),
        eventsFrom: 'actions',
      });
      continue;
    }
    histories.set(company.ticker, {
      actions: own,
      events: shareEventsFromCapital(capitalPoints(capital.get(company.ticker) ?? [], company.companyType)),
      eventsFrom: 'capital',
    });
  }
  return histories;
}
