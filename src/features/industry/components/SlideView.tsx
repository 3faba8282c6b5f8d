import { Flex, Tag, Typography } from 'antd';
import { useId } from 'react';
import type { PresentationSlide } from '@/common/contracts/industry';
import { markPeriodLabel } from '../industryCharts';
import { dataUntilText } from '../industryFormat';
import { IndustryLineChart } from './IndustryLineChart';

const SLIDE_CHART_HEIGHT = 420;

/** One slide: its title and data date, the chart with its marks, then the analyst's notes. */
export function SlideView({ slide }: { slide: PresentationSlide }) {
  const titleId = useId();
  const until = dataUntilText(slide.dataDate);
  return (
    <article aria-labelledby={titleId} data-testid="presentation-slide">
      <Typography.Title level={3} id={titleId} style={{ marginTop: 0, marginBottom: 4 }}>
        {slide.title}
      </Typography.Title>
      {until && <Typography.Text type="secondary">{until}</Typography.Text>}
      <div style={{ marginTop: 12 }}>
        <IndustryLineChart
          lines={slide.lines}
          range="All"
          title={slide.title}
          height={SLIDE_CHART_HEIGHT}
          marks={slide.marks}
        />
      </div>
      {slide.marks.length > 0 && (
        <Flex vertical gap={4} style={{ marginTop: 12 }} aria-label="Mốc trên biểu đồ" role="list">
          {slide.marks.map((mark) => (
            <div key={`${mark.period}-${mark.label}`} role="listitem">
              <Tag color="orange">{markPeriodLabel(mark.period, slide.lines[0]?.period)}</Tag>
              <Typography.Text>{mark.label}</Typography.Text>
            </div>
          ))}
        </Flex>
      )}
      <div style={{ marginTop: 16, fontSize: 16 }}>
        {slide.notes.map((note, index) => (
          // Notes are plain paragraphs in their order (the same text may repeat).
          <Typography.Paragraph key={index} style={{ fontSize: 16 }}>
            {note}
          </Typography.Paragraph>
        ))}
      </div>
    </article>
  );
}
