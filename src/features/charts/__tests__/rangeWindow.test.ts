import { FINANCE_RANGE_OPTIONS } from '@/common/constants/ranges';
import type { AccessNotice } from '@/common/contracts/finance';
import { viewerRange } from '../rangeWindow';

const GUEST: AccessNotice = {
  level: 'limited',
  requiredPlan: 'BASIC',
  message: 'Bạn đang xem 8 quý gần nhất. Nâng cấp gói Cơ bản để xem toàn bộ dữ liệu từ 2010.',
  maxPeriods: 8,
};

function shown(range: ReturnType<typeof viewerRange>) {
  return range.options.map((option) => [option.name, option.isActivated]);
}

describe('viewerRange: the range switch of a viewer with fewer periods', () => {
  it('a shared chart saved at "Tất cả" opened by a guest shows the guest window, not "Tất cả", and says so', () => {
    const range = viewerRange(FINANCE_RANGE_OPTIONS, 'All', GUEST, 'quarter');
    expect(shown(range)).toEqual([['8 quý gần nhất', true]]);
    expect(range.options.some((option) => option.name === 'Tất cả')).toBe(false);
    expect(range.notice).toBe(GUEST.message);
  });

  it('keeps the ranges shorter than the window and opens a longer saved range on the window', () => {
    const years = { ...GUEST, maxPeriods: 6 };
    expect(shown(viewerRange(FINANCE_RANGE_OPTIONS, '3Y', years, 'year'))).toEqual([
      ['3 năm', true],
      ['5 năm', false],
      ['6 năm gần nhất', false],
    ]);
    expect(shown(viewerRange(FINANCE_RANGE_OPTIONS, '10Y', years, 'year'))).toEqual([
      ['3 năm', false],
      ['5 năm', false],
      ['6 năm gần nhất', true],
    ]);
  });

  it('leaves the switch as it is for a viewer who sees every period', () => {
    const range = viewerRange(FINANCE_RANGE_OPTIONS, '5Y', undefined, 'quarter');
    expect(shown(range)).toEqual([
      ['3 năm', false],
      ['5 năm', true],
      ['10 năm', false],
      ['Tất cả', false],
    ]);
    expect(range.notice).toBeUndefined();
  });
});
