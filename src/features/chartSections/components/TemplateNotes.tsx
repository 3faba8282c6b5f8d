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

/** Above a template's charts: that it is one template for every ticker, and what this ticker lacks. */
export function TemplateNotice({ section }: { section: ChartSection }) {
  const drawn = new Set(
    section.charts.filter((chart) => chart.metrics.length > 0).map((chart) => chart.chartId),
  );
  const partial = (section.templateNotes ?? []).filter((note) => drawn.has(note.chartId));
  const nameOf = (chartId: string) =>
    section.charts.find((chart) => chart.chartId === chartId)?.chartName || UNTITLED_CHART;
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">{TEMPLATE_MESSAGES.editNotice}</Typography.Text>
      {partial.length > 0 && (
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
      )}
    </Flex>
  );
}
