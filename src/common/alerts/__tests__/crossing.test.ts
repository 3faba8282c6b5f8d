import type { AlertCondition } from '../conditions';
import { firingKey, readTickerState, stepAlert, type TickerState } from '../crossing';
import type { Observation } from '../observe';

const PRICE: AlertCondition = { kind: 'price', direction: 'above', value: 30_000 };
const EVENT: AlertCondition = { kind: 'corporate_event' };
const T0 = new Date('2026-11-27T02:00:00Z');
const minutes = (n: number) => new Date(T0.getTime() + n * 60_000);
const seen = (holds: boolean | null, value: number | null = null): Observation => ({
  holds,
  value,
  reason: holds === null ? 'Chưa có giá của phiên gần nhất.' : null,
});

/** Runs observations through stepAlert, one minute apart, and returns the minutes it fired at. */
function run(condition: AlertCondition, observations: Observation[], cooldown = 0) {
  let state: TickerState | undefined;
  const fired: number[] = [];
  observations.forEach((observation, minute) => {
    const step = stepAlert(condition, state, observation, minutes(minute), cooldown);
    state = step.state;
    if (step.fire) fired.push(minute);
  });
  return { fired, state };
}

describe('stepAlert: once per crossing', () => {
  it('records a baseline at the first evaluation: an alert created already true does not fire', () => {
    expect(run(PRICE, [seen(true, 31_000), seen(true, 31_500)]).fired).toEqual([]);
  });

  it('fires on false -> true, once, and again only after the condition went false', () => {
    const { fired, state } = run(PRICE, [
      seen(false, 29_000),
      seen(true, 30_500),
      seen(true, 31_000),
      seen(false, 29_900),
      seen(true, 30_100),
    ]);
    expect(fired).toEqual([1, 4]);
    expect(state?.firings).toBe(2);
    expect(state?.firedAt).toBe(minutes(4).toISOString());
  });

  it('keeps the last known state through unknown observations (false -> unknown -> true fires)', () => {
    const { fired, state } = run(PRICE, [seen(false, 29_000), seen(null), seen(true, 30_200)]);
    expect(fired).toEqual([2]);
    expect(state?.reason).toBeNull();
  });

  it('does not fire when the baseline was unknown and the first known value is true', () => {
    expect(run(PRICE, [seen(null), seen(true, 31_000)]).fired).toEqual([]);
  });

  it('remembers why a value is unknown', () => {
    const { state } = run(PRICE, [seen(false, 29_000), seen(null)]);
    expect(state).toMatchObject({ holds: false, value: null, reason: 'Chưa có giá của phiên gần nhất.' });
  });
});

describe('stepAlert: cooldown', () => {
  const bouncing = [seen(false), seen(true), seen(false), seen(true), seen(false), seen(true)];

  it('absorbs a crossing within the cooldown after the last firing', () => {
    // Fires at minute 1; minute 3 is 2 min later (< 3 min cooldown): absorbed; minute 5 is 4 min later.
    expect(run(PRICE, bouncing, 3).fired).toEqual([1, 5]);
  });

  it('without a cooldown every crossing fires', () => {
    expect(run(PRICE, bouncing, 0).fired).toEqual([1, 3, 5]);
  });

  it('an absorbed crossing is consumed: staying true after the cooldown does not fire', () => {
    const steps = [seen(false), seen(true), seen(false), seen(true), seen(true), seen(true), seen(true)];
    expect(run(PRICE, steps, 3).fired).toEqual([1]);
  });
});

describe('stepAlert: corporate events', () => {
  const ids = (id: number | null): Observation => ({ holds: null, value: id, reason: null });

  it('fires when a newer event id appears, once per new id', () => {
    expect(run(EVENT, [ids(10), ids(10), ids(12), ids(12), ids(13)]).fired).toEqual([2, 4]);
  });

  it('a ticker with no event at creation fires on its first event', () => {
    expect(run(EVENT, [ids(null), ids(null), ids(7)]).fired).toEqual([2]);
  });
});

describe('firingKey and readTickerState', () => {
  it('names one firing of one ticker of one alert', () => {
    expect(firingKey(12, 'HPG', 3)).toBe('alert:12:HPG:3');
  });

  it('reads stored states defensively', () => {
    expect(readTickerState(null)).toBeUndefined();
    expect(readTickerState({ holds: 'yes', firings: 'x' })).toEqual({
      holds: null,
      value: null,
      reason: null,
      firedAt: null,
      firings: 0,
    });
    expect(readTickerState({ holds: false, value: 1, eventId: 4, firedAt: 'x', firings: 2 })).toMatchObject({
      holds: false,
      eventId: 4,
      firings: 2,
    });
  });
});
