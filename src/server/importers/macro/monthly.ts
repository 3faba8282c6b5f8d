/**
 * Daily quotes -> one monthly figure (the macro store keeps months, quarters and years;
 * docs/DATA.md "Money, rates and the budget"): `average` = the mean of the month's quoted days
 * (interbank rates), `last` = the last quoted day (exchange rates, bond yields, like the Vietstock
 * file). The release date of the month is its last quoted day.
 */

export type DailyAggregation = 'average' | 'last';

export interface DailyQuote {
  day: string;
  value: number;
}

export interface MonthlyFigure {
  period: string;
  value: number;
  releaseDate: string;
  days: number;
}

function monthEndOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

export function toMonthly(quotes: readonly DailyQuote[], aggregation: DailyAggregation): MonthlyFigure[] {
  const months = new Map<string, DailyQuote[]>();
  for (const quote of quotes) {
    const period = monthEndOf(quote.day);
    const list = months.get(period) ?? [];
    list.push(quote);
    months.set(period, list);
  }
  return [...months.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([period, list]) => {
      const sorted = [...list].sort((a, b) => a.day.localeCompare(b.day));
      const last = sorted[sorted.length - 1] as DailyQuote;
      const value =
        aggregation === 'last'
          ? last.value
          : sorted.reduce((sum, quote) => sum + quote.value, 0) / sorted.length;
      return { period, value: Math.round(value * 1e6) / 1e6, releaseDate: last.day, days: sorted.length };
    });
}
