import { Alert, Flex, Modal, Typography } from 'antd';
import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import type { ChartSection } from '@/common/contracts/charts';
import { useApplyChartSectionMutation } from '@/features/charts/chartsApi';
import { personalizationHref } from '../chartRoutes';
import { sectionErrorMessage } from '../sectionErrors';
import { TickerPicker } from './TickerPicker';
import { toast } from '@/lib/toast';

export interface ApplySectionModalProps {
  open: boolean;
  section: ChartSection;
  onClose: () => void;
}

/** Copies the section to another ticker, then offers a link to that ticker's personal charts. */
export function ApplySectionModal({ open, section, onClose }: ApplySectionModalProps) {
  const pickerId = useId();
  const [apply, { isLoading }] = useApplyChartSectionMutation();
  const [target, setTarget] = useState<string | undefined>();
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setTarget(undefined);
      setDone(null);
    }
  }, [open]);

  const submit = async () => {
    if (!target) {
      toast.warning('Vui lòng chọn mã chứng khoán');
      return;
    }
    const result = await apply({ sectionId: section.sectionId, symbol: target });
    if ('error' in result) {
      toast.error(sectionErrorMessage(result.error));
      return;
    }
    setDone(target);
    toast.success(`Đã áp dụng mục biểu đồ cho mã ${target}`);
  };

  return (
    <Modal
      open={open}
      title="Áp dụng cho mã khác"
      okText="Áp dụng"
      cancelText={done ? 'Đóng' : 'Huỷ'}
      confirmLoading={isLoading}
      okButtonProps={{ disabled: !target }}
      onOk={() => void submit()}
      onCancel={onClose}
    >
      <Flex vertical gap={12}>
        <Typography.Text>
          Sao chép mục “{section.sectionName}” sang biểu đồ cá nhân của mã khác.
        </Typography.Text>
        <label htmlFor={pickerId}>Mã chứng khoán</label>
        <TickerPicker id={pickerId} value={target} onChange={setTarget} exclude={section.symbol} />
        {done && (
          <Alert
            type="success"
            showIcon
            title={`Đã áp dụng cho mã ${done}.`}
            description={<Link href={personalizationHref(done)}>Mở biểu đồ cá nhân của {done}</Link>}
          />
        )}
      </Flex>
    </Modal>
  );
}
