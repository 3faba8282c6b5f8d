/**
 * The new screens' requests of `npm run bench:load` (issue 34): the market overview of the home page,
 * the screener, the user's watchlist and price board, alerts and the notification bell. A user's
 * `ScreensUser` prepares its own watchlist and alerts before the measured run (`prepare`, not timed),
 * so the alerts job (JOBS=on, every minute) evaluates them while the load runs. Weights: mixedLoad.ts.
 */
import { request, type Answer, type Operation } from './loadStats';
import {
  screenText,
  type ScreenCriterion,
  type ScreenDefinition,
} from '../../src/common/screener/definition';
import { PRESET_SCREENS } from '../../src/common/screener/presets';

function pick<T>(values: readonly T[]): T {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error('empty choice');
  return value;
}

const INDICES = ['VNINDEX', 'VN30', 'HNXINDEX', 'UPCOMINDEX'];
const RANGES = ['1M', '3M', '6M', '1Y', '5Y'];
const EXCHANGES = ['HOSE', 'HNX', 'UPCOM'];

/** The home page's cards, one request each (the query strings the cards send). */
const MARKET_CALLS: readonly (() => [Operation, string])[] = [
  () => ['market indices', '/api/market/indices'],
  () => ['market index-chart', `/api/market/index-chart?index=${pick(INDICES)}&range=${pick(RANGES)}`],
  () => ['market intraday', `/api/market/index-intraday?index=${pick(INDICES)}`],
  () => ['market breadth', `/api/market/breadth?index=${pick(INDICES)}`],
  () => ['market contribution', `/api/market/contribution?index=${pick(INDICES)}`],
  () => {
    const size = pick(['marketValue', 'value']);
    const exchange = Math.random() < 0.5 ? '' : `&exchange=${pick(EXCHANGES)}`;
    return ['market heatmap', `/api/market/heatmap?size=${size}${exchange}`];
  },
  () => {
    const kind = pick(['gainers', 'losers', 'value', 'volume']);
    const exchange = Math.random() < 0.5 ? '' : `&exchange=${pick(EXCHANGES)}`;
    return ['market movers', `/api/market/movers?kind=${kind}${exchange}`];
  },
  () => [
    'market foreign',
    `/api/market/foreign?window=${pick(['1D', '1W', '1M'])}&investor=${pick(['foreign', 'proprietary'])}`,
  ],
  () => ['market industries', `/api/market/industries?period=${pick(['1D', '1W', '1M', 'YTD', '1Y'])}`],
];

const round = (value: number) => Math.round(value * 100) / 100;

/** Two to five criteria with random thresholds: each such screen is a request of its own (uncached). */
function randomScreen(): ScreenDefinition {
  const pool: (() => ScreenCriterion)[] = [
    () => ({ key: 'EXCHANGE', values: Math.random() < 0.5 ? ['HOSE'] : ['HOSE', 'HNX'] }),
    () => ({ key: 'PE', min: 0, max: round(8 + Math.random() * 30) }),
    () => ({ key: 'PB', min: null, max: round(1 + Math.random() * 4) }),
    () => ({ key: 'R_ROE_Q', min: round(Math.random() * 20), max: null }),
    () => ({ key: 'CHANGE_1M', min: round(-15 + Math.random() * 10), max: null }),
    () => ({ key: 'RSI14', min: round(20 + Math.random() * 20), max: round(60 + Math.random() * 30) }),
    () => ({ key: 'PRICE_VS_SMA50', min: round(-20 + Math.random() * 20), max: null }),
    () => ({ key: 'VALUE_AVG20', min: round(Math.random() * 3), max: null }),
    () => ({ key: 'REVENUE_GROWTH_MIN_4Q', min: round(-20 + Math.random() * 20), max: null }),
  ];
  const count = 2 + Math.floor(Math.random() * 4);
  const chosen = [...pool].sort(() => Math.random() - 0.5).slice(0, count);
  return {
    criteria: chosen.map((make) => make()),
    columns: ['MARKET_CAP'],
    sort: { key: pick(['MARKET_CAP', 'PE', 'CHANGE_1M']), direction: pick(['asc', 'desc'] as const) },
  };
}

/** Alert conditions a free account may hold (no ratio: it depends on the company's kind). */
function alertCondition(): Record<string, unknown> {
  return pick<Record<string, unknown>>([
    {
      kind: 'price',
      direction: pick(['above', 'below']),
      value: 10_000 + Math.floor(Math.random() * 90_000),
    },
    { kind: 'pct_change', direction: pick(['above', 'below']), value: pick([-3, -1, 1, 3]) },
    { kind: 'volume_spike', multiple: pick([1.5, 2, 3]) },
    { kind: 'rsi', direction: pick(['above', 'below']), value: pick([30, 70]) },
    { kind: 'moving_average', average: pick(['SMA', 'EMA']), period: pick([20, 50]), direction: 'above' },
  ]);
}

/** Alerts a user keeps active (the free plan allows 5; one slot is left for the measured creates). */
const STANDING_ALERTS = 3;
const LIST_MIN = 5;
const LIST_MAX = 12;

export class ScreensUser {
  private watchlistId = 0;
  private readonly listed = new Set<string>();
  /** Alerts created during the measured run, deleted again on the next alert write. */
  private readonly extraAlerts: number[] = [];

  constructor(
    private readonly baseUrl: string,
    private readonly auth: (json?: boolean) => Record<string, string>,
    private readonly tickers: readonly string[],
  ) {}

  private get(operation: Operation, pathAndQuery: string): Promise<Answer> {
    return request(operation, `${this.baseUrl}${pathAndQuery}`, { headers: this.auth() });
  }

  private send(operation: Operation, method: string, pathAndQuery: string, body?: unknown): Promise<Answer> {
    return request(operation, `${this.baseUrl}${pathAndQuery}`, {
      method,
      headers: this.auth(body !== undefined),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** Not measured: one watchlist of LIST_MIN tickers and STANDING_ALERTS alerts (one on the list). */
  async prepare(): Promise<void> {
    const lists = await fetch(`${this.baseUrl}/api/watchlists`, { headers: this.auth() });
    const existing = ((await lists.json()) as { data: { lists: { id: number; tickers: string[] }[] } }).data
      .lists[0];
    if (existing) {
      this.watchlistId = existing.id;
      existing.tickers.forEach((ticker) => this.listed.add(ticker));
    } else {
      const tickers = [...this.tickers].sort(() => Math.random() - 0.5).slice(0, LIST_MIN);
      const created = await fetch(`${this.baseUrl}/api/watchlists`, {
        method: 'POST',
        headers: this.auth(true),
        body: JSON.stringify({ name: 'Danh mục theo dõi', tickers }),
      });
      if (created.status !== 201)
        throw new Error(`watchlist: ${String(created.status)} ${await created.text()}`);
      this.watchlistId = ((await created.json()) as { data: { id: number } }).data.id;
      tickers.forEach((ticker) => this.listed.add(ticker));
    }
    for (let index = 0; index < STANDING_ALERTS; index += 1) {
      const target = index === 0 ? { watchlistId: this.watchlistId } : { ticket: pick(this.tickers) };
      const answer = await fetch(`${this.baseUrl}/api/alerts`, {
        method: 'POST',
        headers: this.auth(true),
        body: JSON.stringify({
          ...target,
          condition: alertCondition(),
          notifyEmail: false,
          cooldownMinutes: 5,
        }),
      });
      if (answer.status !== 201) throw new Error(`alert: ${String(answer.status)} ${await answer.text()}`);
    }
  }

  async market(): Promise<void> {
    const [operation, pathAndQuery] = pick(MARKET_CALLS)();
    await this.get(operation, pathAndQuery);
  }

  /** A ready-made screen (cached like the page's first view) or random criteria (computed). */
  async screener(): Promise<void> {
    const roll = Math.random();
    if (roll < 0.1) {
      await this.get('screener options', '/api/screener/options');
      return;
    }
    const preset = roll < 0.55;
    const screen = preset ? pick(PRESET_SCREENS).screen : randomScreen();
    const query = new URLSearchParams({
      ...screenText(screen),
      page: preset ? pick(['1', '1', '2']) : '1',
      pageSize: '20',
    });
    await this.get(
      preset ? 'screener run, preset' : 'screener run, random',
      `/api/screener/run?${query.toString()}`,
    );
  }

  /** The watchlist page: its lists, the price board (most often), adding or removing a ticker. */
  async watchlist(): Promise<void> {
    const roll = Math.random();
    if (roll < 0.3) {
      await this.get('watchlists GET', '/api/watchlists');
    } else if (roll < 0.8) {
      await this.get('watchlist board', `/api/watchlists/${String(this.watchlistId)}/board`);
    } else if (this.listed.size < LIST_MAX && (this.listed.size <= LIST_MIN || Math.random() < 0.5)) {
      const candidates = this.tickers.filter((ticker) => !this.listed.has(ticker));
      const ticker = pick(candidates);
      const answer = await this.send(
        'watchlist items POST',
        'POST',
        `/api/watchlists/${String(this.watchlistId)}/items`,
        {
          tickers: [ticker],
        },
      );
      if (answer.status === 200) this.listed.add(ticker);
    } else {
      const ticker = pick([...this.listed]);
      const answer = await this.send(
        'watchlist items DELETE',
        'DELETE',
        `/api/watchlists/${String(this.watchlistId)}/items?ticker=${ticker}`,
      );
      if (answer.status === 200) this.listed.delete(ticker);
    }
  }

  /** The alerts page and the bell: the list and the unread count, and now and then a new alert or its removal. */
  async alerts(): Promise<void> {
    const roll = Math.random();
    if (roll < 0.45) {
      await this.get('alerts GET', '/api/alerts');
    } else if (roll < 0.85) {
      await this.get('notifications unread-count', '/api/notifications/unread-count');
    } else if (this.extraAlerts.length > 0) {
      const id = this.extraAlerts.pop() ?? 0;
      await this.send('alerts DELETE', 'DELETE', `/api/alerts/${String(id)}`);
    } else {
      const answer = await this.send('alerts POST', 'POST', '/api/alerts', {
        ticket: pick(this.tickers),
        condition: alertCondition(),
        notifyEmail: false,
        cooldownMinutes: 5,
      });
      if (answer.status === 201)
        this.extraAlerts.push((JSON.parse(answer.body) as { data: { id: number } }).data.id);
    }
  }
}
