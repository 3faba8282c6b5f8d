import { CopyOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Modal, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ChartSection } from '@/common/contracts/charts';
import { useShareChartSectionMutation } from '@/features/charts/chartsApi';
import { sharedSectionUrl } from '../chartRoutes';
import { sectionErrorMessage } from '../sectionErrors';
import { toast } from '@/lib/toast';

export interface ShareSectionModalProps {
  open: boolean;
  section: ChartSection;
  onClose: () => void;
}

/** Turns the section's read-only share link on or off and shows it with a copy button. */
export function ShareSectionModal({ open, section, onClose }: ShareSectionModalProps) {
  const [share, { isLoading }] = useShareChartSectionMutation();
  const [token, setToken] = useState<string | null>(section.shareToken);

  useEffect(() => {
    setToken(section.shareToken);
  }, [section.shareToken]);

  const toggle = async (enabled: boolean) => {
    const result = await share({ sectionId: section.sectionId, symbol: section.symbol, enabled });
    if ('error' in result) {
      toast.error(sectionErrorMessage(result.error));
      return;
    }
    setToken(result.data.shareToken);
    toast.success(enabled ? 'Đã bật liên kết chia sẻ' : 'Đã tắt liên kết chia sẻ');
  };

  const url = token ? sharedSectionUrl(token) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Đã sao chép liên kết');
    } catch {
      toast.info('Không sao chép tự động được, vui lòng chọn và sao chép liên kết.');
    }
  };

  return (
    <Modal open={open} title="Chia sẻ mục biểu đồ" footer={null} onCancel={onClose}>
      <Flex vertical gap={12}>
        <Flex gap={8} align="center">
          <Switch
            checked={Boolean(token)}
            loading={isLoading}
            aria-label="Bật liên kết chia sẻ"
            onChange={(checked) => void toggle(checked)}
          />
          <Typography.Text>Bật liên kết chia sẻ (người nhận chỉ xem, không cần đăng nhập)</Typography.Text>
        </Flex>
        {token ? (
          <Flex gap={8}>
            <Input
              readOnly
              value={url}
              aria-label="Liên kết chia sẻ"
              onFocus={(event) => {
                event.target.select();
              }}
            />
            <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy()}>
              Sao chép liên kết
            </Button>
          </Flex>
        ) : (
          <Typography.Text type="secondary">Liên kết chia sẻ đang tắt.</Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
