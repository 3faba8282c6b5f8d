import type { ReactNode } from 'react';

interface ResultProps {
  icon: ReactNode;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  status?: 'info' | 'success' | 'warning' | 'error';
}

/** A whole-section message (icon, title, text, actions) with antd's Result markup and class names. */
export function Result({ icon, title, subTitle, extra, status = 'info' }: ResultProps) {
  return (
    <div className={`ant-result ant-result-${status}`}>
      <div className="ant-result-icon">{icon}</div>
      <div className="ant-result-title">{title}</div>
      {subTitle !== undefined && <div className="ant-result-subtitle">{subTitle}</div>}
      {extra !== undefined && <div className="ant-result-extra">{extra}</div>}
    </div>
  );
}
