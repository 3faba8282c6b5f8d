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

export function Card({ title, extra, size, hoverable, styles, className, children, ...rest }: CardProps) {
  const names = ['ant-card', 'ant-card-bordered'];
  if (size === 'small') names.push('ant-card-small');
  if (hoverable) names.push('ant-card-hoverable');
  if (className) names.push(className);
  return (
    <div {...rest} className={names.join(' ')}>
      {(title !== undefined || extra !== undefined) && (
        <div className="ant-card-head" style={styles?.header}>
          <div className="ant-card-head-wrapper">
            {title !== undefined && <div className="ant-card-head-title">{title}</div>}
            {extra !== undefined && <div className="ant-card-extra">{extra}</div>}
          </div>
        </div>
      )}
      <div className="ant-card-body" style={styles?.body}>
        {children}
      </div>
    </div>
  );
}
