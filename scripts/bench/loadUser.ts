/**
 * A simulated user of `npm run bench:load`: signs in, then each step is one request of the weighted
 * mix as described in mixedLoad.ts (the new screens' requests are loadScreens.ts's).
 */
import { ScreensUser } from './loadScreens';
import { request, recordError, type Answer, type Operation } from './loadStats';
import { DEMO_UNIVERSE } from '../../src/server/importers/demo/universe';

export const LOAD_PASSWORD = 'Load-user-1';
export const RUN = Date.now().toString(36);

export const TICKERS = DEMO_UNIVERSE.map((company) => company.ticker);
const SEARCH_TEXTS = [
  '',
  'ngân hàng',
  'thép',
  'chứng khoán',
  'bảo hiểm',
  'dầu khí',
  'sữa',
  'điện',
  'vin',
  'hoa',
  'masan',
  'fpt',
  ...TICKERS.map((ticker) => ticker.slice(0, 1)),
  ...TICKERS.map((ticker) => ticker.slice(0, 2)),
  ...TICKERS,
];
const TABLES = ['BALANCE_SHEET', 'INCOME_STATEMENT', 'CASH_FLOW_INDIRECT', 'TRAILING', 'ANNUALIZE'];
const PERIODS = ['quarter', 'year'];
const LIMITS = [4, 8, 12, 20];

export function oneOf<T>(values: readonly T[]): T {
  const value = values[Math.floor(Math.random() * values.length)];
  if (value === undefined) throw new Error('empty choice');
  return value;
}

interface SectionAnswer {
  data: { sectionId: number; version: number } | { sectionId: number; version: number }[];
}

const ONE_CHART = [
  { chartName: 'Giá đóng cửa', metrics: [{ kind: 'price', id: 'close', seriesType: 'line', axis: 0 }] },
];
const TWO_CHARTS = [
  ...ONE_CHART,
  { chartName: 'Khối lượng', metrics: [{ kind: 'price', id: 'volume', seriesType: 'column', axis: 1 }] },
];

export class User {
  private token = '';
  private readonly headers: Record<string, string>;
  /** The user's chart sections of its ticker: id -> version last read. */
  private readonly sections = new Map<number, number>();
  private edits = 0;
  /** The market overview, screener, watchlist and alerts requests of this user. */
  readonly screens: ScreensUser;

  constructor(
    private readonly baseUrl: string,
    private readonly email: string,
    private readonly index: number,
    private readonly extendIds: readonly string[],
    private readonly symbol: string,
  ) {
    this.headers = {
      'x-forwarded-for': `10.77.${String(Math.floor(index / 250))}.${String((index % 250) + 1)}`,
    };
    this.screens = new ScreensUser(baseUrl, (json) => this.auth(json), TICKERS);
  }

  private auth(json = false): Record<string, string> {
    return {
      ...this.headers,
      authorization: `Bearer ${this.token}`,
      ...(json ? { 'content-type': 'application/json' } : {}),
    };
  }

  async login(): Promise<boolean> {
    const answer = await request('login', `${this.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { ...this.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        email: this.email,
        password: LOAD_PASSWORD,
        deviceId: `load-device-${RUN}-${String(this.index)}`,
        deviceName: 'bench:load',
      }),
    });
    if (answer.status !== 200) return false;
    this.token = (
      JSON.parse(answer.body) as { data: { token: { accessToken: string } } }
    ).data.token.accessToken;
    return true;
  }

  async step(): Promise<void> {
    // The weights of mixedLoad.ts's header comment, as cumulative percentages.
    const roll = Math.random() * 100;
    if (roll < 20) await this.screens.market();
    else if (roll < 30) await this.screens.screener();
    else if (roll < 40) await this.screens.watchlist();
    else if (roll < 45) await this.screens.alerts();
    else if (roll < 58) await this.search();
    else if (roll < 76) await this.financeData();
    else if (roll < 88) await this.metricData();
    else if (roll < 94) await this.listSections();
    else if (roll < 99) await this.writeSection();
    else await this.login();
  }

  private async get(operation: Operation, pathAndQuery: string): Promise<Answer> {
    return request(operation, `${this.baseUrl}${pathAndQuery}`, { headers: this.auth() });
  }

  private async search(): Promise<void> {
    await this.get(
      'search',
      `/api/enterprise/corp-search?corpText=${encodeURIComponent(oneOf(SEARCH_TEXTS))}`,
    );
  }

  private async financeData(): Promise<void> {
    const query = new URLSearchParams({
      ticket: oneOf(TICKERS),
      tableName: oneOf(TABLES),
      period: oneOf(PERIODS),
      limit: String(oneOf(LIMITS)),
    });
    await this.get('finance-data', `/api/enterprise/v2/finance-data?${query.toString()}`);
  }

  private async metricData(): Promise<void> {
    await this.get('metric-data', `/api/macro/metric-data?extendID=${oneOf(this.extendIds)}`);
  }

  private async listSections(): Promise<void> {
    const answer = await this.get('chart-section GET', `/api/enterprise/chart-section?symbol=${this.symbol}`);
    if (answer.status !== 200) return;
    const { data } = JSON.parse(answer.body) as SectionAnswer;
    this.sections.clear();
    for (const section of Array.isArray(data) ? data : [data])
      this.sections.set(section.sectionId, section.version);
  }

  private async writeSection(): Promise<void> {
    const ids = [...this.sections.keys()];
    const roll = Math.random();
    if (ids.length === 0 || (ids.length < 4 && roll < 0.15)) return this.createSection();
    if (ids.length >= 4 && roll < 0.15) return this.deleteSection(oneOf(ids));
    if (roll < 0.35) return this.concurrentPair(oneOf(ids));
    return this.updateSection(oneOf(ids));
  }

  private async createSection(): Promise<void> {
    const answer = await request('chart-section POST', `${this.baseUrl}/api/enterprise/chart-section`, {
      method: 'POST',
      headers: this.auth(true),
      body: JSON.stringify({
        symbol: this.symbol,
        sectionName: `Mục tải ${String(this.sections.size + 1)}`,
        config: ONE_CHART,
        isAutoAxis: true,
      }),
    });
    if (answer.status !== 201) return;
    const { data } = JSON.parse(answer.body) as { data: { sectionId: number; version: number } };
    this.sections.set(data.sectionId, data.version);
  }

  private async deleteSection(sectionId: number): Promise<void> {
    const answer = await request(
      'chart-section DELETE',
      `${this.baseUrl}/api/enterprise/chart-section?sectionId=${String(sectionId)}`,
      { method: 'DELETE', headers: this.auth() },
    );
    if (answer.status === 200) this.sections.delete(sectionId);
  }

  private updateBody(sectionId: number, version: number): string {
    this.edits += 1;
    return JSON.stringify({
      sectionId,
      version,
      sectionName: `Mục tải, sửa lần ${String(this.edits)}`,
      ...(this.edits % 3 === 0 ? { config: this.edits % 2 === 0 ? ONE_CHART : TWO_CHARTS } : {}),
    });
  }

  private async updateSection(sectionId: number): Promise<void> {
    const version = this.sections.get(sectionId) ?? 1;
    const answer = await request('chart-section PUT', `${this.baseUrl}/api/enterprise/chart-section`, {
      method: 'PUT',
      headers: this.auth(true),
      body: this.updateBody(sectionId, version),
    });
    if (answer.status === 200) {
      this.sections.set(sectionId, (JSON.parse(answer.body) as { data: { version: number } }).data.version);
    }
  }

  /** Two saves of the same section at the same version at once: one must win, the other answer 409. */
  private async concurrentPair(sectionId: number): Promise<void> {
    const operation: Operation = 'chart-section PUT, concurrent pair';
    const version = this.sections.get(sectionId) ?? 1;
    const send = () =>
      request(
        operation,
        `${this.baseUrl}/api/enterprise/chart-section`,
        { method: 'PUT', headers: this.auth(true), body: this.updateBody(sectionId, version) },
        { expect409: true },
      );
    const answers = await Promise.all([send(), send()]);
    const won = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 409);
    if (won.length === 2)
      recordError(operation, `both saves at version ${String(version)} won: a lost update`);
    else if (won.length === 1 && refused.length === 1 && won[0]) {
      this.sections.set(sectionId, (JSON.parse(won[0].body) as { data: { version: number } }).data.version);
    } else if (refused.length === 2) {
      // Our version was stale: a 409 that was not the pair's own making.
      recordError(operation, `both saves at version ${String(version)} answered 409`);
    }
  }
}
