import type { Series } from '../series';

/** Compares a series with expected values: null where null, within 1e-9 elsewhere. */
export function expectSeries(actual: Series, expected: (number | null)[]): void {
  expect(actual).toHaveLength(expected.length);
  for (const [i, value] of expected.entries()) {
    if (value === null) expect({ i, value: actual[i] }).toEqual({ i, value: null });
    else expect({ i, value: actual[i] }).toEqual({ i, value: expect.closeTo(value, 9) as number });
  }
}
