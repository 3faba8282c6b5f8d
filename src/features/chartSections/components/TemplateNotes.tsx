import { Alert, Card, Flex, Tag, Typography } from 'antd';
import type { ChartConfig, ChartSection } from '@/common/contracts/charts';
import { TEMPLATE_MESSAGES, type TemplateMetricNote } from '@/common/contracts/chartTemplates';
import { UNTITLED_CHART } from './ChartCard';

/**
 * What a template section shows about the ticker's company type (issue 33): the server leaves out of
 * each chart the metrics the type lacks and names them in `templateNotes`. A chart left with none
 * shows its notes in place of an empty chart; the others keep their chart and list the notes above.
 */

export const TEMPLATE_TAG_TEXT = TEMPLATE_MESSAGES.label;

export function TemplateTag() {
  return (
    <Tag color="blue" data-testid="template-tag">
      {TEMPLATE_TAG_TEXT}
    </Tag>
  );
}

export function notesOfChart(section: ChartSection, chartId: string): TemplateMetricNote[] {
  return (section.templateNotes ?? []).filter((note) => note.chartId === chartId);
}

/** A chart of the template with nothing the ticker's company type can draw: its notes instead. */
export function MissingMetricsCard({
  chart,
  notes,
}: {
  chart: ChartConfig;
  notes: readonly TemplateMetricNote[];
}) {
  const title = chart.chartName || UNTITLED_CHART;
  return (
    <Card
      size="small"
      title={title}
      data-testid="template-missing-chart"
      style={{ height: '100%' }}
      role="group"
      aria-label={title}
    >
      <Alert
        type="warning"
        showIcon
        title="Không vẽ được biểu đồ này cho mã đang xem"
        description={
          <Flex vertical gap={4}>
            {notes.map((note) => (
              <Typography.Text key={note.metricKey}>{note.message}</Typography.Text>
            ))}
          </Flex>
        }
      />
    </Card>
  );
}

/** The notes of the charts that still draw something (a chart with nothing left shows its own). */
export function PartialNotes({
  charts,
  notes,
}: {
  charts: readonly ChartConfig[];
  notes: readonly TemplateMetricNote[];
}) {
  const drawn = new Set(charts.filter((chart) => chart.metrics.length > 0).map((chart) => chart.chartId));
  const partial = notes.filter((note) => drawn.has(note.chartId));
  if (partial.length === 0) return null;
  const nameOf = (chartId: string) =>
    charts.find((chart) => chart.chartId === chartId)?.chartName || UNTITLED_CHART;
  return (
    <Alert
      type="info"
      showIcon
      data-testid="template-notes"
      title="Một số chỉ tiêu của mẫu không có ở mã này"
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {partial.map((note) => (
            <li key={`${note.chartId}:${note.metricKey}`}>
              {nameOf(note.chartId)}: {note.message}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/** A chart of a template with nothing left to draw for this ticker. */
export function isMissingChart(
  chart: ChartConfig,
  notes: readonly TemplateMetricNote[] | undefined,
): boolean {
  return chart.metrics.length === 0 && (notes ?? []).some((note) => note.chartId === chart.chartId);
}

/** Above a template's charts: that it is one template for every ticker, and what this ticker lacks. */
export function TemplateNotice({ section }: { section: ChartSection }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{TEMPLATE_MESSAGES.editNotice}</Typography.Text>
      <PartialNotes charts={section.charts} notes={section.templateNotes ?? []} />
    </Flex>
  );
}
