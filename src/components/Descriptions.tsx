import type { CSSProperties, ReactNode } from 'react';

export interface DescriptionsItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

interface DescriptionsProps {
  items: readonly DescriptionsItem[];
  /** Columns from the smallest screen up, at antd's md (768px) and xl (1200px) breakpoints. */
  column?: { xs?: number; md?: number; xl?: number };
  size?: 'small' | 'middle';
}

/**
 * Label: value pairs with antd's Descriptions item markup and class names, styled by antd's static
 * sheet, laid out by a CSS grid (src/styles/globals.css) instead of antd's table, so the number of
 * columns follows the screen width without JavaScript.
 */
export function Descriptions({ items, column = {}, size = 'middle' }: DescriptionsProps) {
  const xs = column.xs ?? 1;
  const md = column.md ?? xs;
  const xl = column.xl ?? md;
  const style = { '--desc-cols-xs': xs, '--desc-cols-md': md, '--desc-cols-xl': xl } as CSSProperties;
  return (
    <div className={`ant-descriptions${size === 'small' ? ' ant-descriptions-small' : ''}`}>
      <div className="ant-descriptions-view">
        <dl className="descriptions-grid" style={style}>
          {items.map((item) => (
            <div key={item.key} className="ant-descriptions-item">
              <div className="ant-descriptions-item-container">
                <dt className="ant-descriptions-item-label">{item.label}</dt>
                <dd className="ant-descriptions-item-content">{item.children}</dd>
              </div>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
