/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { sealEnvelope } from '@/server/http/envelope';
import { ohlcResponse, summaryResponse } from './fixtures';
import { api, installTechnicalServer, renderScreen, serverError } from './harness';

jest.mock('../loadHighstock', () => jest.requireActual<typeof import('./stockStub')>('./stockStub'));

installTechnicalServer();

describe('TechnicalScreen: access, errors and empty data', () => {
  it('locks the screen for a free account without asking for data', async () => {
    renderScreen(null);
    expect(await screen.findByText('Nội dung dành cho gói Cơ bản')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nâng cấp gói Cơ bản' })).toHaveAttribute(
      'href',
      '/pricing?plan=BASIC',
    );
    expect(screen.queryByRole('link', { name: 'Đăng nhập' })).toBeNull();
    expect(screen.queryByTestId('technical-chart')).toBeNull();
    expect(api.requests).toHaveLength(0);
  });

  it('locks the screen for a guest, with the login button', async () => {
    renderScreen('guest');
    expect(await screen.findByText('Nội dung dành cho gói Cơ bản')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('locks the screen when the server refuses the plan', async () => {
    api.ohlcAnswer = () =>
      HttpResponse.json(
        {
          code: 'PLAN_REQUIRED',
          message: 'Phân tích kỹ thuật dành cho gói Cơ bản trở lên.',
          requestId: 'r',
          extra: { code: 'TECHNICAL_ANALYSIS_ALL', requiredPlan: 'BASIC' },
        },
        { status: 403 },
      );
    renderScreen('PRO');
    expect(await screen.findByText('Nội dung dành cho gói Cơ bản')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nâng cấp gói Cơ bản' })).toBeInTheDocument();
    expect(screen.queryByTestId('technical-chart')).toBeNull();
  });

  it('shows an error with "Thử lại" that loads the prices again', async () => {
    api.ohlcAnswer = serverError;
    renderScreen();
    expect(await screen.findByText('Không tải được dữ liệu giá')).toBeInTheDocument();
    api.ohlcAnswer = (ticker, resolution) =>
      HttpResponse.json({ hashCode: sealEnvelope(ohlcResponse(ticker, resolution)) });
    fireEvent.click(screen.getByRole('button', { name: /Thử lại/ }));
    expect(
      await within(await screen.findByTestId('technical-chart')).findByTestId('stock-options'),
    ).toBeInTheDocument();
  });

  it('keeps the chart when only the summary fails, with its own retry', async () => {
    api.summaryAnswer = serverError;
    renderScreen();
    const card = await screen.findByTestId('technical-summary');
    expect(await within(card).findByText('Không tải được tín hiệu kỹ thuật')).toBeInTheDocument();
    expect(screen.getByTestId('technical-chart')).toBeInTheDocument();
    api.summaryAnswer = (ticker, resolution) =>
      HttpResponse.json({ hashCode: sealEnvelope(summaryResponse(ticker, resolution)) });
    fireEvent.click(within(card).getByRole('button', { name: /Thử lại/ }));
    expect(await within(card).findByTestId('technical-signal')).toBeInTheDocument();
  });

  it('says there are no prices yet for a ticker without bars', async () => {
    api.ohlcAnswer = (ticker, resolution) =>
      HttpResponse.json({ hashCode: sealEnvelope(ohlcResponse(ticker, resolution, [])) });
    renderScreen();
    expect(await screen.findByText('Chưa có dữ liệu giá')).toBeInTheDocument();
    await waitFor(() => {
      expect(api.requests.some((request) => request.path === 'ohlc')).toBe(true);
    });
    expect(screen.queryByTestId('technical-chart')).toBeNull();
  });

  it('reads a 404 for the prices as no prices yet', async () => {
    api.ohlcAnswer = () =>
      HttpResponse.json({ code: 'NOT_FOUND', message: 'Không tìm thấy mã', requestId: 'r' }, { status: 404 });
    renderScreen();
    expect(await screen.findByText('Chưa có dữ liệu giá')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Thử lại/ })).toBeNull();
  });
});
