import type { AlertCondition } from './conditions';
import type { Observation } from './observe';

/**
 * One ticker's memory in an alert (alerts.state[ticker]), the pure rule of when an alert fires
 * (docs/DATA.md "Alerts: once per crossing, cooldown"):
 *
 * - A level condition fires when it goes from a KNOWN false to true: `holds` false at the previous
 *   evaluation, true now. The first evaluation of a ticker (the alert's creation, or a ticker newly
 *   added to a watchlist) only records the baseline, so an alert created already true does not fire
 *   until the condition has been false and turns true again.
 * - An unknown observation (holds null: no price, too few sessions) changes nothing: the last known
 *   `holds` is kept, so false -> unknown -> true still fires once.
 * - A corporate-event alert fires when the ticker's newest event id is above the one remembered
 *   (none remembered counts as 0 once a baseline exists).
 * - Cooldown: a crossing within `cooldownMinutes` of the ticker's last firing is absorbed (the state
 *   moves to true, nothing is sent); the next firing needs a new false -> true.
 */
export interface TickerState {
  /** Whether the condition held at the last known observation; null before any known one. */
  holds: boolean | null;
  /** The last compared figure and, when unknown, why (shown on the alerts page). */
  value: number | null;
  reason: string | null;
  /** Corporate events: the newest event id seen. */
  eventId?: number | null;
  /** ISO instant of the last firing for this ticker. */
  firedAt: string | null;
  /** How many times this ticker fired: the firing's number in its dedupe key. */
  firings: number;
}

export interface StepResult {
  state: TickerState;
  /** Send a notification now. */
  fire: boolean;
  /** A crossing held back by the cooldown. */
  suppressed: boolean;
}

function withinCooldown(firedAt: string | null, now: Date, cooldownMinutes: number): boolean {
  if (firedAt === null || cooldownMinutes <= 0) return false;
  return now.getTime() - Date.parse(firedAt) < cooldownMinutes * 60_000;
}

/** The next state of one ticker of one alert after an observation. */
export function stepAlert(
  condition: AlertCondition,
  previous: TickerState | undefined,
  observation: Observation,
  now: Date,
  cooldownMinutes: number,
): StepResult {
  if (condition.kind === 'corporate_event') {
    const eventId = observation.value;
    if (previous === undefined) {
      return { state: baseline(observation, { eventId }), fire: false, suppressed: false };
    }
    const seen = previous.eventId ?? 0;
    const crossed = eventId !== null && eventId > seen;
    return crossing(
      previous,
      crossed,
      { ...previous, eventId: eventId ?? previous.eventId ?? null },
      now,
      cooldownMinutes,
    );
  }
  if (previous === undefined) {
    return { state: baseline(observation, {}), fire: false, suppressed: false };
  }
  if (observation.holds === null) {
    return {
      state: { ...previous, value: null, reason: observation.reason },
      fire: false,
      suppressed: false,
    };
  }
  const crossed = previous.holds === false && observation.holds;
  const next: TickerState = { ...previous, holds: observation.holds, value: observation.value, reason: null };
  return crossing(previous, crossed, next, now, cooldownMinutes);
}

function baseline(observation: Observation, extra: Partial<TickerState>): TickerState {
  return {
    holds: observation.holds,
    value: observation.value,
    reason: observation.reason,
    firedAt: null,
    firings: 0,
    ...extra,
  };
}

function crossing(
  previous: TickerState,
  crossed: boolean,
  next: TickerState,
  now: Date,
  cooldownMinutes: number,
): StepResult {
  if (!crossed) return { state: next, fire: false, suppressed: false };
  if (withinCooldown(previous.firedAt, now, cooldownMinutes)) {
    return { state: next, fire: false, suppressed: true };
  }
  return {
    state: { ...next, firedAt: now.toISOString(), firings: previous.firings + 1 },
    fire: true,
    suppressed: false,
  };
}

/** The notification's idempotency key: one per firing of one ticker of one alert. */
export function firingKey(alertId: number, ticker: string, firings: number): string {
  return `alert:${alertId}:${ticker}:${firings}`;
}

/** A stored state read back defensively (jsonb written by older code, or by hand): undefined when unusable. */
export function readTickerState(value: unknown): TickerState | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as Record<string, unknown>;
  const holds = raw.holds === true || raw.holds === false ? raw.holds : null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  return {
    holds,
    value: num(raw.value),
    reason: typeof raw.reason === 'string' ? raw.reason : null,
    ...(raw.eventId !== undefined ? { eventId: num(raw.eventId) } : {}),
    firedAt: typeof raw.firedAt === 'string' ? raw.firedAt : null,
    firings: num(raw.firings) ?? 0,
  };
}
