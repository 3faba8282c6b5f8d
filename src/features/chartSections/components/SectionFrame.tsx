import { Card, Empty, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export const EMPTY_SECTION_TEXT = 'Mục này chưa có biểu đồ nào';

export interface SectionFrameProps {
  /** data-section-id: the stored id, or the key of a ready-made section. */
  sectionId: number | string;
  title: ReactNode;
  /** The region's accessible name when `title` is not plain text. */
  label?: string;
  /** Heading level of the title (4 inside a screen; 3 when the section is the page). */
  level?: 3 | 4;
  /** Buttons on the right of the header. */
  actions?: ReactNode;
  /** Between the header and the charts (notices). */
  notice?: ReactNode;
  empty?: boolean;
  children?: ReactNode;
}

/** The frame of one chart section: its name and buttons above the grid of cards. */
export function SectionFrame({
  sectionId,
  title,
  label,
  level = 4,
  actions,
  notice,
  empty,
  children,
}: SectionFrameProps) {
  return (
    <Card
      data-testid="chart-section"
      data-section-id={String(sectionId)}
      styles={{ body: { padding: 16 } }}
      role="region"
      aria-label={label ?? (typeof title === 'string' ? title : undefined)}
    >
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Title level={level} style={{ margin: 0, minWidth: 0 }}>
            {title}
          </Typography.Title>
          {actions && (
            <Flex gap={4} wrap align="center">
              {actions}
            </Flex>
          )}
        </Flex>
        {notice}
        {empty ? <Empty description={EMPTY_SECTION_TEXT} /> : children}
      </Flex>
    </Card>
  );
}
