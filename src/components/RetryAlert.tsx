import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';

interface RetryAlertProps {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
}

/** A card's load failure with its "Thử lại" button. */
export function RetryAlert({ title, onRetry, retrying = false }: RetryAlertProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      action={
        <Button icon={<ReloadOutlined aria-hidden />} loading={retrying} onClick={onRetry}>
          Thử lại
        </Button>
      }
    />
  );
}
