import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';

/**
 * The parts of antd's Card this app uses (title, extra, small size, hoverable, header and body
 * styles) as plain elements under antd's own class names, styled by src/styles/card.css. antd's Card
 * imports its Tabs (for `tabList`) and with them rc-menu, Dropdown and the popup layer: ~20 KB gzip
 * on every page that shows a card, home and pricing included.
 */
export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  extra?: ReactNode;
  size?: 'small' | 'default';
  hoverable?: boolean;
  styles?: { header?: CSSProperties; body?: CSSProperties };
  ref?: Ref<HTMLDivElement>;
}

/** antd's rule for optional parts: null, undefined, false and '' draw nothing. */
function renderable(node: ReactNode): boolean {
  return node !== undefined && node !== null && node !== false && node !== '';
}

export function Card({ title, extra, size, hoverable, styles, className, children, ...rest }: CardProps) {
  const names = ['ant-card', 'ant-card-bordered'];
  if (size === 'small') names.push('ant-card-small');
  if (hoverable) names.push('ant-card-hoverable');
  if (className) names.push(className);
  const hasTitle = renderable(title);
  const hasExtra = renderable(extra);
  return (
    <div {...rest} className={names.join(' ')}>
      {(hasTitle || hasExtra) && (
        <div className="ant-card-head" style={styles?.header}>
          <div className="ant-card-head-wrapper">
            {hasTitle && <div className="ant-card-head-title">{title}</div>}
            {hasExtra && <div className="ant-card-extra">{extra}</div>}
          </div>
        </div>
      )}
      <div className="ant-card-body" style={styles?.body}>
        {children}
      </div>
    </div>
  );
}
