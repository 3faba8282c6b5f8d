import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  InfoCircleFilled,
} from '@ant-design/icons';
import type { CSSProperties, ReactNode } from 'react';

type AlertType = 'success' | 'info' | 'warning' | 'error';

const ICONS: Record<AlertType, ReactNode> = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
};

interface AlertProps {
  type?: AlertType;
  title: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  /** Beside the text, such as a "Thử lại" button. */
  action?: ReactNode;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}

/**
 * A message box with antd's Alert markup and class names, styled by antd's static sheet, for screens
 * kept free of antd's code (src/application/withAntd.tsx). Not closable; antd's own Alert remains for
 * that.
 */
export function Alert({
  type = 'info',
  title,
  description,
  showIcon = false,
  action,
  className,
  style,
  'data-testid': testId,
}: AlertProps) {
  const classes = [
    'ant-alert',
    `ant-alert-${type}`,
    'ant-alert-outlined',
    description !== undefined && 'ant-alert-with-description',
    !showIcon && 'ant-alert-no-icon',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} style={style} role="alert" data-show="true" data-testid={testId}>
      {showIcon && <span className="ant-alert-icon">{ICONS[type]}</span>}
      <div className="ant-alert-section">
        <div className="ant-alert-title">{title}</div>
        {description !== undefined && <div className="ant-alert-description">{description}</div>}
      </div>
      {action && <div className="ant-alert-actions">{action}</div>}
    </div>
  );
}
