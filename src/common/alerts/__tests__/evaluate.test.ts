import { evaluateAlert, stableJson, type EvaluatedAlert } from '../evaluate';
import type { TickerFacts } from '../observe';

const facts = (price: number | null): TickerFacts => ({
  date: '2026-11-27',
  price,
  pctChange: null,
  volume: null,
  averageVolume20: null,
  closes: [],
  ratios: null,
  latestEventId: null,
});

const NOW = new Date('2026-11-27T03:00:00Z');

describe('evaluateAlert: watchlist fan-out', () => {
  const alert: EvaluatedAlert = {
    id: 7,
    condition: { kind: 'price', direction: 'above', value: 100 },
    cooldownMinutes: 60,
    state: {},
  };

  it('records a baseline per ticker at the first evaluation and fires per ticker that crosses', () => {
    const first = evaluateAlert(
      alert,
      ['AAA', 'BBB', 'CCC'],
      (t) => ({ AAA: facts(90), BBB: facts(120) })[t],
      NOW,
    );
    expect(first.firings).toEqual([]);
    expect(first.changed).toBe(true);
    expect(first.state.CCC).toMatchObject({ holds: null, reason: 'Chưa có giá của phiên gần nhất.' });

    const later = new Date(NOW.getTime() + 60_000);
    const second = evaluateAlert(
      { ...alert, state: first.state },
      ['AAA', 'BBB', 'CCC'],
      (t) => ({ AAA: facts(101), BBB: facts(130), CCC: facts(150) })[t],
      later,
    );
    // AAA crossed (false -> true); BBB stayed true; CCC's first known value is only a baseline.
    expect(second.firings.map((f) => [f.ticker, f.dedupeKey])).toEqual([['AAA', 'alert:7:AAA:1']]);
    expect(second.state.AAA).toMatchObject({ holds: true, firings: 1, firedAt: later.toISOString() });

    // Run again on the same data (a retried job): nothing more fires, nothing changes.
    const again = evaluateAlert(
      { ...alert, state: second.state },
      ['AAA', 'BBB', 'CCC'],
      (t) => ({ AAA: facts(101), BBB: facts(130), CCC: facts(150) })[t],
      later,
    );
    expect(again.firings).toEqual([]);
    expect(again.changed).toBe(false);
  });

  it('an unchanged state read back with its keys reordered (jsonb) is not rewritten', () => {
    const first = evaluateAlert(alert, ['AAA'], () => facts(90), NOW);
    const reordered = JSON.parse(
      '{"AAA":{"value":90,"holds":false,"firings":0,"firedAt":null,"reason":null}}',
    ) as Record<string, unknown>;
    expect(first.state).toEqual(reordered);
    expect(evaluateAlert({ ...alert, state: reordered }, ['AAA'], () => facts(90), NOW).changed).toBe(false);
    expect(stableJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}');
  });

  it('drops the state of tickers no longer in the watchlist and baselines new ones', () => {
    const outcome = evaluateAlert(
      { ...alert, state: { OLD: { holds: false, value: 1, reason: null, firedAt: null, firings: 0 } } },
      ['NEW'],
      () => facts(500),
      NOW,
    );
    expect(Object.keys(outcome.state)).toEqual(['NEW']);
    expect(outcome.firings).toEqual([]);
  });
});
