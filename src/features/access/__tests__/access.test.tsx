/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { sessionRefreshed } from '@/features/account/accountSlice';
import { RatiosScreen } from '@/features/ratios/components/RatiosScreen';
import { SameIndustryScreen } from '@/features/ratios/components/SameIndustryScreen';
import { registerToast } from '@/lib/toast';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { LimitedNotice } from '../LimitedNotice';
import { LockedSection } from '../LockedSection';
import { PlanOfferLink } from '../PlanOfferLink';
import { useResetApiOnRoleChange } from '../useResetApiOnRoleChange';
import { accountState, testUser } from '../../../../tests/helpers/accountState';

jest.mock('next/router', () => jest.requireActual<object>('../../../../tests/helpers/memoryRouter'));

installSelectDomShims();
// antd measures the scrollbar with a pseudo-element style, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const server = setupServer();
const toastError = jest.fn();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  registerToast({ error: toastError, success: jest.fn(), info: jest.fn(), warning: jest.fn() });
});
afterEach(() => {
  server.resetHandlers();
  toastError.mockClear();
});
afterAll(() => {
  server.close();
  registerToast(undefined);
});

const user = testUser;
const account = accountState;

const PLAN_REQUIRED = {
  code: 'PLAN_REQUIRED',
  message: 'So sánh cùng ngành và định giá dành cho gói Chuyên nghiệp trở lên.',
  requestId: 'r1',
  extra: { code: 'ANALYSIS_VALUE_ALL', requiredPlan: 'PRO' },
};

describe('LockedSection', () => {
  it('tells a guest what the section is, which plan opens it, and offers upgrade and login', () => {
    renderWithStore(<LockedSection code="ANALYSIS_VALUE_ALL" />, { preloadedState: account('guest') });
    expect(screen.getByText('Nội dung dành cho gói Chuyên nghiệp')).toBeInTheDocument();
    expect(
      screen.getByText(/So sánh cùng ngành và định giá dành cho gói Chuyên nghiệp trở lên/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nâng cấp gói Chuyên nghiệp' })).toHaveAttribute(
      'href',
      '/pricing?plan=PRO',
    );
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/account/login');
  });

  it('offers only the upgrade to a signed-in user, with the plan the server named', () => {
    renderWithStore(<LockedSection code="FINANCIAL_CHART" requiredPlan="PREMIUM" title="Biểu đồ" />, {
      preloadedState: account('BASIC'),
    });
    expect(screen.getByText('Nội dung dành cho gói Cao cấp')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nâng cấp gói Cao cấp' })).toHaveAttribute(
      'href',
      '/pricing?plan=PREMIUM',
    );
    expect(screen.queryByRole('link', { name: 'Đăng nhập' })).toBeNull();
  });
});

describe('LockedSection for what a free account opens', () => {
  it('offers a guest the free registration, not a plan, for a section a free account opens', () => {
    // The financial chart: a free account gets 2 charts (limited), a guest none.
    renderWithStore(<LockedSection code="FINANCIAL_CHART" requiredPlan="BASIC" />, {
      preloadedState: account('guest'),
    });
    expect(screen.getByText('Nội dung dành cho thành viên')).toBeInTheDocument();
    expect(screen.getByText(/dùng được ngay với tài khoản miễn phí/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng ký miễn phí' })).toHaveAttribute(
      'href',
      '/account/register',
    );
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/account/login');
    expect(screen.queryByRole('link', { name: /Nâng cấp/ })).toBeNull();
    expect(screen.queryByText(/gói Cơ bản/)).toBeNull();
  });

  it('offers the free registration for a section open from the free account', () => {
    renderWithStore(<LockedSection code="DOCUMENT_ALL" />, { preloadedState: account('guest') });
    expect(screen.getByRole('link', { name: 'Đăng ký miễn phí' })).toBeInTheDocument();
  });
});

describe('PlanOfferLink (locked items in lists, e.g. macro indicators)', () => {
  it('offers the free registration when no plan is needed, the plan otherwise', () => {
    renderWithStore(<PlanOfferLink plan={null} />, { preloadedState: account('guest') });
    expect(screen.getByRole('link', { name: 'Đăng ký miễn phí' })).toHaveAttribute(
      'href',
      '/account/register',
    );
    expect(screen.queryByRole('link', { name: /Nâng cấp/ })).toBeNull();
  });
});

describe('LimitedNotice', () => {
  it("shows the server's words and the upgrade button for a limited answer", () => {
    renderWithStore(
      <LimitedNotice
        access={{
          level: 'limited',
          requiredPlan: 'BASIC',
          message: 'Bạn đang xem 8 quý gần nhất. Nâng cấp gói Cơ bản để xem toàn bộ dữ liệu từ 2010.',
          maxPeriods: 8,
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bạn đang xem 8 quý gần nhất.');
    expect(screen.getByRole('link', { name: 'Nâng cấp gói Cơ bản' })).toHaveAttribute(
      'href',
      '/pricing?plan=BASIC',
    );
  });

  it('renders nothing for a full answer', () => {
    renderWithStore(<LimitedNotice access={undefined} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

function period() {
  return {
    key: '2024Q3',
    periodType: 'quarter',
    year: 2024,
    quarter: 3,
    label: 'Q3/2024',
    endDate: '2024-09-30',
  };
}

function sameIndustryAnswer() {
  return {
    data: {
      ticker: 'TCB',
      companyType: 'non_financial',
      industry: { icbCode: '3577', level: 4, nameVi: 'Thực phẩm' },
      period: period(),
      metrics: ['PE'],
      rows: [
        {
          ticker: 'TCB',
          nameVi: 'Công ty TCB',
          shortName: 'TCB',
          exchange: 'HOSE',
          isCurrent: true,
          values: { PE: 8 },
          ranks: { PE: 1 },
        },
      ],
      median: { PE: 8 },
      average: { PE: 8 },
      counts: { PE: 1 },
    },
  };
}

function ScreenWithSession() {
  useResetApiOnRoleChange();
  return <SameIndustryScreen />;
}

describe('SameIndustryScreen and plans', () => {
  it('shows the locked section, not an error or a toast, when the server answers PLAN_REQUIRED', async () => {
    server.use(
      http.get('*/api/enterprise/same-industry-metric', () =>
        HttpResponse.json(PLAN_REQUIRED, { status: 403 }),
      ),
    );
    // Not settled yet: only the server's answer locks the screen.
    renderWithStore(<SameIndustryScreen />);
    expect(await screen.findByText('Nội dung dành cho gói Chuyên nghiệp')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nâng cấp gói Chuyên nghiệp' })).toBeInTheDocument();
    expect(screen.queryByText('Không tải được dữ liệu so sánh cùng ngành.')).toBeNull();
    expect(toastError).not.toHaveBeenCalled();
  });

  it('is locked for a BASIC account by the table alone', () => {
    server.use(
      http.get('*/api/enterprise/same-industry-metric', () =>
        HttpResponse.json(PLAN_REQUIRED, { status: 403 }),
      ),
    );
    renderWithStore(<SameIndustryScreen />, { preloadedState: account('BASIC') });
    expect(screen.getByText('Nội dung dành cho gói Chuyên nghiệp')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Đăng nhập' })).toBeNull();
  });

  it('asks again when the role changes (a guest logs in with PRO) and opens', async () => {
    let allowed = false;
    server.use(
      http.get('*/api/enterprise/same-industry-metric', () =>
        allowed
          ? HttpResponse.json({
              data: {
                kind: 'same_industry',
                companyType: 'non_financial',
                metrics: ['PE'],
                isDefault: true,
                updatedAt: null,
              },
            })
          : HttpResponse.json(PLAN_REQUIRED, { status: 403 }),
      ),
      http.get('*/api/enterprise/same-industry-data', () => HttpResponse.json(sameIndustryAnswer())),
    );
    const { store } = renderWithStore(<ScreenWithSession />, { preloadedState: account('guest') });
    expect(await screen.findByRole('link', { name: 'Đăng nhập' })).toBeInTheDocument();

    allowed = true;
    act(() => {
      store.dispatch(sessionRefreshed(user('PRO')));
    });
    expect(await screen.findByText('Trung vị ngành')).toBeInTheDocument();
    expect(screen.queryByText('Nội dung dành cho gói Chuyên nghiệp')).toBeNull();
  });
});

describe('RatiosScreen and a stale preload', () => {
  it('asks once more when the answer was clamped for a lower plan than the settled one', async () => {
    const message = 'Bạn đang xem 8 quý gần nhất. Nâng cấp gói Cơ bản để xem toàn bộ dữ liệu từ 2010.';
    let calls = 0;
    server.use(
      http.get('*/api/enterprise/numeral-metric', () =>
        HttpResponse.json({
          data: {
            kind: 'numeral',
            companyType: 'non_financial',
            metrics: ['PE'],
            isDefault: true,
            updatedAt: null,
          },
        }),
      ),
      http.get('*/api/enterprise/numeral-data', () => {
        calls += 1;
        const data = {
          ticker: 'TCB',
          companyType: 'non_financial',
          periodType: 'quarter',
          periods: [period()],
          metrics: ['PE'],
          values: { PE: [8] },
          prices: [10_000],
        };
        // The first answer is a guest's (as a page rendered with an expired token would hold).
        return HttpResponse.json({
          data:
            calls === 1
              ? { ...data, access: { level: 'limited', requiredPlan: 'BASIC', message, maxPeriods: 8 } }
              : data,
        });
      }),
    );
    renderWithStore(<RatiosScreen />, { preloadedState: account('BASIC') });
    await waitFor(() => {
      expect(calls).toBe(2);
    });
    await waitFor(() => {
      expect(screen.queryByText(message)).toBeNull();
    });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
