import { Alert, Col, Flex, Row, Typography } from 'antd';
import Head from 'next/head';
import { useCallback, useMemo } from 'react';
import { MAX_METRICS_PER_CHART } from '@/common/constants/charts';
import { CHART_MESSAGES } from '@/common/contracts/chartVocabulary';
import type { MacroMenuNode, MacroSeriesInfo } from '@/common/contracts/macro';
import { parseExtendId } from '@/common/macro/extendId';
import { buildIndicatorGroups } from '../indicatorGroups';
import { seriesExtendId } from '../macroMetrics';
import type { MacroPage } from '../macroPages';
import { removeMetrics, toggleMetric } from '../macroView';
import { queryWithMetric, toQueryString } from '../macroUrl';
import { useDefaultSelection, usePageMenu } from '../useMacroPage';
import { useMacroView } from '../useMacroView';
import { IndicatorList, type IndicatorLink } from './IndicatorList';
import { MacroWorkspace } from './MacroWorkspace';
import { SeriesPanel } from './SeriesPanel';
import { toast } from '@/lib/toast';

/** The page's heading: "GDP: GDP danh nghĩa"; a US, China or commodity page names its indicator once known. */
function headingOf(page: MacroPage, indicator: MacroMenuNode | undefined): string {
  if (page.kind === 'vn') return `${page.groupLabel}: ${page.childLabel}`;
  return indicator ? `${page.groupLabel}: ${indicator.name}` : page.groupLabel;
}

/** One macro indicator page: the indicator list, the indicator's series and the chart workspace. */
export function MacroScreen({ page }: { page: MacroPage }) {
  const menu = usePageMenu(page);
  const [state, dispatch] = useMacroView();
  const selected = state.selectedMetricList;
  useDefaultSelection(menu);

  const heading = headingOf(page, menu.indicator);
  const groups = useMemo(() => buildIndicatorGroups(page, menu.groups), [page, menu.groups]);
  const selectedIds = useMemo(() => selected.map((metric) => metric.extendID), [selected]);

  const hrefFor = useCallback(
    (item: IndicatorLink) => {
      const query =
        item.path === page.path
          ? queryWithMetric(state, null)
          : queryWithMetric(state, item.firstSeries?.extendID ?? null, item.firstSeries?.name);
      const search = toQueryString(query);
      return search ? `${item.path}?${search}` : item.path;
    },
    [page.path, state],
  );

  /** A checked series leaves the chart (in whatever form it is drawn); an unchecked one joins it. */
  const onToggle = (indicator: MacroMenuNode, series: MacroSeriesInfo) => {
    const forms = selectedIds.filter((id) => {
      const parts = parseExtendId(id);
      return parts?.menuItemId === indicator.id && parts.seriesId === series.seriesId;
    });
    if (forms.length > 0) {
      dispatch(removeMetrics(forms));
      return;
    }
    if (selectedIds.length >= MAX_METRICS_PER_CHART) {
      toast.warning(CHART_MESSAGES.tooManyMetrics);
      return;
    }
    dispatch(toggleMetric({ extendID: seriesExtendId(indicator, series), metricName: series.name }));
  };

  const notFound = page.kind === 'custom' && menu.groups && !menu.indicator;

  return (
    <>
      <Head>
        <title>{`${heading} | VnFin`}</title>
      </Head>
      <Typography.Title level={1}>{heading}</Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={6}>
          <IndicatorList groups={groups} currentPath={page.path} hrefFor={hrefFor} />
        </Col>
        <Col xs={24} lg={18}>
          <Flex vertical gap="middle">
            {notFound ? (
              <Alert type="warning" showIcon title="Không tìm thấy chỉ tiêu này" />
            ) : (
              <SeriesPanel menu={menu} selected={selectedIds} onToggle={onToggle} />
            )}
            <MacroWorkspace index={menu.index} title={heading} />
          </Flex>
        </Col>
      </Row>
    </>
  );
}
