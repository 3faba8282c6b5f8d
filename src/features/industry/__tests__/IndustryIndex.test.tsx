/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import IndustryIndexPage from '@/pages/industry';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { listAnswer } from './fixtures';
import { api, encoded, failure, installIndustryServer } from './harness';

installIndustryServer();

function card(code: string): HTMLElement {
  const found = screen.getAllByTestId('industry-card').find((element) => element.dataset.code === code);
  if (!found) throw new Error(`no card ${code}`);
  return found;
}

describe('the industry index', () => {
  it('shows a card per industry with its figures, linking to its dashboard, and lock tags', async () => {
    renderWithStore(<IndustryIndexPage />);
    expect(await screen.findAllByTestId('industry-card')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Dữ liệu ngành' })).toBeInTheDocument();

    const steel = card('STEEL');
    expect(steel).toHaveAttribute('href', '/industry/steel');
    expect(within(steel).getByText('Thép')).toBeInTheDocument();
    expect(within(steel).getByText('Mô tả ngành Thép')).toBeInTheDocument();
    expect(within(steel).getByText('5 chỉ tiêu · Số liệu đến 05/2025')).toBeInTheDocument();
    expect(within(steel).queryByTestId('lock-tag')).not.toBeInTheDocument();

    const shrimp = card('SHRIMP');
    expect(within(shrimp).getByTestId('lock-tag')).toHaveTextContent('Gói Chuyên nghiệp');
    expect(card('BANK')).toHaveTextContent('2 chỉ tiêu');
    expect(card('BANK')).not.toHaveTextContent('Số liệu đến');
  });

  it('lists the presentations with their slide count and lock', async () => {
    renderWithStore(<IndustryIndexPage />);
    const items = await screen.findAllByTestId('presentation-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAttribute('href', '/industry/presentation/electric-story');
    expect(items[0]).toHaveTextContent('Ngành điện 2025');
    expect(items[0]).toHaveTextContent('Thủy văn và giá thị trường');
    expect(items[0]).toHaveTextContent('3 trang');
    expect(within(items[0]!).queryByTestId('lock-tag')).not.toBeInTheDocument();
    expect(within(items[1]!).getByTestId('lock-tag')).toHaveTextContent('Gói Cao cấp');
  });

  it('shows the locked overview without asking for it', async () => {
    renderWithStore(<IndustryIndexPage />);
    expect(await screen.findByText('Nội dung dành cho gói Cao cấp')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nâng cấp gói Cao cấp' })).toHaveAttribute(
      'href',
      '/pricing?plan=PREMIUM',
    );
    expect(api.count('/industry/overview')).toBe(0);
  });

  it('shows the overview table with coloured changes when open', async () => {
    api.answers.list = () => encoded(listAnswer(false));
    renderWithStore(<IndustryIndexPage />);
    const table = await screen.findByTestId('industry-overview');
    const steelLink = await within(table).findByRole('link', { name: 'Thép' });
    expect(steelLink).toHaveAttribute('href', '/industry/steel');
    expect(within(table).getByText('Giá thép HRC: HRC Trung Quốc')).toBeInTheDocument();
    expect(within(table).getByText('520 USD/tấn')).toBeInTheDocument();
    expect(within(table).getByText('+12.5%')).toBeInTheDocument();
    expect(within(table).getByText('-4.2%')).toBeInTheDocument();
    expect(within(table).getByText('Xuất khẩu tôm')).toBeInTheDocument();
  });

  it('shows the error with a retry that asks again', async () => {
    api.answers.list = () => failure();
    renderWithStore(<IndustryIndexPage />);
    expect(await screen.findByText('Không tải được danh sách ngành')).toBeInTheDocument();
    api.answers.list = () => encoded(listAnswer());
    fireEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
    expect(await screen.findAllByTestId('industry-card')).toHaveLength(3);
    await waitFor(() => {
      expect(api.count('/industry/list')).toBe(2);
    });
  });
});
