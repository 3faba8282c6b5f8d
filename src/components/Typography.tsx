import type { AnchorHTMLAttributes, CSSProperties, HTMLAttributes, ReactNode } from 'react';

/**
 * The parts of antd's Typography this app uses (Text, Title, Paragraph, Link with type, strong and
 * ellipsis), as plain elements styled by src/styles/typography.css under antd's own class names.
 * antd's Typography also carries its editable and copyable modes, which import Tooltip, TextArea and
 * through it Form and its validator: about 30 KB gzip on every page that shows a heading. Screens
 * that need `copyable` or `editable` import antd's Typography directly.
 */

export type TextType = 'secondary' | 'success' | 'warning' | 'danger';

/** `true` cuts one line; `rows` cuts after that many lines; `tooltip` (text) shows on hover. */
export type Ellipsis = boolean | { rows?: number; tooltip?: string };

interface CommonProps {
  type?: TextType;
  strong?: boolean;
  ellipsis?: Ellipsis;
  className?: string;
  style?: CSSProperties;
  title?: string;
  children?: ReactNode;
}

type ElementProps = CommonProps & Omit<HTMLAttributes<HTMLElement>, keyof CommonProps>;

function className(props: CommonProps): string {
  const names = ['ant-typography'];
  if (props.type) names.push(`ant-typography-${props.type}`);
  if (props.ellipsis) {
    const rows = typeof props.ellipsis === 'object' ? props.ellipsis.rows : undefined;
    names.push('ant-typography-ellipsis');
    names.push(
      (rows ?? 1) > 1 ? 'ant-typography-ellipsis-multiple-line' : 'ant-typography-ellipsis-single-line',
    );
  }
  if (props.className) names.push(props.className);
  return names.join(' ');
}

/** Splits the shared props from the element's own attributes. */
function parts<P extends CommonProps>(props: P) {
  const { type, strong, ellipsis, className: extra, style, title, children, ...rest } = props;
  const rows = typeof ellipsis === 'object' ? ellipsis.rows : undefined;
  const tooltip = typeof ellipsis === 'object' ? ellipsis.tooltip : undefined;
  return {
    className: className({ type, ellipsis, className: extra }),
    style: rows && rows > 1 ? { WebkitLineClamp: rows, ...style } : style,
    title: title ?? tooltip,
    children: strong ? <strong>{children}</strong> : children,
    rest,
  };
}

function Text(props: ElementProps) {
  const { rest, ...shared } = parts(props);
  return <span {...rest} {...shared} />;
}

function Paragraph(props: ElementProps) {
  const { rest, ...shared } = parts(props);
  return <div {...rest} {...shared} />;
}

function Title({ level = 1, ...props }: ElementProps & { level?: 1 | 2 | 3 | 4 | 5 }) {
  const { rest, ...shared } = parts(props);
  const Heading = `h${String(level)}` as 'h1';
  return <Heading {...rest} {...shared} />;
}

function TypographyLink(
  props: CommonProps & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps>,
) {
  const { rest, ...shared } = parts(props);
  return <a {...rest} {...shared} className={`${shared.className} ant-typography-link`} />;
}

export const Typography = { Text, Title, Paragraph, Link: TypographyLink };
