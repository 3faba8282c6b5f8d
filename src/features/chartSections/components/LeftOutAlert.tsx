import { Alert } from 'antd';

/** What a template copy left out for the plan (the server's message), until dismissed. */
export function LeftOutAlert({ message, onClose }: { message: string | null; onClose: () => void }) {
  if (!message) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="copy-left-out"
      title="Một số biểu đồ của mẫu chưa được sao chép"
      description={message}
      closable={{ onClose }}
    />
  );
}
