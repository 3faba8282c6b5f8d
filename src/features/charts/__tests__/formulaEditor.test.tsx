/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { FinanceChipResponse } from '@/common/contracts/financeChart';
import type { FormulaSpec } from '@/common/seriesMath/types';
import { sealEnvelope } from '@/server/http/envelope';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { ChartEditorModal } from '../editor/ChartEditorModal';

jest.mock('@/features/charts/components/MetricChart', () =>
  jest.requireActual<typeof import('../../financialChart/__tests__/MetricChartStub')>(
    '../../financialChart/__tests__/MetricChartStub',
  ),
);

installSelectDomShims();
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

const chips: FinanceChipResponse = {
  ticker: 'VCB',
  companyType: 'bank',
  chips: [
    {
      chipId: 'balance',
      name: 'Cân đối kế toán',
      metrics: [
        {
          key: 'statement:BALANCE_SHEET.LOANS',
          kind: 'statement',
          id: 'BALANCE_SHEET.LOANS',
          name: 'Cho vay khách hàng',
          unit: 'tỷ đồng',
          valueKind: 'money',
          frequency: 'period',
        },
      ],
    },
  ],
};

const evaluation = {
  series: { frequency: 'quarter', points: [[Date.UTC(2024, 2, 31), 0.8]], notes: [null] },
  inputs: [
    { name: 'a', label: 'VCB, Cho vay khách hàng', unit: 'tỷ đồng', source: 'Báo cáo tài chính' },
    { name: 'b', label: 'VCB, Giá đóng cửa', unit: 'đồng', source: 'HOSE' },
  ],
  frequency: 'quarter',
  source: 'Báo cáo tài chính; HOSE',
};

const bodies: { formula: FormulaSpec; defaultTicker?: string }[] = [];
let answer: () => Response = () => HttpResponse.json({ hashCode: sealEnvelope(evaluation) });
const server = setupServer(
  http.get('*/api/enterprise/v2/finance-chip', () => HttpResponse.json({ hashCode: sealEnvelope(chips) })),
  http.post('*/api/series/evaluate', async ({ request }) => {
    bodies.push((await request.json()) as (typeof bodies)[number]);
    return answer();
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  bodies.length = 0;
  answer = () => HttpResponse.json({ hashCode: sealEnvelope(evaluation) });
});
afterAll(() => {
  server.close();
});

function renderEditor() {
  const onSave = jest.fn<undefined, [unknown]>();
  renderWithStore(<ChartEditorModal open ticker="VCB" onSave={onSave} onCancel={jest.fn()} />);
  fireEvent.click(screen.getByText('Thêm công thức').closest('button')!);
  return { onSave };
}

const expression = () => screen.getByLabelText('Công thức');
const addSeries = () => {
  fireEvent.click(screen.getByText('Thêm chuỗi').closest('button')!);
};

describe('formula editor', () => {
  it('checks the expression live with the engine and evaluates a/b for the preview', async () => {
    const { onSave } = renderEditor();
    expect(await screen.findByTestId('formula-editor')).toBeInTheDocument();
    fireEvent.change(expression(), { target: { value: 'a/c' } });
    expect(screen.getByText(/Không có chuỗi “c”/)).toBeInTheDocument();

    addSeries();
    const inputA = within(screen.getByTestId('formula-input-a'));
    fireEvent.click(inputA.getByText('Chọn chỉ tiêu').closest('button')!);
    fireEvent.click(await inputA.findByLabelText('Cho vay khách hàng'));
    expect(screen.getByTestId('formula-input-a-metric')).toHaveTextContent('Cho vay khách hàng');
    fireEvent.change(expression(), { target: { value: 'a/b' } });
    expect(screen.queryByText(/Không có chuỗi/)).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tên chuỗi công thức'), { target: { value: 'Cho vay / giá' } });

    await waitFor(() => {
      expect(bodies.at(-1)?.formula.expression).toBe('a/b');
    });
    expect(bodies.at(-1)).toEqual({
      formula: {
        expression: 'a/b',
        inputs: [
          { name: 'a', source: { key: 'statement:BALANCE_SHEET.LOANS' } },
          { name: 'b', source: { key: 'price:close' } },
        ],
      },
      defaultTicker: 'VCB',
    });
    expect(await screen.findByTestId('formula-preview')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Thêm vào biểu đồ').closest('button')!);
    await waitFor(() => {
      expect(screen.getByTestId(/^selected-metric-formula:f-/)).toHaveTextContent('Cho vay / giá');
    });
    fireEvent.change(screen.getByLabelText('Tên biểu đồ'), { target: { value: 'LDR' } });
    fireEvent.click(screen.getByText('Lưu').closest('button')!);
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledTimes(1);
    });
    const saved = onSave.mock.calls[0]![0] as { metrics: Record<string, unknown>[] };
    expect(saved.metrics[0]).toMatchObject({
      kind: 'formula',
      name: 'Cho vay / giá',
      seriesType: 'line',
      formula: { expression: 'a/b' },
    });
  }, 60_000);

  it("offers the route's frequency when the inputs' frequencies differ, and converts every input", async () => {
    const message = 'Chuỗi a theo ngày, chuỗi b theo quý: quy đổi về cùng tần suất';
    answer = () =>
      HttpResponse.json(
        {
          code: 'BAD_REQUEST',
          message,
          extra: { formulaError: { code: 'frequency_mismatch', message, offerFrequency: 'quarter' } },
        },
        { status: 400 },
      );
    renderEditor();
    addSeries();
    fireEvent.change(expression(), { target: { value: 'a-b' } });
    expect(await screen.findByText(/quy đổi về cùng tần suất/)).toBeInTheDocument();
    answer = () => HttpResponse.json({ hashCode: sealEnvelope(evaluation) });
    fireEvent.click(screen.getByText('Quy đổi tất cả về quý').closest('button')!);
    await waitFor(() => {
      expect(bodies.at(-1)?.formula.inputs.map((input) => input.transform)).toEqual([
        { frequency: 'quarter', aggregation: 'avg' },
        { frequency: 'quarter', aggregation: 'avg' },
      ]);
    });
    expect(await screen.findByTestId('formula-preview')).toBeInTheDocument();
  }, 60_000);

  it('refuses to add a formula without a name', async () => {
    renderEditor();
    fireEvent.click((await screen.findByText('Thêm vào biểu đồ')).closest('button')!);
    expect(await screen.findByText('Đặt tên cho chuỗi công thức (hiện trong chú thích)')).toBeInTheDocument();
  }, 60_000);
});
