/**
 * @jest-environment jest-fixed-jsdom
 */
import { LockOutlined, SearchOutlined } from '@ant-design/icons';
import { fireEvent, render, screen } from '@testing-library/react';
import {
  Alert as AntdAlert,
  ConfigProvider,
  Divider as AntdDivider,
  Empty as AntdEmpty,
  Result as AntdResult,
  Flex as AntdFlex,
  Form as AntdForm,
  Input as AntdInput,
  Radio as AntdRadio,
  Segmented as AntdSegmented,
  Skeleton as AntdSkeleton,
  Tag as AntdTag,
} from 'antd';
import { useState, type ReactElement } from 'react';
import { installSelectDomShims } from '@/features/enterprise/__tests__/domShims';
import { Alert } from '../Alert';
import { Descriptions } from '../Descriptions';
import { Divider } from '../Divider';
import { Empty } from '../Empty';
import { Result } from '../Result';
import { Flex } from '../Flex';
import { FormField } from '../FormField';
import { Input } from '../Input';
import { RadioButtons } from '../RadioButtons';
import { Segmented } from '../Segmented';
import { Skeleton, SkeletonInput } from '../Skeleton';
import { Tag } from '../Tag';

// antd's Form schedules its work on a MessageChannel, which jsdom lacks.
installSelectDomShims();

/** Each element's tag and classes (antd's per-render hash and CSS-variable classes left out). */
function shape(element: Element): string[] {
  return [element, ...Array.from(element.querySelectorAll('*'))]
    .filter((node) => !node.closest('svg'))
    .map((node) => {
      const classes = (node.getAttribute('class') ?? '')
        .split(/\s+/)
        .filter((name) => name && !/^css-|do-not-override/.test(name))
        .sort();
      return `${node.tagName.toLowerCase()}.${classes.join('.')}`;
    });
}

/** Same tags and classes; same text unless `text` is false (antd's image carries an English title). */
function same(ours: ReactElement, theirs: ReactElement, { text = true } = {}): void {
  const a = render(ours).container.firstElementChild as Element;
  const b = render(<ConfigProvider theme={{ zeroRuntime: true }}>{theirs}</ConfigProvider>).container
    .firstElementChild as Element;
  expect(shape(a)).toEqual(shape(b));
  if (text) expect(a.textContent).toBe(b.textContent);
}

describe("our antd look-alikes draw antd's markup", () => {
  it('Alert', () => {
    same(
      <Alert type="error" showIcon title="Lỗi" action={<b>x</b>} />,
      <AntdAlert type="error" showIcon title="Lỗi" action={<b>x</b>} />,
    );
    same(
      <Alert type="info" title="T" description="D" />,
      <AntdAlert type="info" title="T" description="D" />,
    );
    same(
      <Alert type="warning" showIcon title="T" description="D" />,
      <AntdAlert type="warning" showIcon title="T" description="D" />,
    );
  });

  it('Flex', () => {
    same(
      <Flex vertical gap={16}>
        a
      </Flex>,
      <AntdFlex vertical gap={16}>
        a
      </AntdFlex>,
    );
    same(
      <Flex align="center" gap={12} wrap>
        a
      </Flex>,
      <AntdFlex align="center" gap={12} wrap>
        a
      </AntdFlex>,
    );
    same(
      <Flex vertical gap="large" justify="space-between">
        a
      </Flex>,
      <AntdFlex vertical gap="large" justify="space-between">
        a
      </AntdFlex>,
    );
    same(<Flex gap="small">a</Flex>, <AntdFlex gap="small">a</AntdFlex>);
  });

  it('Tag', () => {
    same(<Tag color="green">Mới</Tag>, <AntdTag color="green">Mới</AntdTag>);
    same(<Tag icon={<LockOutlined />}>Khoá</Tag>, <AntdTag icon={<LockOutlined />}>Khoá</AntdTag>);
  });

  it('Skeleton', () => {
    same(<Skeleton rows={2} />, <AntdSkeleton active paragraph={{ rows: 2 }} />);
    same(<Skeleton rows={6} />, <AntdSkeleton active paragraph={{ rows: 6 }} />);
    same(<SkeletonInput block />, <AntdSkeleton.Input active block />);
  });

  it('Result, Empty (simple image) and Divider', () => {
    same(
      <Result icon={<LockOutlined />} title="Khoá" subTitle="Cần gói" extra={<b>x</b>} />,
      <AntdResult icon={<LockOutlined />} title="Khoá" subTitle="Cần gói" extra={<b>x</b>} />,
    );
    same(
      <Empty description="Không có" />,
      <AntdEmpty image={AntdEmpty.PRESENTED_IMAGE_SIMPLE} description="Không có" />,
      {
        text: false,
      },
    );
    same(<Divider>Hoặc</Divider>, <AntdDivider plain>Hoặc</AntdDivider>);
  });

  it('Descriptions: antd item classes as a list of terms and values', () => {
    const { container } = render(
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2, xl: 3 }}
        items={[
          { key: 'a', label: 'Vốn điều lệ', children: '1.000 tỷ đồng' },
          { key: 'b', label: 'Website', children: <a href="https://x.vn">x.vn</a> },
        ]}
      />,
    );
    const terms = Array.from(container.querySelectorAll('dt.ant-descriptions-item-label')).map(
      (node) => node.textContent,
    );
    const values = Array.from(container.querySelectorAll('dd.ant-descriptions-item-content')).map(
      (node) => node.textContent,
    );
    expect(terms).toEqual(['Vốn điều lệ', 'Website']);
    expect(values).toEqual(['1.000 tỷ đồng', 'x.vn']);
    expect(container.querySelector('.descriptions-grid')).toHaveStyle({
      '--desc-cols-md': '2',
      '--desc-cols-xl': '3',
    });
  });

  it('Segmented', () => {
    const options = [
      { label: '1 tháng', value: 1 },
      { label: '3 tháng', value: 3 },
    ];
    const a = render(<Segmented options={options} value={3} onChange={() => undefined} />).container;
    const b = render(
      <ConfigProvider theme={{ zeroRuntime: true }}>
        <AntdSegmented options={options} value={3} />
      </ConfigProvider>,
    ).container;
    // antd marks the chosen item twice (-selected and -selected-text); the sheet styles -selected.
    const withoutText = (list: string[]) =>
      list.map((item) => item.replace('.ant-segmented-item-selected-text', ''));
    expect(shape(a.firstElementChild as Element)).toEqual(withoutText(shape(b.firstElementChild as Element)));
  });
});

describe("our antd look-alikes for forms draw antd's markup", () => {
  const noop = () => undefined;

  it('Input: prefix and clear button, password with its eye, disabled', () => {
    same(
      <Input size="small" allowClear prefix={<SearchOutlined />} value="abc" onChange={noop} />,
      <AntdInput size="small" allowClear prefix={<SearchOutlined />} value="abc" onChange={noop} />,
    );
    same(
      <Input password disabled prefix={<LockOutlined />} value="" onChange={noop} />,
      <AntdInput.Password disabled prefix={<LockOutlined />} value="" onChange={noop} />,
    );
    same(<Input value="x" onChange={noop} />, <AntdInput value="x" onChange={noop} />);
  });

  it('RadioButtons: antd Radio.Group of buttons', () => {
    const options = [
      { value: 'a', label: 'A' },
      { value: 'b', label: 'B', disabled: true },
    ];
    same(
      <RadioButtons size="small" value="a" options={options} onChange={noop} />,
      <AntdRadio.Group optionType="button" size="small" value="a" options={options} />,
    );
  });

  it('FormField: a vertical Form.Item', () => {
    same(
      <form className="ant-form ant-form-vertical ant-form-hide-required-mark ant-form-css-var">
        <FormField id="login_email" label="E-mail">
          <input id="login_email" />
        </FormField>
      </form>,
      <AntdForm layout="vertical" requiredMark={false} name="login">
        <AntdForm.Item label="E-mail" name="email">
          <input />
        </AntdForm.Item>
      </AntdForm>,
    );
  });
});

describe('Segmented', () => {
  function Durations({ onChange }: { onChange: (value: number) => void }) {
    const [value, setValue] = useState(1);
    return (
      <Segmented
        aria-label="Thời hạn"
        options={[
          { label: '1 tháng', value: 1 },
          { label: '3 tháng', value: 3 },
          { label: '6 tháng', value: 6, disabled: true },
        ]}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    );
  }

  it('is a radio group: the chosen item is checked, a click chooses, a disabled item cannot be chosen', () => {
    const onChange = jest.fn();
    render(<Durations onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Thời hạn' });
    expect(screen.getByRole('radio', { name: '1 tháng' })).toBeChecked();
    fireEvent.click(screen.getByText('3 tháng'));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 tháng' })).toBeChecked();
    expect(group.querySelector('.ant-segmented-item-selected')?.textContent).toBe('3 tháng');
    expect(screen.getByRole('radio', { name: '6 tháng' })).toBeDisabled();
    fireEvent.click(screen.getByText('6 tháng'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
