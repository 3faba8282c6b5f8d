import { DEFAULT_SECTION_SPECS } from '../defaultSections';

describe('default chart sections', () => {
  it('draws margins and every other line as straight lines, never smoothed curves', () => {
    const curves = Object.entries(DEFAULT_SECTION_SPECS).flatMap(([companyType, sections]) =>
      sections.flatMap((section) =>
        section.charts.flatMap((chart) =>
          chart.metrics
            .filter(([, seriesType]) => seriesType === 'spline')
            .map(([key]) => `${companyType}/${chart.name}/${key}`),
        ),
      ),
    );
    expect(curves).toEqual([]);
  });
});
