/**
 * @jest-environment jest-fixed-jsdom
 */
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { PricingScreen } from '../components/PricingScreen';
import { makeRouter, signedIn, signedOut, USER } from './fixtures';

const mockRouter = makeRouter();
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
// Screens render slowly on a loaded machine; the default 1 s wait is too short for antd.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  mockRouter.query = {};
  mockRouter.push.mockClear();
});

function card(plan: string): HTMLElement {
  return screen.getByTestId(`plan-card-${plan}`);
}

describe('pricing', () => {
  it('shows the three plans with their monthly prices and what they unlock', async () => {
    renderWithStore(<PricingScreen />, { preloadedState: signedOut() });
    await settle();
    expect(within(card('BASIC')).getByText('Cơ bản')).toBeInTheDocument();
    expect(within(card('PRO')).getByText('Chuyên nghiệp')).toBeInTheDocument();
    expect(within(card('PREMIUM')).getByText('Cao cấp')).toBeInTheDocument();
    expect(within(card('BASIC')).getByTestId('plan-price')).toHaveTextContent('199,000 đ');
    expect(within(card('PRO')).getByTestId('plan-price')).toHaveTextContent('399,000 đ');
    expect(within(card('PREMIUM')).getByTestId('plan-price')).toHaveTextContent('799,000 đ');
    expect(within(card('PRO')).getByText('So sánh cùng ngành và định giá')).toBeInTheDocument();
    expect(within(card('PRO')).getByText('Thanh toán theo tháng')).toBeInTheDocument();
    expect(screen.getByTestId('current-plan')).toHaveTextContent('Bạn chưa đăng nhập');
  });

  it('switches the duration and shows the price per month and the saving', async () => {
    renderWithStore(<PricingScreen />, { preloadedState: signedOut() });
    await settle();
    fireEvent.click(within(screen.getByTestId('pricing-duration')).getByText('12 tháng'));
    expect(within(card('PRO')).getByTestId('plan-price')).toHaveTextContent('3,599,000 đ');
    const perMonth = within(card('PRO')).getByTestId('plan-per-month');
    expect(perMonth).toHaveTextContent('299,917 đ/tháng');
    expect(perMonth).toHaveTextContent('Tiết kiệm 25% (1,189,000 đ) so với trả theo tháng');
    fireEvent.click(within(card('PRO')).getByRole('button', { name: 'Mua gói' }));
    expect(mockRouter.push).toHaveBeenCalledWith('/payment/checkout?plan=PRO&months=12');
  });

  it('marks the plan of ?plan=PRO and the signed-in user’s current plan with its expiry', async () => {
    mockRouter.query = { plan: 'PRO' };
    renderWithStore(<PricingScreen />, { preloadedState: signedIn(USER) });
    await settle();
    expect(card('PRO')).toHaveAttribute('aria-current', 'true');
    expect(card('BASIC')).not.toHaveAttribute('aria-current');
    expect(within(card('PRO')).getByRole('button', { name: 'Mua gói' })).toBeEnabled();
    expect(within(card('BASIC')).getByText('Gói hiện tại')).toBeInTheDocument();
    const current = screen.getByTestId('current-plan');
    expect(current).toHaveTextContent('Gói hiện tại: Cơ bản');
    expect(current).toHaveTextContent('2030-01-31');
    expect(within(current).getByText('Xem lịch sử giao dịch').closest('a')).toHaveAttribute(
      'href',
      '/payment/history',
    );
  });
});
