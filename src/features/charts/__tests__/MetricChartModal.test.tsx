/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen } from '@testing-library/react';
import { renderWithStore, settle } from '../../../../tests/helpers/renderWithStore';
import { ExpandChartModal } from '../components/ExpandChartModal';

// rc-util measures the scrollbar through a pseudo-element, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

describe('ExpandChartModal', () => {
  it('shows the title and children, and closes with "Đóng"', async () => {
    const onClose = jest.fn();
    renderWithStore(
      <ExpandChartModal open title="Doanh thu" onClose={onClose}>
        <div data-testid="chart-body">biểu đồ</div>
      </ExpandChartModal>,
    );
    await settle();
    expect(screen.getByText('Doanh thu')).toBeInTheDocument();
    expect(screen.getByTestId('chart-body')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('renders nothing while closed', async () => {
    renderWithStore(
      <ExpandChartModal open={false} title="Doanh thu" onClose={jest.fn()}>
        <div data-testid="chart-body" />
      </ExpandChartModal>,
    );
    await settle();
    expect(screen.queryByTestId('chart-body')).toBeNull();
  });
});
