import { Typography } from 'antd';
import type { ComponentProps } from 'react';

type TitleLevel = 1 | 2 | 3 | 4 | 5;

export interface SectionTitleProps extends ComponentProps<typeof Typography.Title> {
  /** The heading's place in the page's outline (h2 under the page's h1, h3 under an h2...). */
  level: TitleLevel;
  /** The antd heading size it is drawn at, smaller than its level's own (WCAG 1.3.1: headings in order). */
  looks: TitleLevel;
}

/**
 * antd's Typography.Title at a heading level that follows the page's outline, drawn at the size of a
 * smaller level through the theme's own heading tokens (antd's CSS variables), so a section under
 * the page's h1 is an h2 even where the design wants the look of an h4.
 */
export function SectionTitle({ level, looks, style, ...rest }: SectionTitleProps) {
  return (
    <Typography.Title
      level={level}
      style={{
        fontSize: `var(--ant-font-size-heading-${looks})`,
        lineHeight: `var(--ant-line-height-heading-${looks})`,
        ...style,
      }}
      {...rest}
    />
  );
}
