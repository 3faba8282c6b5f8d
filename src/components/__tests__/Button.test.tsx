/**
 * @jest-environment jest-fixed-jsdom
 */
import { UserOutlined } from '@ant-design/icons';
import { fireEvent, render, screen } from '@testing-library/react';

import { Button as AntdButton, ConfigProvider } from 'antd';
import { createRef, type ComponentProps } from 'react';
import { Button } from '../Button';

type Props = ComponentProps<typeof Button> & ComponentProps<typeof AntdButton>;

/** antd's classes without the per-render hash and CSS-variable classes. */
function classesOf(element: Element | null): string[] {
  return (element?.className ?? '')
    .split(/\s+/)
    .filter((name) => name && !/^css-|do-not-override/.test(name))
    .sort();
}

const CASES: Array<[string, Props]> = [
  ['default with icon and text', { icon: <UserOutlined />, children: 'Đăng nhập' }],
  ['text, icon only', { type: 'text', icon: <UserOutlined />, 'aria-label': 'Mở menu' }],
  ['text with children', { type: 'text', children: 'Tài khoản' }],
  ['primary, block, large', { type: 'primary', block: true, size: 'large', children: 'Mua' }],
  ['link, small, danger', { type: 'link', size: 'small', danger: true, children: 'Xoá' }],
  ['dashed', { type: 'dashed', children: 'Thêm' }],
  ['text and a value joined into one span', { type: 'primary', children: ['Nâng cấp gói ', 'Cơ bản', 2] }],
  ['primary, loading', { type: 'primary', loading: true, children: 'Đang lưu' }],
];

describe('Button', () => {
  it.each(CASES)("draws antd's markup: %s", (_name, props) => {
    const ours = render(<Button {...props} />).container;
    const theirs = render(
      <ConfigProvider theme={{ zeroRuntime: true }} wave={{ disabled: true }}>
        <AntdButton {...props} />
      </ConfigProvider>,
    ).container;
    const [button, antdButton] = [ours.querySelector('button'), theirs.querySelector('button')];
    expect(classesOf(button)).toEqual(classesOf(antdButton));
    expect(classesOf(button?.querySelector('.ant-btn-icon') ?? null)).toEqual(
      classesOf(antdButton?.querySelector('.ant-btn-icon') ?? null),
    );
    const texts = (element: Element | null) =>
      Array.from(element?.querySelectorAll(':scope > span:not(.ant-btn-icon)') ?? []).map(
        (span) => span.textContent,
      );
    expect(texts(button)).toEqual(texts(antdButton));
    expect(button).toHaveAttribute('type', 'button');
  });

  it('clicks, forwards its ref and native attributes, and takes a submit type', () => {
    const onClick = jest.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <Button ref={ref} htmlType="submit" title="Gửi" data-testid="b" onClick={onClick}>
        Gửi
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Gửi' });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(ref.current).toBe(button);
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('data-testid', 'b');
  });

  it('does not click when disabled and says it is busy while loading', () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <Button disabled onClick={onClick}>
        Lưu
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(onClick).not.toHaveBeenCalled();
    rerender(<Button loading>Lưu</Button>);
    expect(screen.getByRole('button', { name: /Lưu/ })).toHaveAttribute('aria-busy', 'true');
  });
});
