import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { INVESTOR_LIMITS } from '@/common/access/investorLimits';
import type { AccessRole } from '@/common/access/accessTable';
import type { ScreenerExportFormat } from '@/common/contracts/screener';
import { formatNumber } from '@/common/format';
import { AddToWatchlistButton } from '@/features/watchlists/AddToWatchlistButton';

export interface ScreenerToolbarProps {
  role: AccessRole;
  loginHref: string;
  total: number;
  selected: string[];
  onSave: () => void;
  /** Saves the current screen over the saved screen it was opened from (shown only then). */
  onUpdate?: () => Promise<void>;
  onExport: (format: ScreenerExportFormat) => Promise<void>;
}

/**
 * Above the results: save the screen (an account), export the matches (a signed-in account; the plan
 * caps the rows), add the selected rows to a watchlist.
 */
export function ScreenerToolbar({
  role,
  loginHref,
  total,
  selected,
  onSave,
  onUpdate,
  onExport,
}: ScreenerToolbarProps) {
  const [updating, setUpdating] = useState(false);
  const [exporting, setExporting] = useState<ScreenerExportFormat | null>(null);
  const signedIn = role !== 'anonymous';
  const cap = INVESTOR_LIMITS[role].exportRows;
  const run = (format: ScreenerExportFormat) => {
    setExporting(format);
    void onExport(format).finally(() => {
      setExporting(null);
    });
  };
  return (
    <Flex gap="small" wrap align="center" justify="space-between">
      <Flex gap="small" wrap align="center">
        <AddToWatchlistButton tickers={selected} />
        <Typography.Text type="secondary">
          {selected.length > 0
            ? `Đã chọn ${String(selected.length)} mã`
            : 'Chọn các dòng để thêm vào danh sách theo dõi'}
        </Typography.Text>
      </Flex>
      {signedIn ? (
        <Flex gap="small" wrap align="center">
          {onUpdate && (
            <Button
              type="primary"
              icon={<SaveOutlined aria-hidden />}
              loading={updating}
              onClick={() => {
                setUpdating(true);
                void onUpdate().finally(() => {
                  setUpdating(false);
                });
              }}
            >
              Lưu thay đổi
            </Button>
          )}
          <Button icon={<SaveOutlined aria-hidden />} onClick={onSave}>
            {onUpdate ? 'Lưu thành bộ lọc mới' : 'Lưu bộ lọc'}
          </Button>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            disabled={total === 0}
            loading={exporting === 'csv'}
            onClick={() => {
              run('csv');
            }}
          >
            Tải CSV
          </Button>
          <Button
            icon={<DownloadOutlined aria-hidden />}
            disabled={total === 0}
            loading={exporting === 'xlsx'}
            onClick={() => {
              run('xlsx');
            }}
          >
            Tải Excel
          </Button>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Tối đa {formatNumber(cap, 0)} dòng theo gói của bạn.
          </Typography.Text>
        </Flex>
      ) : (
        <Flex gap="small" wrap align="center">
          <Typography.Text type="secondary">
            Lưu bộ lọc, tải CSV, Excel cần tài khoản (miễn phí).
          </Typography.Text>
          <Button href={loginHref}>Đăng nhập</Button>
        </Flex>
      )}
    </Flex>
  );
}
