/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { activateRange, FINANCE_RANGE_OPTIONS, type RangeOption } from '@/common/constants/ranges';
import { renderWithStore } from '../../../../tests/helpers/renderWithStore';
import { RangeButtons } from '../components/RangeButtons';

function Harness({ onChange }: { onChange: (key: string) => void }) {
  const [options, setOptions] = useState<RangeOption[]>(FINANCE_RANGE_OPTIONS);
  return (
    <RangeButtons
      options={options}
      onChange={(key) => {
        onChange(key);
        setOptions((current) => activateRange(current, key));
      }}
    />
  );
}

function checked(): string[] {
  return screen
    .getAllByRole('radio')
    .filter((radio) => (radio as HTMLInputElement).checked)
    .map((radio) => radio.closest('label')?.textContent ?? '');
}

describe('RangeButtons', () => {
  it('shows every option with exactly the activated one checked', () => {
    renderWithStore(<RangeButtons options={FINANCE_RANGE_OPTIONS} onChange={jest.fn()} />);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      '3 năm',
      '5 năm',
      '10 năm',
      'Tất cả',
    ]);
    expect(checked()).toEqual(['Tất cả']);
  });

  it('reports a click through onChange and moves the active option', () => {
    const onChange = jest.fn();
    renderWithStore(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByText('5 năm'));
    expect(onChange).toHaveBeenCalledWith('5Y');
    expect(checked()).toEqual(['5 năm']);
  });

  it('moves with the arrow keys', () => {
    const onChange = jest.fn();
    renderWithStore(<Harness onChange={onChange} />);
    const active = screen.getByRole('radio', { name: 'Tất cả' });
    act(() => {
      active.focus();
    });
    expect(active).toHaveFocus();
    fireEvent.keyDown(active, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith('10Y');
    expect(checked()).toEqual(['10 năm']);
    fireEvent.keyDown(screen.getByRole('radio', { name: '10 năm' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith('All');
    expect(checked()).toEqual(['Tất cả']);
  });

  it('does not report a click on the active option', () => {
    const onChange = jest.fn();
    renderWithStore(<RangeButtons options={FINANCE_RANGE_OPTIONS} onChange={onChange} />);
    fireEvent.click(screen.getByText('Tất cả'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
