/**
 * @jest-environment jest-fixed-jsdom
 */
import { render } from '@testing-library/react';
import { Card } from '../Card';

describe('Card', () => {
  it("draws antd's markup: head with title and extra, body with its styles", () => {
    const { container } = render(
      <Card
        title="Doanh nghiệp"
        extra={<a href="#x">Xem</a>}
        size="small"
        hoverable
        data-testid="c"
        styles={{ body: { padding: 4 } }}
      >
        nội dung
      </Card>,
    );
    const card = container.firstElementChild as HTMLElement;
    expect(card.className).toBe('ant-card ant-card-bordered ant-card-small ant-card-hoverable');
    expect(card).toHaveAttribute('data-testid', 'c');
    expect(card.querySelector('.ant-card-head .ant-card-head-title')?.textContent).toBe('Doanh nghiệp');
    expect(card.querySelector('.ant-card-head .ant-card-extra')?.textContent).toBe('Xem');
    expect(card.querySelector('.ant-card-body')).toHaveStyle({ padding: '4px' });
    expect(card.querySelector('.ant-card-body')?.textContent).toBe('nội dung');
  });

  it('draws no head when title and extra are absent, false or empty, as antd does', () => {
    for (const title of [undefined, null, false, '']) {
      const { container, unmount } = render(<Card title={title}>x</Card>);
      expect(container.querySelector('.ant-card-head')).toBeNull();
      unmount();
    }
    const { container } = render(<Card extra="Thêm">x</Card>);
    expect(container.querySelector('.ant-card-head-title')).toBeNull();
    expect(container.querySelector('.ant-card-extra')?.textContent).toBe('Thêm');
  });
});
