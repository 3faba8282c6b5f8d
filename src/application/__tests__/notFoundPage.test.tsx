/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { VNM } from '@/features/enterprise/__tests__/fixtures';
import NotFoundPage from '@/pages/404';
import { renderWithStore, settle } from '../../../tests/helpers/renderWithStore';
import { SideMenu } from '../layout/SideMenu';
import { makeStore } from '../store';

/** What useRouter answers: the server prerenders /404 once; the browser has the real address. */
const router = {
  pathname: '/404',
  asPath: '/404',
  query: {},
  isReady: true,
  events: { on: jest.fn(), off: jest.fn() },
};
jest.mock('next/router', () => ({ useRouter: () => router }));

const server = setupServer(
  http.get('*/api/enterprise/corp-search', ({ request }) => {
    const text = new URL(request.url).searchParams.get('corpText') ?? '';
    return HttpResponse.json({ data: text.toUpperCase().startsWith('VN') ? [VNM] : [] });
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => {
  server.close();
});

function shell(): ReactNode {
  return (
    <Provider store={makeStore()}>
      <ConfigProvider>
        <SideMenu collapsed={false} onExpand={jest.fn()} />
        <NotFoundPage />
      </ConfigProvider>
    </Provider>
  );
}

describe('the 404 page', () => {
  it('hydrates without error on /macro/abc/def (the prerendered HTML was made for /404)', async () => {
    router.asPath = '/404';
    const html = renderToString(shell());
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    router.asPath = '/macro/abc/def';
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, shell(), { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    expect(errors).toEqual([]);
    expect(within(container).getByText('Không tìm thấy trang')).toBeInTheDocument();
    container.remove();
  });

  it('on a company page with an unknown ticker says so and offers the ticker search', async () => {
    router.asPath = '/enterprise/VNX/finance/balance-sheet?unit=million';
    renderWithStore(<NotFoundPage />);
    expect(await screen.findByText('Không tìm thấy mã VNX')).toBeInTheDocument();
    const box = await screen.findByRole('textbox', { name: 'Tìm công ty theo mã hoặc tên' });
    expect(box).toHaveValue('VNX');
    await settle();
    const match = await screen.findByRole('link', { name: /VNM/ });
    expect(match).toHaveAttribute('href', '/enterprise/VNM/finance/balance-sheet');
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('elsewhere shows the plain Vietnamese not-found message', () => {
    router.asPath = '/khong-co';
    renderWithStore(<NotFoundPage />);
    expect(screen.getByText('Không tìm thấy trang')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
