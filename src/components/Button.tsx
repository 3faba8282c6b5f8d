import { LoadingOutlined } from '@ant-design/icons';
import { Children, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';

type ButtonType = 'default' | 'primary' | 'dashed' | 'text' | 'link';

const VARIANT: Record<ButtonType, string> = {
  default: 'outlined',
  primary: 'solid',
  dashed: 'dashed',
  text: 'text',
  link: 'link',
};

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: ButtonType;
  /** The native button type (antd's `htmlType`). */
  htmlType?: 'button' | 'submit' | 'reset';
  danger?: boolean;
  size?: 'small' | 'middle' | 'large';
  icon?: ReactNode;
  loading?: boolean;
  block?: boolean;
  /** Draws a link styled as the button (antd's `href`). */
  href?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** As antd: adjacent text children join into one span (its spacing rules target `> span`). */
function wrapText(children: ReactNode): ReactNode[] {
  const parts: ReactNode[] = [];
  let text: string | null = null;
  const flush = () => {
    if (text !== null) parts.push(<span key={`text-${String(parts.length)}`}>{text}</span>);
    text = null;
  };
  // toArray gives the elements keys, as the returned list needs.
  for (const child of Children.toArray(children)) {
    if (typeof child === 'string' || typeof child === 'number') {
      text = `${text ?? ''}${String(child)}`;
      continue;
    }
    flush();
    parts.push(child);
  }
  flush();
  return parts;
}

/**
 * A button with antd's markup and class names, styled by antd's static sheet, for the parts every
 * page shows (the header): antd's own Button brings its style tokens, wave effect and compact-space
 * code, and with them antd's core, into a page that needs none of it. The same props as antd's for
 * what it supports: type, danger, size, icon, loading, block, htmlType.
 */
export function Button({
  type = 'default',
  htmlType = 'button',
  danger = false,
  size = 'middle',
  icon,
  loading = false,
  block = false,
  className,
  children,
  disabled,
  href,
  ref,
  ...rest
}: ButtonProps) {
  const hasChildren = children !== undefined && children !== null && children !== false && children !== '';
  const iconNode = loading ? <LoadingOutlined spin /> : icon;
  const classes = [
    'ant-btn',
    `ant-btn-${type}`,
    danger && 'ant-btn-dangerous',
    `ant-btn-color-${danger ? 'dangerous' : type === 'primary' ? 'primary' : 'default'}`,
    `ant-btn-variant-${VARIANT[type]}`,
    size === 'small' && 'ant-btn-sm',
    size === 'large' && 'ant-btn-lg',
    iconNode && !hasChildren && 'ant-btn-icon-only',
    loading && 'ant-btn-loading',
    block && 'ant-btn-block',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      {iconNode && (
        <span className={`ant-btn-icon${loading ? ' ant-btn-loading-icon' : ''}`}>{iconNode}</span>
      )}
      {wrapText(children)}
    </>
  );
  if (href !== undefined) {
    return (
      <a
        href={href}
        className={classes}
        title={rest.title}
        data-testid={(rest as { 'data-testid'?: string })['data-testid']}
      >
        {content}
      </a>
    );
  }
  return (
    <button
      {...rest}
      ref={ref}
      type={htmlType}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      onClick={(event) => {
        // As antd's: a loading button does nothing, and a loading submit button does not submit.
        if (loading) {
          event.preventDefault();
          return;
        }
        rest.onClick?.(event);
      }}
    >
      {content}
    </button>
  );
}
