/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type {
  ForeignRoomResponse,
  InsiderDeal,
  InsiderDealsResponse,
  OwnershipResponse,
} from '@/common/contracts/ownership';
import { makeStore } from '@/application/store';
import { NO_FOREIGN_LIMIT } from '@/common/market/foreignOwnership';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { account, encoded, fake, installServer, queriesOf } from '../../news/__tests__/harness';
import { OwnershipScreen } from '../components/OwnershipScreen';
import { formatRatioChange, formatSharesChange } from '../ownershipText';
import { preloadOwnership } from '../ownershipPreload';

installServer();

const holders = (state: number | null, foreign: number, insider: number, other: number) => [
  {
    kind: 'state' as const,
    shares: state === null ? null : state * 1e6,
    ratio: state === null ? null : state / 100,
  },
  { kind: 'foreign' as const, shares: foreign * 1e6, ratio: foreign / 100 },
  { kind: 'insider' as const, shares: insider * 1e6, ratio: insider / 100 },
  { kind: 'other' as const, shares: other * 1e6, ratio: other / 100 },
];

const OWNERSHIP: OwnershipResponse = {
  ticker: 'TCB',
  structure: { asOf: '2025-03-31', source: 'Vendor', holders: holders(null, 39, 12, 49) },
  structureNote: null,
  structureHistory: [
    { asOf: '2024-12-31', source: 'Vendor', holders: holders(0, 40, 10, 50) },
    { asOf: '2025-03-31', source: 'Vendor', holders: holders(null, 39, 12, 49) },
  ],
  majorHolders: [
    {
      name: 'Quỹ Đầu tư ABC',
      kind: 'foreign',
      asOf: '2025-03-31',
      shares: 14_400_000,
      ratio: 0.12,
      previousAsOf: '2024-12-31',
      sharesChange: 2_400_000,
      ratioChange: 0.02,
      history: [
        { asOf: '2024-12-31', shares: 12_000_000, ratio: 0.1 },
        { asOf: '2025-03-31', shares: 14_400_000, ratio: 0.12 },
      ],
    },
  ],
  majorHoldersNote: null,
  foreign: {
    asOf: '2025-03-11',
    shares: 120_000_000,
    sharesBasis: 'listed',
    limitPct: 49,
    limitShares: 58_800_000,
    roomShares: 12_000_000,
    roomRatio: 0.1,
    heldShares: 46_800_000,
    ownershipRatio: 0.39,
    reason: null,
  },
};

const deal = (id: number, extra: Partial<InsiderDeal> = {}): InsiderDeal => ({
  id,
  personName: `Người số ${String(id)}`,
  position: 'Thành viên HĐQT',
  relation: 'insider',
  action: 'buy',
  registeredShares: 1_000_000,
  registeredFrom: '2025-03-01',
  registeredTo: '2025-03-30',
  executedShares: null,
  executedOn: null,
  sharesBefore: 5_400_000,
  sharesAfter: null,
  ratioBefore: 0.045,
  ratioAfter: null,
  executedRatio: null,
  status: 'registered',
  source: 'HOSE',
  ...extra,
});

const ROOM: ForeignRoomResponse = {
  ticker: 'TCB',
  limitRatio: 0.49,
  note: null,
  points: [
    { date: '2025-03-10', ownershipRatio: 0.4, roomRatio: 0.09, roomShares: 10_800_000 },
    { date: '2025-03-11', ownershipRatio: 0.39, roomRatio: 0.1, roomShares: 12_000_000 },
  ],
};

function answer(deals: (page: number) => InsiderDealsResponse, ownership = OWNERSHIP) {
  fake.answers['/enterprise/ownership'] = () => encoded(ownership);
  fake.answers['/enterprise/insider-deals'] = (params) => encoded(deals(Number(params.get('page'))));
  fake.answers['/enterprise/foreign-room'] = () => encoded(ROOM);
}

const onePage = (): InsiderDealsResponse => ({
  ticker: 'TCB',
  items: [
    deal(1, {
      executedShares: 1_200_000,
      executedOn: '2025-03-12',
      sharesAfter: 6_600_000,
      ratioAfter: 0.055,
      executedRatio: 1.2,
      status: 'done',
    }),
    deal(2, { action: 'sell', relation: 'related', position: 'Vợ ông A - Chủ tịch HĐQT' }),
  ],
  total: 2,
  page: 1,
  pageSize: 10,
});

describe('OwnershipScreen', () => {
  it('shows the structure, foreign room, major holders and insider deals in Vietnamese', async () => {
    answer(onePage);
    renderWithStore(<OwnershipScreen />, { preloadedState: account(null) });

    const structure = await screen.findByTestId('ownership-structure');
    expect(
      within(structure).getByText('Ngày 2025-03-31 · Nguồn: Vendor · So với 2024-12-31'),
    ).toBeInTheDocument();
    const foreignRow = within(structure).getByRole('row', { name: /Nước ngoài/ });
    expect(within(foreignRow).getByText('39,000,000')).toBeInTheDocument();
    expect(within(foreignRow).getByText('39.00%')).toBeInTheDocument();
    expect(within(foreignRow).getByText('-1.00 điểm %')).toBeInTheDocument();
    // The unpublished state share is "-", never 0.
    const stateRow = within(structure).getByRole('row', { name: /Nhà nước/ });
    expect(within(stateRow).getAllByText('-')).toHaveLength(3);
    expect(within(structure).getByTestId('ownership-structure-chart')).toBeInTheDocument();

    const room = screen.getByTestId('ownership-foreign-room');
    expect(within(room).getByTestId('foreign-ownership')).toHaveTextContent('39.00%');
    expect(within(room).getByTestId('foreign-limit')).toHaveTextContent('49.00%');
    expect(within(room).getByTestId('foreign-room-shares')).toHaveTextContent('12,000,000');
    expect(within(room).getByTestId('foreign-room-ratio')).toHaveTextContent('10.00%');
    expect(within(room).getByText(/120,000,000 cổ phiếu niêm yết/)).toBeInTheDocument();
    expect(await within(room).findByTestId('foreign-room-chart')).toBeInTheDocument();

    const major = screen.getByTestId('ownership-major-holders');
    const fund = within(major).getByRole('row', { name: /Quỹ Đầu tư ABC/ });
    expect(within(fund).getByText('14,400,000')).toBeInTheDocument();
    expect(within(fund).getByText('12.00%')).toBeInTheDocument();
    expect(within(fund).getByText(formatSharesChange(2_400_000))).toBeInTheDocument();
    expect(within(fund).getByText(formatRatioChange(0.02))).toHaveAttribute('title', 'So với 2024-12-31');

    const deals = await screen.findByTestId('ownership-insider-deals');
    const done = await within(deals).findByRole('row', { name: /Người số 1/ });
    expect(within(done).getByText('Mua')).toBeInTheDocument();
    expect(within(done).getByText('Đã thực hiện')).toBeInTheDocument();
    expect(within(done).getByText('1,200,000')).toBeInTheDocument();
    expect(within(done).getByText('(120.00% đăng ký)')).toBeInTheDocument();
    expect(within(done).getByText('Vượt khối lượng đăng ký')).toBeInTheDocument();
    expect(within(done).getByText('2025-03-01 → 2025-03-30')).toBeInTheDocument();
    expect(within(done).getByText('5.50%')).toBeInTheDocument();
    const open = within(deals).getByRole('row', { name: /Người số 2/ });
    expect(within(open).getByText('Bán')).toBeInTheDocument();
    expect(within(open).getByText('Người có liên quan')).toBeInTheDocument();
    expect(within(open).getByText('Đã đăng ký')).toBeInTheDocument();
    expect(within(open).getByText('Chưa có kết quả')).toBeInTheDocument();
    expect(queriesOf('/enterprise/ownership')).toEqual([{ ticket: 'TCB' }]);
  });

  it('pages the insider deals on the server', async () => {
    answer((page) => ({
      ticker: 'TCB',
      items: Array.from({ length: page === 1 ? 10 : 3 }, (_, index) => deal((page - 1) * 10 + index + 1)),
      total: 13,
      page,
      pageSize: 10,
    }));
    renderWithStore(<OwnershipScreen />, { preloadedState: account(null) });
    const deals = await screen.findByTestId('ownership-insider-deals');
    await within(deals).findByRole('row', { name: /Người số 10/ });
    fireEvent.click(within(deals).getByRole('listitem', { name: '2' }));
    await within(deals).findByRole('row', { name: /Người số 13/ });
    expect(queriesOf('/enterprise/insider-deals').map((query) => query.page)).toEqual(['1', '2']);
  });

  it('says why figures are missing instead of showing 0', async () => {
    answer(() => ({ ticker: 'TCB', items: [], total: 0, page: 1, pageSize: 10 }), {
      ...OWNERSHIP,
      structure: null,
      structureNote: 'Chưa có dữ liệu cơ cấu cổ đông của mã này.',
      structureHistory: [],
      majorHolders: [],
      majorHoldersNote: 'Chưa có dữ liệu cổ đông lớn của mã này.',
      foreign: {
        ...OWNERSHIP.foreign,
        limitPct: null,
        limitShares: null,
        heldShares: null,
        ownershipRatio: null,
        reason: NO_FOREIGN_LIMIT,
      },
    });
    renderWithStore(<OwnershipScreen />, { preloadedState: account(null) });
    expect(await screen.findByText('Chưa có dữ liệu cơ cấu cổ đông của mã này.')).toBeInTheDocument();
    expect(screen.getByText('Chưa có dữ liệu cổ đông lớn của mã này.')).toBeInTheDocument();
    expect(screen.getByTestId('foreign-ownership')).toHaveTextContent('-');
    expect(screen.getByText(NO_FOREIGN_LIMIT)).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByText('Chưa có giao dịch của người nội bộ và người liên quan')).toBeInTheDocument();
    });
  });

  it('renders what the server preloaded without asking again', async () => {
    const serverStore = makeStore();
    const result = await preloadOwnership(serverStore, 'TCB', {
      ownership: () => Promise.resolve(OWNERSHIP),
      insiderDeals: () => Promise.resolve(onePage()),
      foreignRoom: () => Promise.resolve(ROOM),
    });
    expect(result).toEqual({ ok: true });
    const state = JSON.parse(JSON.stringify(serverStore.getState())) as object;
    renderWithStore(<OwnershipScreen />, { preloadedState: { ...state, ...account(null) } });
    expect(screen.getByTestId('foreign-ownership')).toHaveTextContent('39.00%');
    expect(within(screen.getByTestId('ownership-insider-deals')).getByText('Người số 1')).toBeInTheDocument();
    expect(await screen.findByTestId('foreign-room-chart')).toBeInTheDocument();
    expect(fake.requests).toEqual([]);
  });

  it('reports a failed preload instead of throwing', async () => {
    const error = new Error('db down');
    const fail = () => Promise.reject(error);
    expect(
      await preloadOwnership(makeStore(), 'TCB', { ownership: fail, insiderDeals: fail, foreignRoom: fail }),
    ).toEqual({ ok: false, error });
  });
});
