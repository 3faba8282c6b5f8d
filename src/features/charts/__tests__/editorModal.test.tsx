/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AxisSlot } from '@/common/constants/charts';
import { SERIES_PALETTE } from '@/common/constants/palette';
import { CHART_MESSAGES, type ChartConfig } from '@/common/contracts/charts';
import type { ChartMetricInfo, FinanceChipResponse, MetricValueKind } from '@/common/contracts/financeChart';
import { sealEnvelope } from '@/server/http/envelope';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { installSelectDomShims } from '../../enterprise/__tests__/domShims';
import { ChartEditorModal } from '../editor/ChartEditorModal';

installSelectDomShims();
// antd measures the scrollbar with a pseudo-element style, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

function metric(
  kind: 'statement' | 'ratio',
  id: string,
  name: string,
  valueKind: MetricValueKind,
): ChartMetricInfo {
  const unit = valueKind === 'percent' ? '%' : 'tỷ đồng';
  return { key: `${kind}:${id}`, kind, id, name, unit, valueKind, frequency: 'period' };
}

const chips: FinanceChipResponse = {
  ticker: 'TCB',
  companyType: 'bank',
  chips: [
    {
      chipId: 'income',
      name: 'Kết quả kinh doanh',
      metrics: [
        metric('statement', 'INCOME_STATEMENT.NET_REVENUE', 'Doanh thu thuần', 'money'),
        metric('statement', 'INCOME_STATEMENT.GROSS_PROFIT', 'Lợi nhuận gộp', 'money'),
        metric('statement', 'INCOME_STATEMENT.NET_PROFIT', 'Lợi nhuận sau thuế', 'money'),
        metric('statement', 'INCOME_STATEMENT.SELLING_EXPENSE', 'Chi phí bán hàng', 'money'),
        metric('statement', 'INCOME_STATEMENT.ADMIN_EXPENSE', 'Chi phí quản lý', 'money'),
      ],
    },
    {
      chipId: 'ratios',
      name: 'Chỉ số tài chính',
      metrics: [
        metric('ratio', 'ROE', 'ROE', 'percent'),
        metric('ratio', 'ROA', 'ROA', 'percent'),
        metric('ratio', 'GROSS_MARGIN', 'Biên lợi nhuận gộp', 'percent'),
      ],
    },
  ],
};

const requests: URLSearchParams[] = [];
let answer: () => Response = () => HttpResponse.json({ hashCode: sealEnvelope(chips) });
const server = setupServer(
  http.get('*/api/enterprise/v2/finance-chip', ({ request }) => {
    requests.push(new URL(request.url).searchParams);
    return answer();
  }),
);
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  answer = () => HttpResponse.json({ hashCode: sealEnvelope(chips) });
});
afterAll(() => {
  server.close();
});

function renderModal(props: Partial<Parameters<typeof ChartEditorModal>[0]> = {}) {
  const onSave = jest.fn<undefined, [unknown]>();
  const onCancel = jest.fn();
  renderWithStore(<ChartEditorModal open ticker="TCB" onSave={onSave} onCancel={onCancel} {...props} />);
  return { onSave, onCancel };
}

const check = async (name: string) => {
  // By label rather than by role: role queries walk the whole modal and are slow in jsdom.
  fireEvent.click(await screen.findByLabelText(name));
};

const saveButton = () => screen.getByText('Lưu').closest('button')!;

async function choose(comboboxName: string, optionTitle: string): Promise<void> {
  fireEvent.mouseDown(screen.getByLabelText(comboboxName));
  const options = await screen.findAllByTitle(optionTitle);
  fireEvent.click(options.at(-1)!);
}

describe('ChartEditorModal', () => {
  it('builds a chart from two metrics, with the axis and series type changed, and saves it', async () => {
    const { onSave } = renderModal();
    expect(screen.getByText('Thêm biểu đồ')).toBeInTheDocument();
    await check('Doanh thu thuần');
    expect(Object.fromEntries(requests[0]!)).toEqual({ ticket: 'TCB' });
    fireEvent.click(screen.getByRole('tab', { name: 'Chỉ số tài chính' }));
    await check('ROE');

    const list = screen.getByRole('list', { name: 'Chỉ tiêu đã chọn' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await choose('Trục của Doanh thu thuần', 'Phải 1');
    await choose('Kiểu biểu đồ của Doanh thu thuần', 'Đường');
    fireEvent.change(screen.getByLabelText('Tên biểu đồ'), { target: { value: ' Doanh thu và ROE ' } });
    fireEvent.click(screen.getByLabelText('50%'));
    fireEvent.click(screen.getByLabelText('Năm'));
    fireEvent.click(saveButton());

    await waitFor(() => {
      expect(onSave).toHaveBeenCalledTimes(1);
    });
    expect(onSave).toHaveBeenCalledWith({
      chartName: 'Doanh thu và ROE',
      metrics: [
        {
          kind: 'statement',
          id: 'INCOME_STATEMENT.NET_REVENUE',
          name: 'Doanh thu thuần',
          color: SERIES_PALETTE[0],
          seriesType: 'line',
          axis: AxisSlot.RIGHT_1,
        },
        {
          kind: 'ratio',
          id: 'ROE',
          name: 'ROE',
          color: SERIES_PALETTE[1],
          seriesType: 'line',
          axis: AxisSlot.RIGHT_1,
        },
      ],
      size: 50,
      isAutoAxis: true,
      viewType: 'year',
      initTimeFilter: 'All',
      textBlockContent: null,
    });
  });

  it('refuses a seventh metric and shows the limit', async () => {
    renderModal();
    for (const name of [
      'Doanh thu thuần',
      'Lợi nhuận gộp',
      'Lợi nhuận sau thuế',
      'Chi phí bán hàng',
      'Chi phí quản lý',
    ]) {
      await check(name);
    }
    fireEvent.click(screen.getByRole('tab', { name: 'Chỉ số tài chính' }));
    await check('ROE');
    expect(screen.queryByText(CHART_MESSAGES.tooManyMetrics)).toBeNull();
    await check('ROA');
    expect(await screen.findByText(CHART_MESSAGES.tooManyMetrics)).toBeInTheDocument();
    expect(screen.getByLabelText('ROA')).not.toBeChecked();
    expect(screen.getAllByTestId(/^selected-metric-/)).toHaveLength(6);
    // Removing one frees a place.
    fireEvent.click(screen.getByLabelText('Bỏ Doanh thu thuần'));
    await check('ROA');
    expect(screen.getByLabelText('ROA')).toBeChecked();
    expect(screen.queryByText(CHART_MESSAGES.tooManyMetrics)).toBeNull();
  });

  it('searches across chips without diacritics and keeps the id and position of an edited chart', async () => {
    const initial: ChartConfig = {
      chartId: 'chart-7',
      chartName: 'Hiệu quả',
      metrics: [
        { kind: 'ratio', id: 'ROE', name: 'ROE', color: SERIES_PALETTE[0]!, seriesType: 'line', axis: 1 },
      ],
      size: 33,
      isAutoAxis: false,
      viewType: 'quarter',
      initTimeFilter: '3Y',
      position: { x: 1, y: 2, w: 3, h: 4 },
      textBlockContent: null,
    };
    const { onSave } = renderModal({ initial });
    expect(screen.getByText('Sửa biểu đồ')).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Kết quả kinh doanh' });
    fireEvent.change(screen.getByLabelText('Tìm chỉ tiêu'), {
      target: { value: 'bien loi nhuan' },
    });
    expect(screen.queryByLabelText('Doanh thu thuần')).toBeNull();
    await check('Biên lợi nhuận gộp');
    fireEvent.click(screen.getByLabelText('Chuyển Biên lợi nhuận gộp lên'));
    fireEvent.change(screen.getByLabelText('Ghi chú'), { target: { value: 'Theo quý' } });
    fireEvent.click(saveButton());
    await waitFor(() => {
      expect(onSave).toHaveBeenCalledTimes(1);
    });
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      chartId: 'chart-7',
      position: { x: 1, y: 2, w: 3, h: 4 },
      chartName: 'Hiệu quả',
      size: 33,
      isAutoAxis: false,
      initTimeFilter: '3Y',
      textBlockContent: 'Theo quý',
      metrics: [
        { id: 'GROSS_MARGIN', color: SERIES_PALETTE[1], seriesType: 'line', axis: AxisSlot.RIGHT_1 },
        { id: 'ROE', color: SERIES_PALETTE[0] },
      ],
    });
  });

  it('never saves without a name or without content', async () => {
    const { onSave } = renderModal();
    await screen.findByRole('tab', { name: 'Kết quả kinh doanh' });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Vui lòng nhập tên biểu đồ')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tên biểu đồ'), { target: { value: 'Trống' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Chọn ít nhất một chỉ tiêu hoặc nhập ghi chú')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('says when the metrics cannot be loaded and asks again', async () => {
    answer = () => HttpResponse.json({ message: 'Lỗi' }, { status: 500 });
    renderModal();
    expect(await screen.findByText('Không tải được danh sách chỉ tiêu')).toBeInTheDocument();
    answer = () => HttpResponse.json({ hashCode: sealEnvelope(chips) });
    fireEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByLabelText('Doanh thu thuần')).toBeInTheDocument();
  });
});
