import { Modal } from 'antd';
import type { ReactNode } from 'react';

export interface ExpandChartModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
}

const BODY_STYLE = { height: '75vh', display: 'flex', flexDirection: 'column' } as const;

/** A chart enlarged: ~92% of the screen wide, its body 75% of the screen tall for the children. */
export function ExpandChartModal({ open, title, onClose, children }: ExpandChartModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      footer={null}
      width="92vw"
      centered
      destroyOnHidden
      closable={{ 'aria-label': 'Đóng' }}
      styles={{ body: BODY_STYLE }}
    >
      <div style={{ flex: 1, minHeight: 0 }}>{children}</div>
    </Modal>
  );
}
