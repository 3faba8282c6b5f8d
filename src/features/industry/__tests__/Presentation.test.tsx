/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { GetServerSidePropsContext } from 'next';
import PresentationPage, { getServerSideProps } from '@/pages/industry/presentation/[slug]';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { presentationAnswer } from './fixtures';
import { api, encoded, failure, installIndustryServer, makeRouter } from './harness';

const mockRouter = makeRouter();
jest.mock(
  '@/server/db/client',
  () =>
    jest.requireActual<typeof import('../../../../tests/helpers/seoStubs')>(
      '../../../../tests/helpers/seoStubs',
    ).dbClientStub,
);
jest.mock(
  '@/ssr/seo/macro',
  () =>
    jest.requireActual<typeof import('../../../../tests/helpers/seoStubs')>(
      '../../../../tests/helpers/seoStubs',
    ).macroSeoStub,
);
jest.mock(
  '@/ssr/seo/industry',
  () =>
    jest.requireActual<typeof import('../../../../tests/helpers/seoStubs')>(
      '../../../../tests/helpers/seoStubs',
    ).industrySeoStub,
);
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));
jest.mock('@/features/charts/components/MetricChart', () =>
  jest.requireActual<typeof import('../../macro/__tests__/chartStubs')>('../../macro/__tests__/chartStubs'),
);
jest.mock('@/features/charts/components/loadHighcharts', () =>
  jest.requireActual<typeof import('../../macro/__tests__/chartStubs')>('../../macro/__tests__/chartStubs'),
);

installIndustryServer();

async function renderPresentation(query: Record<string, string> = {}) {
  mockRouter.query = { slug: 'electric-story', ...query };
  mockRouter.replace.mockClear();
  const result = await getServerSideProps({
    params: { slug: 'electric-story' },
    query: mockRouter.query,
    res: { statusCode: 200 },
  } as unknown as GetServerSidePropsContext);
  if (!('props' in result)) throw new Error('no props');
  return renderWithStore(<PresentationPage {...await result.props} />);
}

function slideTitle(): string {
  const slide = screen.getByTestId('presentation-slide');
  return within(slide).getByRole('heading', { level: 3 }).textContent;
}

/** The last address written and whether it was written shallowly. */
function lastWrite(): { url: string; shallow: boolean } {
  const call = mockRouter.replace.mock.calls.at(-1);
  const options = call?.[2] as { shallow?: boolean } | undefined;
  return { url: call?.[0] ?? '', shallow: options?.shallow === true };
}

describe('a presentation', () => {
  it('shows the first slide: title, dates, chart with marks and notes', async () => {
    await renderPresentation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ngành điện 2025' })).toBeInTheDocument();
    expect(screen.getByTestId('presentation-data-date')).toHaveTextContent('Số liệu cập nhật đến 06/2025');
    expect(slideTitle()).toBe('Sản lượng điện theo nguồn');
    const slide = screen.getByTestId('presentation-slide');
    expect(within(slide).getByText('Số liệu đến 05/2025')).toBeInTheDocument();
    expect(within(slide).getByText('Thủy điện tăng mạnh mùa mưa.')).toBeInTheDocument();
    expect(within(slide).getByText('Nhiệt điện than giảm tỷ trọng.')).toBeInTheDocument();
    expect(within(slide).getByText('07/2024')).toBeInTheDocument();
    expect(within(slide).getByText('La Niña kết thúc')).toBeInTheDocument();
    await waitFor(() => {
      expect(within(slide).getByTestId('chart-metric')).toHaveAttribute('data-has-data', 'true');
    });
    expect(api.metricIds()).toEqual(['950-9501-month-value']);
    expect(screen.getByTestId('slide-page')).toHaveTextContent('Trang 1/3');
    expect(screen.getByRole('button', { name: /Trang trước/ })).toBeDisabled();
  });

  it('moves with the buttons and writes the slide in the address', async () => {
    await renderPresentation();
    await screen.findByTestId('presentation-slide');
    fireEvent.click(screen.getByRole('button', { name: /Trang sau/ }));
    expect(screen.getByTestId('slide-page')).toHaveTextContent('Trang 2/3');
    expect(slideTitle()).toBe('Giá thị trường điện');
    expect(lastWrite()).toEqual({ url: '/industry/presentation/electric-story?slide=2', shallow: true });
    expect(screen.getByText('Giá bình quân giảm khi thủy điện dồi dào.')).toBeInTheDocument();
    await waitFor(() => {
      expect(api.metricIds()).toContain('951-9511-month-value');
    });

    fireEvent.click(screen.getByRole('button', { name: /Trang sau/ }));
    expect(screen.getByTestId('slide-page')).toHaveTextContent('Trang 3/3');
    expect(screen.getByRole('button', { name: /Trang sau/ })).toBeDisabled();
    expect(screen.getByText('Q1/2025')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Trang trước/ }));
    expect(slideTitle()).toBe('Giá thị trường điện');
    expect(lastWrite().url).toBe('/industry/presentation/electric-story?slide=2');
  });

  it('moves with ← → Home End, but not while typing in a field', async () => {
    await renderPresentation();
    await screen.findByTestId('presentation-slide');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByTestId('slide-page')).toHaveTextContent('Trang 2/3');
    fireEvent.keyDown(window, { key: 'End' });
    expect(screen.getByTestId('slide-page')).toHaveTextContent('Trang 3/3');
    expect(lastWrite().url).toBe('/industry/presentation/electric-story?slide=3');
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(screen.getByTestId('slide-page')).toHaveTextContent('Trang 3/3');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(screen.getByTestId('slide-page')).toHaveTextContent('Trang 2/3');
    fireEvent.keyDown(window, { key: 'Home' });
    expect(screen.getByTestId('slide-page')).toHaveTextContent('Trang 1/3');
    expect(lastWrite().url).toBe('/industry/presentation/electric-story?slide=1');

    const field = document.createElement('input');
    document.body.appendChild(field);
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    expect(screen.getByTestId('slide-page')).toHaveTextContent('Trang 1/3');
    field.remove();
  });

  it('opens at the slide of the address and jumps from the outline', async () => {
    await renderPresentation({ slide: '3' });
    await screen.findByTestId('presentation-slide');
    expect(slideTitle()).toBe('Mực nước hồ chứa');
    expect(screen.getByTestId('slide-page')).toHaveTextContent('Trang 3/3');
    const outline = screen.getByRole('navigation', { name: 'Danh sách trang' });
    expect(within(outline).getByRole('button', { name: '3. Mực nước hồ chứa' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    fireEvent.click(within(outline).getByRole('button', { name: '2. Giá thị trường điện' }));
    expect(slideTitle()).toBe('Giá thị trường điện');
    expect(lastWrite().url).toBe('/industry/presentation/electric-story?slide=2');
  });

  it('clamps a slide number beyond the end', async () => {
    await renderPresentation({ slide: '99' });
    await screen.findByTestId('presentation-slide');
    expect(screen.getByTestId('slide-page')).toHaveTextContent('Trang 3/3');
  });

  it('shows the lock of a presentation the plan does not open', async () => {
    api.answers.presentation = () => encoded(presentationAnswer(true));
    await renderPresentation();
    expect(await screen.findByText('Nội dung dành cho gói Chuyên nghiệp')).toBeInTheDocument();
    expect(screen.queryByTestId('presentation-slide')).not.toBeInTheDocument();
    expect(api.metricIds()).toEqual([]);
  });

  it('shows the lock of its code on a 403', async () => {
    api.answers.presentation = () => failure(403, 'PLAN_REQUIRED');
    await renderPresentation();
    expect(await screen.findByText('Nội dung dành cho gói Chuyên nghiệp')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1, name: 'Ngành điện 2025' })).toBeInTheDocument();
    });
    expect(screen.queryByTestId('presentation-slide')).not.toBeInTheDocument();
  });
});
