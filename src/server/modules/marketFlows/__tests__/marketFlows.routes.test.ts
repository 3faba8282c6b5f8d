/**
 * Bad input to the market cards' routes is a 400 with a Vietnamese message per field, before any
 * database read (the answers themselves: __tests__/integration).
 */
import { callRoute } from '../../../../../tests/helpers/callRoute';
import { industriesRoute, marketFlowsRoute, moversRoute } from '../marketFlows.handlers';

interface ErrorBody {
  code: string;
  message: string;
  details?: { path: string; message: string }[];
}

async function refused(
  route: Parameters<typeof callRoute>[0],
  query: Record<string, string>,
): Promise<string[]> {
  const result = await callRoute<ErrorBody>(route, { query });
  expect(result.status).toBe(400);
  expect(result.body.code).toBe('VALIDATION');
  return (result.body.details ?? []).map((detail) => `${detail.path}: ${detail.message}`);
}

test('movers: unknown kind, exchange and a malformed industry code', async () => {
  expect(await refused(moversRoute, { kind: 'best', exchange: 'NYSE', industry: '83' })).toEqual([
    'kind: Loại danh sách phải là gainers, losers, value hoặc volume',
    'exchange: Sàn giao dịch phải là HOSE, HNX hoặc UPCOM',
    'industry: Mã ngành phải là mã ICB cấp 2 gồm 4 chữ số, ví dụ 8300',
  ]);
});

test('foreign flows: unknown window and investor', async () => {
  expect(await refused(marketFlowsRoute, { window: '2Y', investor: 'retail' })).toEqual([
    'window: Khoảng thời gian phải là 1D, 1W hoặc 1M',
    'investor: Nhà đầu tư phải là foreign (khối ngoại) hoặc proprietary (tự doanh)',
  ]);
});

test('industries: unknown period; a huge value is refused the same way', async () => {
  expect(await refused(industriesRoute, { period: 'x'.repeat(5000) })).toEqual([
    'period: Kỳ phải là 1D, 1W, 1M, YTD hoặc 1Y',
  ]);
});
