import { cloneElement, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';

interface Anchor {
  left: number;
  top: number;
}

/**
 * A dark hint above its child on hover and keyboard focus (antd's Tooltip look, src/styles/globals.css)
 * without antd's popup layer. The child is described by the hint while it shows; Escape hides it.
 * The child should be focusable (a button, a link, or an element with tabIndex=0).
 */
export function Tooltip({
  title,
  children,
}: {
  title: ReactNode;
  children: ReactElement<Record<string, unknown>>;
}) {
  const id = useId();
  const [anchor, setAnchor] = useState<Anchor | null>(null);
  const show = (event: { currentTarget: Element }) => {
    const box = event.currentTarget.getBoundingClientRect();
    setAnchor({ left: box.left + box.width / 2, top: box.top });
  };
  const hide = () => {
    setAnchor(null);
  };
  const child = isValidElement(children)
    ? cloneElement(children, { 'aria-describedby': anchor ? id : undefined })
    : children;
  return (
    <span
      className="hint-anchor"
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
    >
      {child}
      {anchor && (
        <span role="tooltip" id={id} className="hint-bubble" style={{ left: anchor.left, top: anchor.top }}>
          {title}
        </span>
      )}
    </span>
  );
}
