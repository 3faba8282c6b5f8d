import type { CSSProperties, HTMLAttributes } from 'react';

type Gap = 'small' | 'middle' | 'large' | number;

export interface FlexProps extends HTMLAttributes<HTMLDivElement> {
  vertical?: boolean;
  gap?: Gap;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean | 'wrap' | 'nowrap' | 'wrap-reverse';
}

/**
 * antd's Flex (same props, markup and class names, styled by antd's static sheet) without antd's
 * code, for screens kept free of it (src/application/withAntd.tsx).
 */
export function Flex({ vertical = false, gap, align, justify, wrap, className, style, ...rest }: FlexProps) {
  const wrapValue = wrap === true ? 'wrap' : wrap || undefined;
  const classes = [
    'ant-flex',
    wrapValue && `ant-flex-wrap-${wrapValue}`,
    (align ?? (vertical ? 'stretch' : undefined)) && `ant-flex-align-${align ?? 'stretch'}`,
    justify && `ant-flex-justify-${justify}`,
    typeof gap === 'string' && `ant-flex-gap-${gap}`,
    vertical && 'ant-flex-vertical',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <div {...rest} className={classes} style={typeof gap === 'number' ? { gap, ...style } : style} />;
}
