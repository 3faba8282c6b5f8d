/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TECHNICAL_SIGNAL_COLORS } from '@/common/constants/charts';
import { barsOf, summaryResponse } from './fixtures';
import { api, installTechnicalServer, renderScreen } from './harness';

jest.mock('../loadHighstock', () => jest.requireActual<typeof import('./stockStub')>('./stockStub'));

installTechnicalServer();

function chart() {
  return within(screen.getByTestId('technical-chart')).getByTestId('stock-options');
}

async function drawnChart() {
  return within(await screen.findByTestId('technical-chart')).findByTestId('stock-options');
}

describe('TechnicalScreen', () => {
  it('draws the daily stock chart and the summary with counts, gauge and coloured votes', async () => {
    renderScreen();
    const drawn = await drawnChart();
    expect(drawn).toHaveAttribute('data-constructor', 'stockChart');
    expect(drawn).toHaveAttribute('data-series', 'price,sma-20,sma-50,volume');
    expect(drawn).toHaveAttribute('data-axes', 'axis-price,axis-volume');
    expect(drawn).toHaveAttribute('data-bars', String(barsOf('day').length));
    expect(api.requests).toEqual(
      expect.arrayContaining([
        { path: 'ohlc', ticket: expect.any(String) as string, resolution: 'day' },
        { path: 'summary', ticket: expect.any(String) as string, resolution: 'day' },
      ]),
    );

    const expected = summaryResponse('X', 'day');
    const card = screen.getByTestId('technical-summary');
    const signal = await within(card).findByTestId('technical-signal');
    expect(signal).toHaveTextContent(expected.label);
    expect(signal).toHaveStyle({ color: TECHNICAL_SIGNAL_COLORS[expected.signal] });
    expect(within(card).getByTestId('technical-gauge')).toHaveAttribute(
      'data-angle',
      String(expected.score * 90),
    );
    const { buy, sell, neutral } = expected.counts;
    expect(within(card).getByTestId('technical-counts')).toHaveTextContent(
      `Mua: ${String(buy)} · Bán: ${String(sell)} · Trung lập: ${String(neutral)}`,
    );
    expect(buy + sell + neutral).toBe(19);

    // Both groups, each vote with its signal in colour.
    const averages = within(card).getByRole('region', { name: 'Đường trung bình động' });
    const oscillators = within(card).getByRole('region', { name: 'Chỉ báo dao động' });
    expect(within(averages).getAllByRole('row')).toHaveLength(1 + 12);
    expect(within(oscillators).getAllByRole('row')).toHaveLength(1 + 7);
    for (const vote of [...expected.movingAverages.votes, ...expected.oscillators.votes]) {
      const row = within(card).getByRole('row', {
        name: new RegExp(`^${vote.name.replace(/[()%]/g, '\\$&')} `),
      });
      const cell = row.querySelector(`[data-signal="${vote.signal}"]`);
      expect(cell).not.toBeNull();
      expect(cell).toHaveStyle({ color: TECHNICAL_SIGNAL_COLORS[vote.signal] });
    }
    expect(new Set(expected.oscillators.votes.map((vote) => vote.signal)).size).toBeGreaterThan(1);

    // Day, week and month from the summary endpoint of each resolution.
    for (const timeframe of ['day', 'week', 'month'] as const) {
      const cell = within(card).getByTestId(`timeframe-${timeframe}`);
      const answer = summaryResponse('X', timeframe);
      expect(await within(cell).findByText(answer.label)).toHaveStyle({
        color: TECHNICAL_SIGNAL_COLORS[answer.signal],
      });
    }
  });

  it('asks for weekly bars and the weekly summary when "Tuần" is chosen', async () => {
    renderScreen();
    await drawnChart();
    await screen.findByTestId('technical-signal');
    api.requests.length = 0;
    const toolbar = screen.getByRole('toolbar', { name: 'Tùy chọn biểu đồ kỹ thuật' });
    fireEvent.click(within(toolbar).getByRole('radio', { name: 'Tuần' }));
    await waitFor(() => {
      expect(chart()).toHaveAttribute('data-bars', String(barsOf('week').length));
    });
    expect(api.requests).toContainEqual({
      path: 'ohlc',
      ticket: expect.any(String) as string,
      resolution: 'week',
    });
    const weekly = summaryResponse('X', 'week');
    expect(screen.getByTestId('technical-counts')).toHaveTextContent(
      `Mua: ${String(weekly.counts.buy)} · Bán: ${String(weekly.counts.sell)}`,
    );
  });

  it('adds and removes oscillator panes and overlays from the toolbar', async () => {
    renderScreen();
    await drawnChart();
    fireEvent.click(screen.getByRole('checkbox', { name: 'RSI' }));
    await waitFor(() => {
      expect(chart()).toHaveAttribute('data-axes', 'axis-price,axis-volume,axis-rsi');
    });
    expect(chart().dataset.series?.split(',')).toContain('rsi');

    fireEvent.click(screen.getByRole('checkbox', { name: 'MACD' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Bollinger' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'SMA 50' }));
    await waitFor(() => {
      expect(chart()).toHaveAttribute('data-axes', 'axis-price,axis-volume,axis-rsi,axis-macd');
    });
    expect(chart()).toHaveAttribute(
      'data-series',
      'price,sma-20,bb-upper,bb-middle,bb-lower,volume,rsi,macd-histogram,macd-line,macd-signal',
    );

    fireEvent.click(screen.getByRole('checkbox', { name: 'RSI' }));
    await waitFor(() => {
      expect(chart()).toHaveAttribute('data-axes', 'axis-price,axis-volume,axis-macd');
    });
  });

  it('sets the range from the range buttons', async () => {
    renderScreen();
    expect(await drawnChart()).toHaveAttribute('data-min', 'null');
    fireEvent.click(screen.getByText('6 tháng'));
    await waitFor(() => {
      expect(chart().dataset.min).toMatch(/^\d+$/);
    });
  });
});
