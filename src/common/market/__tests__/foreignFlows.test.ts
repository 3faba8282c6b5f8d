import {
  FLOW_WINDOWS,
  lastSessions,
  marketFlowBySession,
  netValue,
  sessionsWithoutData,
  stockFlowsOverWindow,
  topNetBuyers,
  topNetSellers,
  type FlowRow,
} from '../foreignFlows';

const B = 1e9;
const row = (ticker: string, date: string, buy: number | null, sell: number | null): FlowRow => ({
  ticker,
  date,
  buyValue: buy === null ? null : buy * B,
  sellValue: sell === null ? null : sell * B,
});

// A small market of three sessions (values in tỷ đồng):
//            D1 (02/11)      D2 (03/11)       D3 (04/11)
//   AAA      buy 10 sell 4   buy 3 sell 8     buy 6 sell 1
//   BBB      buy 2 sell 2    buy null sell 5  buy 1 sell 9
//   CCC      (no row)        buy 7 sell 0     buy 0 sell 3
// D0 (30/10): every value null (the feed sent none).
const D0 = '2026-10-30';
const D1 = '2026-11-02';
const D2 = '2026-11-03';
const D3 = '2026-11-04';
const ROWS: FlowRow[] = [
  row('AAA', D0, null, null),
  row('BBB', D0, null, null),
  row('AAA', D1, 10, 4),
  row('BBB', D1, 2, 2),
  row('AAA', D2, 3, 8),
  row('BBB', D2, null, 5),
  row('CCC', D2, 7, 0),
  row('AAA', D3, 6, 1),
  row('BBB', D3, 1, 9),
  row('CCC', D3, 0, 3),
];
const SESSIONS = [D0, D1, D2, D3];

test('net is buy − sell, and unknown when either side is unknown', () => {
  expect(netValue(10, 4)).toBe(6);
  expect(netValue(0, 3)).toBe(-3);
  expect(netValue(null, 5)).toBeNull();
  expect(netValue(5, null)).toBeNull();
});

test('the market by session sums the stocks with both values; a session without any is null, not 0', () => {
  const sessions = marketFlowBySession(ROWS, SESSIONS);
  expect(sessions.map((s) => [s.date, s.netValue === null ? null : s.netValue / B, s.stocks])).toEqual([
    [D0, null, 0],
    // D1: (10 − 4) + (2 − 2) = 6
    [D1, 6, 2],
    // D2: AAA 3 − 8 = −5, BBB left out (buy unknown), CCC 7 − 0 = 7 → 2
    [D2, 2, 2],
    // D3: 5 − 8 − 3 = −6
    [D3, -6, 3],
  ]);
  expect(sessions[2]).toMatchObject({ buyValue: 10 * B, sellValue: 8 * B });
  expect(sessionsWithoutData(sessions)).toEqual([D0]);
});

test('per stock over 1 session and over a window of 3 (sums over the sessions with both values)', () => {
  const oneDay = stockFlowsOverWindow(ROWS, lastSessions(SESSIONS, FLOW_WINDOWS['1D']));
  expect(oneDay.map((f) => [f.ticker, f.netValue / B, f.sessions])).toEqual([
    ['AAA', 5, 1],
    ['BBB', -8, 1],
    ['CCC', -3, 1],
  ]);
  const threeDays = stockFlowsOverWindow(ROWS, lastSessions(SESSIONS, 3));
  // AAA: 6 − 5 + 5 = 6 over 3 sessions; BBB: 0 + (D2 unknown) − 8 = −8 over 2; CCC: 7 − 3 = 4 over 2.
  expect(
    threeDays.map((f) => [f.ticker, f.buyValue / B, f.sellValue / B, f.netValue / B, f.sessions]),
  ).toEqual([
    ['AAA', 19, 13, 6, 3],
    ['BBB', 3, 11, -8, 2],
    ['CCC', 7, 3, 4, 2],
  ]);
  // A window made of the data-less session only: no stock has a known net.
  expect(stockFlowsOverWindow(ROWS, [D0])).toEqual([]);
});

test('top net buyers and sellers order by net, ties by ticker, and leave out the other side', () => {
  const flows = [
    { ticker: 'ZZZ', buyValue: 5, sellValue: 1, netValue: 4, sessions: 1 },
    { ticker: 'AAA', buyValue: 4, sellValue: 0, netValue: 4, sessions: 1 },
    { ticker: 'MMM', buyValue: 9, sellValue: 0, netValue: 9, sessions: 1 },
    { ticker: 'NNN', buyValue: 1, sellValue: 1, netValue: 0, sessions: 1 },
    { ticker: 'SSS', buyValue: 0, sellValue: 7, netValue: -7, sessions: 1 },
    { ticker: 'TTT', buyValue: 0, sellValue: 2, netValue: -2, sessions: 1 },
  ];
  expect(topNetBuyers(flows).map((f) => f.ticker)).toEqual(['MMM', 'AAA', 'ZZZ']);
  expect(topNetSellers(flows).map((f) => f.ticker)).toEqual(['SSS', 'TTT']);
  expect(topNetBuyers(flows, 1).map((f) => f.ticker)).toEqual(['MMM']);
});

test('windows are 1, 5 and 22 sessions; a short history gives what it has', () => {
  expect(FLOW_WINDOWS).toEqual({ '1D': 1, '1W': 5, '1M': 22 });
  expect(lastSessions(SESSIONS, 22)).toEqual(SESSIONS);
  expect(lastSessions(SESSIONS, 1)).toEqual([D3]);
});
