/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import type { CompanyEventsResponse } from '@/common/contracts/corporateEvents';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { account, encoded, fake, failure, installServer, queriesOf } from '../../news/__tests__/harness';
import { CompanyEventsScreen } from '../components/CompanyEventsScreen';
import { DIVIDENDS, eventItem } from './fixtures';

installServer();

const EVENTS: CompanyEventsResponse = {
  ticker: 'TCB',
  today: '2024-10-01',
  upcoming: [eventItem(1, { kind: 'egm', title: 'Đại hội cổ đông bất thường 2024', cashPerShare: null })],
  past: [
    eventItem(2, {
      kind: 'stock_dividend',
      eventDate: '2024-09-10',
      ratio: 1.2,
      ratioText: '100:20',
      cashPerShare: null,
    }),
    eventItem(3, { eventDate: '2024-06-10' }),
  ],
};

describe('CompanyEventsScreen', () => {
  it('lists upcoming and past events and the dividend history with yields and the reference price formula', async () => {
    fake.answers['/enterprise/events'] = () => encoded(EVENTS);
    fake.answers['/enterprise/dividends'] = () => encoded(DIVIDENDS);
    renderWithStore(<CompanyEventsScreen />, { preloadedState: account(null) });

    const upcoming = await screen.findByTestId('upcoming-events');
    expect(within(upcoming).getByText('Đại hội cổ đông bất thường')).toBeInTheDocument();
    const past = screen.getByTestId('past-events');
    expect(within(past).getByText('100:20')).toBeInTheDocument();
    expect(within(past).getByText('1,500 đ/cp')).toBeInTheDocument();

    const history = await screen.findByTestId('dividend-history');
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const [rights, cash, unknown] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(rights).getByText('100:30, giá 10,000 đ')).toBeInTheDocument();
    expect(within(rights).getByText('12,300')).toBeInTheDocument();
    expect(within(rights).getByText('0.9462')).toBeInTheDocument();
    expect(within(rights).getByText('P_ref = (P_prev + (k − 1) × S) / k')).toBeInTheDocument();
    expect(within(rights).getByText('Tính theo công thức, làm tròn theo bước giá')).toBeInTheDocument();
    expect(within(cash).getByText('5.00%')).toBeInTheDocument();
    expect(within(cash).getByText('50.00%')).toBeInTheDocument();
    expect(within(cash).getByText('P_ref = P_prev − D')).toBeInTheDocument();
    expect(within(cash).getByText('P_ref = 30,000 − 1,500 = 28,500')).toBeInTheDocument();
    expect(within(cash).getByText('Điều chỉnh đã lưu (dữ liệu giá)')).toBeInTheDocument();
    expect(within(cash).getByText('0.9500')).toBeInTheDocument();
    // Unknown figures say why.
    expect(within(unknown).getByText(/Chưa rõ năm tài chính/)).toBeInTheDocument();
    expect(within(unknown).getAllByText(/Chưa có giá phiên trước/).length).toBeGreaterThan(0);

    const years = screen.getByTestId('payout-years');
    expect(within(years).getByText('2,500')).toBeInTheDocument();
    expect(within(years).getByText('300.00')).toBeInTheDocument();
    expect(queriesOf('/enterprise/dividends')).toEqual([{ ticket: 'TCB' }]);
  });

  it('says why when there is nothing or the call fails', async () => {
    fake.answers['/enterprise/events'] = () => encoded({ ...EVENTS, upcoming: [], past: [] });
    fake.answers['/enterprise/dividends'] = () => failure(500, 'INTERNAL');
    renderWithStore(<CompanyEventsScreen />, { preloadedState: account(null) });
    expect(
      await screen.findByText('Chưa có sự kiện nào của TCB từ hôm nay (2024-10-01) trở đi trong lịch.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Chưa có sự kiện nào của TCB trước hôm nay trong lịch.')).toBeInTheDocument();
    expect(await screen.findByText('Không tải được lịch sử cổ tức của TCB.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Thử lại/ })).toBeInTheDocument();
  });
});
