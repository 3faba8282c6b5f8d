import { vietnamToday } from '../asOf';
import { addYears, backfillBody, DATA_SOURCE_MESSAGES, syncDayBody } from '../adminDataSources';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the data sources re-run bodies', () => {
  it('take a real day from 2000 up to today in Vietnam', () => {
    expect(syncDayBody.parse({ date: ' 2024-02-29 ' })).toEqual({ date: '2024-02-29' });
    expect(syncDayBody.safeParse({ date: vietnamToday() }).success).toBe(true);
    expect(messages(syncDayBody.safeParse({ date: '2023-02-29' }))).toContain(DATA_SOURCE_MESSAGES.day);
    expect(messages(syncDayBody.safeParse({ date: '29/02/2024' }))).toContain(DATA_SOURCE_MESSAGES.day);
    expect(messages(syncDayBody.safeParse({ date: '1999-12-31' }))).toContain(DATA_SOURCE_MESSAGES.tooEarly);
    expect(messages(syncDayBody.safeParse({ date: '2999-01-01' }))).toContain(DATA_SOURCE_MESSAGES.future);
  });

  it('take a range in order of less than three years, and report a bad day only once', () => {
    expect(backfillBody.safeParse({ from: '2021-01-01', to: '2023-12-31' }).success).toBe(true);
    expect(messages(backfillBody.safeParse({ from: '2021-01-01', to: '2024-01-01' }))).toEqual([
      DATA_SOURCE_MESSAGES.span,
    ]);
    expect(messages(backfillBody.safeParse({ from: '2024-01-02', to: '2024-01-01' }))).toEqual([
      DATA_SOURCE_MESSAGES.order,
    ]);
    expect(messages(backfillBody.safeParse({ from: 'x', to: '2024-01-01' }))).toEqual([
      DATA_SOURCE_MESSAGES.day,
    ]);
  });

  it('count years on the calendar (29 February lands on 1 March)', () => {
    expect(addYears('2024-02-29', 1)).toBe('2025-03-01');
    expect(addYears('2021-06-30', 3)).toBe('2024-06-30');
    expect(addYears('not a day', 3)).toBe('not a day');
  });
});
