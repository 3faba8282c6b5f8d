import type { CSSProperties, ReactNode } from 'react';

interface TagProps {
  /** One of antd's preset or status colours ('green', 'success', 'gold'...). */
  color?: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/** A label with antd's Tag markup and class names, styled by antd's static sheet. */
export function Tag({ color, icon, children, className, style, 'data-testid': testId }: TagProps) {
  const classes = ['ant-tag', 'ant-tag-filled', color && `ant-tag-${color}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <span className={classes} style={style} data-testid={testId}>
      {icon}
      {icon ? <span>{children}</span> : children}
    </span>
  );
}
