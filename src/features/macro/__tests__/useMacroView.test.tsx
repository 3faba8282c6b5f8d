/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, renderHook } from '@testing-library/react';
import { useMacroView } from '../useMacroView';
import { removeMetrics, setSelectedSize, toggleMetric } from '../macroView';

/** A router whose replace is recorded but lands only when the test says (as Next's does, later). */
const mockRouter = {
  pathname: '/macro/[group]/[child]',
  asPath: '/macro/gdp/nominal?m=',
  query: { group: 'gdp', child: 'nominal', m: '' } as Record<string, string>,
  replace: jest.fn((_url: string) => Promise.resolve(true)),
};
jest.mock('next/router', () => ({ useRouter: () => mockRouter }));

const lastUrl = () => mockRouter.replace.mock.calls.at(-1)?.[0] ?? '';

describe('useMacroView', () => {
  it('reads the view from the address', () => {
    mockRouter.query = { group: 'gdp', child: 'nominal', m: '5-50-quarter-value.c.1.2', size: '66' };
    const { result } = renderHook(() => useMacroView());
    const [view] = result.current;
    expect(view.selectedMetricList.map((metric) => [metric.extendID, metric.chartType])).toEqual([
      ['5-50-quarter-value', 'column'],
    ]);
    expect(view.selectedSize).toBe(66);
  });

  it('builds a second change of the same event on the first, before the address shows it', () => {
    mockRouter.query = { group: 'gdp', child: 'nominal', m: '' };
    mockRouter.asPath = '/macro/gdp/nominal?m=';
    mockRouter.replace.mockClear();
    const { result } = renderHook(() => useMacroView());
    act(() => {
      const [, change] = result.current;
      change(toggleMetric({ extendID: '5-50-quarter-value' }));
      change(toggleMetric({ extendID: '5-51-quarter-value' }));
      change(setSelectedSize(50));
    });
    expect(lastUrl()).toBe('/macro/gdp/nominal?m=5-50-quarter-value.l.0.0,5-51-quarter-value.l.0.1&size=50');
  });

  it('shows a change at once, before the address shows it, and follows the address once it moves', () => {
    mockRouter.query = { group: 'gdp', child: 'real', m: '' };
    mockRouter.asPath = '/macro/gdp/real?m=';
    mockRouter.replace.mockClear();
    const { result, rerender } = renderHook(() => useMacroView());
    act(() => {
      result.current[1](toggleMetric({ extendID: '5-50-quarter-value' }));
    });
    // The router has not applied the address yet: the view already has the metric (a checkbox flips).
    expect(result.current[0].selectedMetricList.map((metric) => metric.extendID)).toEqual([
      '5-50-quarter-value',
    ]);
    // The address moves elsewhere (Back to another selection): the address wins.
    mockRouter.query = { group: 'gdp', child: 'real', m: '5-51-quarter-value.l.0.0' };
    mockRouter.asPath = '/macro/gdp/real?m=5-51-quarter-value.l.0.0';
    rerender();
    expect(result.current[0].selectedMetricList.map((metric) => metric.extendID)).toEqual([
      '5-51-quarter-value',
    ]);
  });

  it('writes nothing for a change that changes nothing', () => {
    mockRouter.query = { group: 'gdp', child: 'nominal', m: '5-50-quarter-value.l.0.0' };
    mockRouter.asPath = '/macro/gdp/nominal?m=5-50-quarter-value.l.0.0';
    mockRouter.replace.mockClear();
    const { result } = renderHook(() => useMacroView());
    act(() => {
      result.current[1](removeMetrics(['9-9-month-value']));
    });
    expect(mockRouter.replace).not.toHaveBeenCalled();
  });
});
