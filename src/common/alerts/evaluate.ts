import type { AlertCondition } from './conditions';
import { firingKey, readTickerState, stepAlert, type TickerState } from './crossing';
import { observe, type Observation, type TickerFacts } from './observe';

/** An alert as the evaluator needs it: its condition, cooldown and stored per-ticker state. */
export interface EvaluatedAlert {
  id: number;
  condition: AlertCondition;
  cooldownMinutes: number;
  state: Readonly<Record<string, unknown>>;
}

export interface Firing {
  ticker: string;
  dedupeKey: string;
  observation: Observation;
}

export interface AlertOutcome {
  /** The state to store: one entry per ticker now watched (tickers gone from a watchlist drop out). */
  state: Record<string, TickerState>;
  firings: Firing[];
  /** Whether the stored state changed (only then is it written). */
  changed: boolean;
}

const NO_FACTS: TickerFacts = {
  date: null,
  price: null,
  pctChange: null,
  volume: null,
  averageVolume20: null,
  closes: [],
  ratios: null,
  latestEventId: null,
};

/**
 * One alert over its tickers (one for a ticker alert, every ticker of the watchlist otherwise):
 * each ticker steps through stepAlert on its own state, so a watchlist alert fires once per
 * ticker that crosses. A ticker without facts (not listed, no session) observes nothing known.
 */
export function evaluateAlert(
  alert: EvaluatedAlert,
  tickers: readonly string[],
  factsOf: (ticker: string) => TickerFacts | undefined,
  now: Date,
): AlertOutcome {
  const state: Record<string, TickerState> = {};
  const firings: Firing[] = [];
  for (const ticker of tickers) {
    const observation = observe(alert.condition, factsOf(ticker) ?? NO_FACTS);
    const step = stepAlert(
      alert.condition,
      readTickerState(alert.state[ticker]),
      observation,
      now,
      alert.cooldownMinutes,
    );
    state[ticker] = step.state;
    if (step.fire)
      firings.push({ ticker, dedupeKey: firingKey(alert.id, ticker, step.state.firings), observation });
  }
  return { state, firings, changed: stableJson(state) !== stableJson(alert.state) };
}

/**
 * JSON with every object's keys sorted: a state read back from jsonb (which reorders keys) compares
 * equal to the same state built here, so unchanged alerts are not rewritten.
 */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return value === undefined ? 'null' : JSON.stringify(value);
}
