import type { AlertCondition } from '@/common/alerts/conditions';
import { evaluateAlert, type AlertOutcome } from '@/common/alerts/evaluate';
import { alertNotice } from '@/common/alerts/notice';
import type { Database } from '../../db/client';
import type { AppLogger } from '../../logger';
import { mailNotifications } from '../notifications/notifications.mail';
import { insertNotifications, type NewNotification } from '../notifications/notifications.repository';
import { addNeeds, emptyNeeds, loadTickerFacts, type LoadedFacts } from './alerts.facts';
import {
  markEvaluated,
  readActiveAlerts,
  readWatchlistTickers,
  writeAlertStates,
  type AlertRow,
} from './alerts.repository';

/**
 * One evaluation of every active alert (docs/DATA.md "Alerts"): the facts of all watched tickers in
 * batch, the pure evaluator per alert (src/common/alerts), then ONE transaction writes the firings'
 * notifications (idempotent by dedupe key) and the alerts' new states, so a failure leaves nothing
 * half-written and a retry writes each firing once. E-mails go after the commit.
 */

export interface EvaluationSummary {
  alerts: number;
  tickers: number;
  firings: number;
  notified: number;
  emailed: number;
  /** Milliseconds per phase. */
  timings: { read: number; facts: number; evaluate: number; write: number; mail: number };
}

/** The tickers each alert watches: its ticker, or its watchlist's tickers now. */
export async function alertTickers(
  db: Database,
  alerts: readonly Pick<AlertRow, 'id' | 'ticker' | 'watchlistId'>[],
): Promise<Map<number, string[]>> {
  const listIds = [
    ...new Set(alerts.flatMap((alert) => (alert.watchlistId === null ? [] : [alert.watchlistId]))),
  ];
  const lists = await readWatchlistTickers(db, listIds);
  return new Map(
    alerts.map((alert) => [
      alert.id,
      alert.ticker !== null ? [alert.ticker] : (lists.get(alert.watchlistId ?? -1) ?? []),
    ]),
  );
}

/** The facts of every ticker of `alerts`, loaded in one batch. */
export async function factsForAlerts(
  db: Database,
  alerts: readonly Pick<AlertRow, 'id' | 'condition'>[],
  tickersOf: ReadonlyMap<number, readonly string[]>,
): Promise<LoadedFacts> {
  const needs = emptyNeeds();
  for (const alert of alerts)
    addNeeds(needs, alert.condition as AlertCondition, tickersOf.get(alert.id) ?? []);
  return loadTickerFacts(db, needs);
}

/** Runs the evaluator over one alert with loaded facts. */
export function outcomeOf(
  alert: Pick<AlertRow, 'id' | 'condition' | 'cooldownMinutes' | 'state'>,
  tickers: readonly string[],
  loaded: LoadedFacts,
  now: Date,
): AlertOutcome {
  return evaluateAlert(
    {
      id: alert.id,
      condition: alert.condition as AlertCondition,
      cooldownMinutes: alert.cooldownMinutes,
      state: alert.state,
    },
    tickers,
    (ticker) => loaded.facts.get(ticker),
    now,
  );
}

const elapsed = (since: number) => Math.round(performance.now() - since);

export async function evaluateAlerts(
  db: Database,
  options: { now?: Date; logger?: AppLogger } = {},
): Promise<EvaluationSummary> {
  const now = options.now ?? new Date();
  let mark = performance.now();
  const alerts = await readActiveAlerts(db);
  const tickersOf = await alertTickers(db, alerts);
  const read = elapsed(mark);

  mark = performance.now();
  const loaded = await factsForAlerts(db, alerts, tickersOf);
  const facts = elapsed(mark);

  mark = performance.now();
  const states: { id: number; state: object; firedAt: Date | null }[] = [];
  const notices: NewNotification[] = [];
  for (const alert of alerts) {
    const outcome = outcomeOf(alert, tickersOf.get(alert.id) ?? [], loaded, now);
    if (outcome.changed) {
      states.push({ id: alert.id, state: outcome.state, firedAt: outcome.firings.length > 0 ? now : null });
    }
    for (const firing of outcome.firings) {
      const tickerFacts = loaded.facts.get(firing.ticker);
      const notice = alertNotice(firing.ticker, alert.condition as AlertCondition, {
        date: tickerFacts?.date ?? null,
        value: firing.observation.value,
        event: loaded.events.get(firing.ticker) ?? null,
      });
      notices.push({
        userId: alert.userId,
        alertId: alert.id,
        ticker: firing.ticker,
        dedupeKey: firing.dedupeKey,
        ...notice,
      });
    }
  }
  const evaluate = elapsed(mark);

  mark = performance.now();
  const written = await db.transaction(async (tx) => {
    const ids = await insertNotifications(tx, notices);
    await writeAlertStates(tx, states);
    await markEvaluated(tx, now);
    return ids;
  });
  const write = elapsed(mark);

  mark = performance.now();
  const emailed = await mailNotifications(db, written);
  const mail = elapsed(mark);

  const summary: EvaluationSummary = {
    alerts: alerts.length,
    tickers: loaded.facts.size,
    firings: notices.length,
    notified: written.length,
    emailed,
    timings: { read, facts, evaluate, write, mail },
  };
  if (notices.length > 0) options.logger?.info(summary, 'alerts evaluated');
  return summary;
}
