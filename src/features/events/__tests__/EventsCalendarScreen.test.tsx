/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MarketEventsResponse } from '@/common/contracts/corporateEvents';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { account, encoded, fake, failure, installServer, queriesOf } from '../../news/__tests__/harness';
import { EventsCalendarScreen } from '../components/EventsCalendarScreen';
import { eventItem } from './fixtures';

const mockRouter = {
  pathname: '/events',
  query: {} as Record<string, string>,
  replace: jest.fn(() => Promise.resolve(true)),
};
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

installServer();

const TODAY = '2024-10-01';

function answer(extra: Partial<MarketEventsResponse> = {}): MarketEventsResponse {
  return {
    from: '2024-09-24',
    to: '2024-11-30',
    items: [
      eventItem(1),
      eventItem(2, {
        ticker: 'EVC',
        exchange: 'HNX',
        kind: 'bonus_issue',
        eventDate: '2024-10-12',
        title: 'Phát hành cổ phiếu thưởng 100:20',
        cashPerShare: null,
        ratio: 1.2,
        ratioText: '100:20',
      }),
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    ...extra,
  };
}

beforeEach(() => {
  mockRouter.query = {};
  mockRouter.replace.mockClear();
});

describe('EventsCalendarScreen', () => {
  it('asks for the view of the address and lists the events with tags, links and figures', async () => {
    mockRouter.query = { kinds: 'bonus_issue,cash_dividend', exchange: 'hose' };
    fake.answers['/market/events'] = () => encoded(answer());
    renderWithStore(<EventsCalendarScreen today={TODAY} />, { preloadedState: account(null) });

    const table = await screen.findByTestId('events-calendar');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [cash, bonus] = rows as [HTMLElement, HTMLElement];
    expect(within(cash).getByRole('link', { name: 'EVA' })).toHaveAttribute('href', '/enterprise/EVA/events');
    expect(within(cash).getByText('Cổ tức bằng tiền')).toBeInTheDocument();
    expect(within(cash).getByText('1,500 đ/cp')).toBeInTheDocument();
    expect(within(cash).getByText('2024-10-11')).toBeInTheDocument();
    expect(within(bonus).getByText('Cổ phiếu thưởng')).toBeInTheDocument();
    expect(within(bonus).getByText('100:20')).toBeInTheDocument();
    expect(within(bonus).getByText('HNX')).toBeInTheDocument();
    expect(queriesOf('/market/events')).toEqual([
      {
        from: '2024-09-24',
        to: '2024-11-30',
        kinds: 'cash_dividend,bonus_issue',
        exchange: 'HOSE',
        page: '1',
        pageSize: '20',
      },
    ]);
  });

  it('puts a filter change in the address and goes back to page 1', async () => {
    mockRouter.query = { page: '3', from: '2024-01-01', to: '2024-12-31' };
    fake.answers['/market/events'] = () => encoded(answer({ total: 60, page: 3 }));
    renderWithStore(<EventsCalendarScreen today={TODAY} />, { preloadedState: account(null) });
    await screen.findByTestId('events-calendar');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sàn giao dịch' }));
    fireEvent.click(await screen.findByTitle('HNX'));
    await waitFor(() => {
      expect(mockRouter.replace).toHaveBeenCalled();
    });
    expect(mockRouter.replace.mock.calls.at(-1)).toEqual([
      { pathname: '/events', query: { from: '2024-01-01', to: '2024-12-31', exchange: 'HNX' } },
      undefined,
      { shallow: true, scroll: false },
    ]);
  });

  it('says why the table is empty, and what failed', async () => {
    mockRouter.query = { exchange: 'UPCOM' };
    fake.answers['/market/events'] = () => encoded(answer({ items: [], total: 0 }));
    const first = renderWithStore(<EventsCalendarScreen today={TODAY} />, { preloadedState: account(null) });
    expect(
      await screen.findByText(
        'Không có sự kiện doanh nghiệp nào từ 2024-09-24 đến 2024-11-30, sàn UPCOM. Thử mở rộng khoảng ngày hoặc bỏ bớt bộ lọc.',
      ),
    ).toBeInTheDocument();
    first.unmount();

    mockRouter.query = { from: '2020-01-01', to: '2024-10-01' };
    fake.answers['/market/events'] = () => failure(400, 'BAD_REQUEST', 'Khoảng ngày dài nhất là 732 ngày.');
    renderWithStore(<EventsCalendarScreen today={TODAY} />, { preloadedState: account(null) });
    expect(
      await screen.findByText(
        'Không tải được lịch sự kiện từ 2020-01-01 đến 2024-10-01: Khoảng ngày dài nhất là 732 ngày.',
      ),
    ).toBeInTheDocument();
  });
});
