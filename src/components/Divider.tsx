import type { ReactNode } from 'react';

/** A horizontal rule with centred plain text (antd's `<Divider plain>`), antd's markup and classes. */
export function Divider({ children }: { children: ReactNode }) {
  return (
    <div
      className="ant-divider ant-divider-horizontal ant-divider-with-text ant-divider-with-text-center ant-divider-plain"
      role="separator"
    >
      <div className="ant-divider-rail ant-divider-rail-start" />
      <span className="ant-divider-inner-text">{children}</span>
      <div className="ant-divider-rail ant-divider-rail-end" />
    </div>
  );
}
