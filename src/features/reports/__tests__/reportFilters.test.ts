import { INITIAL_REPORT_FILTERS, reportQueryArgs } from '../reportFilters';

describe('reportQueryArgs', () => {
  it('leaves unset filters out', () => {
    expect(reportQueryArgs('TCB', INITIAL_REPORT_FILTERS, 1)).toEqual({
      ticker: 'TCB',
      scope: 'all',
      page: 1,
      pageSize: 20,
    });
  });

  it('sends the set ones', () => {
    expect(
      reportQueryArgs('FPT', { source: 'SSI Research', from: '2024-01-01', to: null, scope: 'industry' }, 3),
    ).toEqual({
      ticker: 'FPT',
      source: 'SSI Research',
      from: '2024-01-01',
      scope: 'industry',
      page: 3,
      pageSize: 20,
    });
  });
});
