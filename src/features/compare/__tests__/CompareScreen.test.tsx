/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { memoryRouter } from '../../../../tests/helpers/memoryRouter';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { account, encoded, fake, installServer, queriesOf } from '../../news/__tests__/harness';
import { CompareScreen } from '../components/CompareScreen';
import { PEERS, SERIES } from './fixtures';

jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));
jest.mock('@/features/technical/loadHighstock', () =>
  jest.requireActual<typeof import('../../technical/__tests__/stockStub')>(
    '../../technical/__tests__/stockStub',
  ),
);

installServer();

beforeEach(() => {
  fake.answers['/compare/series'] = () => encoded(SERIES);
  fake.answers['/compare/peers'] = () => encoded(PEERS);
  fake.answers['/enterprise/v2/finance-chip'] = () =>
    encoded({
      ticker: 'VCB',
      companyType: 'bank',
      chips: [
        {
          chipId: 'ratios',
          name: 'Chỉ số',
          metrics: [
            {
              key: 'ratio:ROE',
              kind: 'ratio',
              id: 'ROE',
              name: 'ROE',
              unit: '%',
              valueKind: 'percent',
              frequency: 'period',
            },
          ],
        },
      ],
    });
});

describe('CompareScreen', () => {
  it('shows the tickers of the address, names the unknown one, draws the lines and the peer table', async () => {
    memoryRouter.reset('/compare', { t: 'VCB,BID,ZZZ' });
    renderWithStore(<CompareScreen />, { preloadedState: account('guest') });
    expect(
      await screen.findByText('Không tìm thấy mã ZZZ; đang hiển thị các mã còn lại.'),
    ).toBeInTheDocument();
    const chips = screen.getByTestId('compare-chips');
    expect(within(chips).getByText('VCB')).toBeInTheDocument();
    expect(within(chips).getByText('BID')).toBeInTheDocument();
    const chart = await screen.findByTestId('stock-options');
    expect(chart).toHaveAttribute('data-series', 'VCB,BID,benchmark');
    const table = await screen.findByTestId('peer-table');
    const vcb = within(table).getByRole('row', { name: /VCB/ });
    expect(within(vcb).getByText('500,000.00')).toBeInTheDocument();
    expect(
      within(vcb)
        .getAllByTestId('peer-rank')
        .map((node) => node.textContent.trim()),
    ).toEqual(['#1', '#2']);
    const bid = within(table).getByRole('row', { name: /BID/ });
    expect(within(bid).getByLabelText(/Không có số liệu: Không tính P\/E/)).toBeInTheDocument();
    const median = within(table).getByRole('row', { name: /Trung vị ngành/ });
    expect(within(median).getByText('60,000.00')).toBeInTheDocument();
    expect(within(median).queryByTestId('peer-rank')).toBeNull();
    expect(queriesOf('/compare/peers')[0]).toEqual({
      t: 'VCB,BID,ZZZ',
      metric: 'price:close',
      period: 'quarter',
    });
  });

  it('explains the default set when the address names no ticker', async () => {
    memoryRouter.reset('/compare', {});
    renderWithStore(<CompareScreen />, { preloadedState: account('guest') });
    expect(
      await screen.findByText(/Chưa chọn mã: đang so sánh VCB, BID, CTG, TCB và MBB/),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(queriesOf('/compare/series')[0]?.t).toBe('VCB,BID,CTG,TCB,MBB');
    });
  });

  it('keeps a removed chip and the absolute view in the address', async () => {
    memoryRouter.reset('/compare', { t: 'VCB,BID' });
    renderWithStore(<CompareScreen />, { preloadedState: account('guest') });
    await screen.findByTestId('stock-options');
    fireEvent.click(screen.getByText('Giá (đồng)'));
    await waitFor(() => {
      expect(memoryRouter.current.query).toMatchObject({ t: 'VCB,BID', v: 'abs' });
    });
    fireEvent.click(screen.getByLabelText('Bỏ BID'));
    await waitFor(() => {
      expect(memoryRouter.current.query).toMatchObject({ t: 'VCB', v: 'abs' });
    });
  });

  it('names tickers beyond the eighth', async () => {
    memoryRouter.reset('/compare', { t: 'A1,A2,A3,A4,A5,A6,A7,A8,A9' });
    renderWithStore(<CompareScreen />, { preloadedState: account('guest') });
    expect(await screen.findByText(/tối đa 8 mã: đang hiển thị 8 mã đầu, bỏ qua A9/)).toBeInTheDocument();
  });
});
