import { LinkOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented } from 'antd';
import type { ReactNode } from 'react';
import {
  CHART_SIZES,
  MACRO_VIEW_MODE_LABELS,
  MACRO_VIEW_MODES,
  type ChartSize,
  type MacroViewMode,
} from '@/common/constants/charts';
import type { RangeOption } from '@/common/constants/ranges';
import { AutoAxisSwitch, ExpandChartButton } from '@/features/charts/components/ChartToolbarControls';
import { RangeButtons } from '@/features/charts/components/RangeButtons';
import { setAutoAxis, setRange, setSelectedSize, setViewType } from '../macroView';
import { useMacroView } from '../useMacroView';
import { toast } from '@/lib/toast';

interface MacroToolbarProps {
  rangeOptions: readonly RangeOption[];
  /** The download menu of the view on screen. */
  exportMenu: ReactNode;
  canExpand: boolean;
  onExpand: () => void;
}

const VIEW_OPTIONS = MACRO_VIEW_MODES.map((value) => ({ value, label: MACRO_VIEW_MODE_LABELS[value] }));
const SIZE_OPTIONS = CHART_SIZES.map((value) => ({ value, label: `${String(value)}%` }));

/** Copies the page's address (which carries the whole view) to the clipboard. */
function useCopyLink(): () => void {
  return () => {
    // Throws (a rejection) where the browser offers no clipboard.
    const copy = async () => navigator.clipboard.writeText(window.location.href);
    copy().then(
      () => {
        toast.success('Đã sao chép liên kết');
      },
      () => {
        toast.error('Không sao chép được liên kết, vui lòng sao chép từ thanh địa chỉ.');
      },
    );
  };
}

/** View, range, size, automatic axes, expand, export and copy link of the macro chart. */
export function MacroToolbar({ rangeOptions, exportMenu, canExpand, onExpand }: MacroToolbarProps) {
  const [{ viewType, selectedSize: size, isAutoAxis }, change] = useMacroView();
  const copyLink = useCopyLink();

  return (
    <Flex wrap gap="small" align="center" role="toolbar" aria-label="Tùy chọn biểu đồ vĩ mô">
      <Segmented<MacroViewMode>
        size="small"
        aria-label="Kiểu xem"
        value={viewType}
        options={VIEW_OPTIONS}
        onChange={(value) => change(setViewType(value))}
      />
      <RangeButtons options={rangeOptions} onChange={(key) => change(setRange(key))} />
      <Segmented<ChartSize>
        size="small"
        aria-label="Kích thước biểu đồ"
        value={size}
        options={SIZE_OPTIONS}
        onChange={(value) => change(setSelectedSize(value))}
      />
      <AutoAxisSwitch
        checked={isAutoAxis}
        disabled={viewType === 'SAME_PERIOD'}
        onChange={(checked) => change(setAutoAxis(checked))}
      />
      <Flex gap="small" style={{ marginLeft: 'auto' }}>
        <ExpandChartButton disabled={!canExpand} onClick={onExpand} />
        {exportMenu}
        <Button size="small" icon={<LinkOutlined aria-hidden />} onClick={copyLink}>
          Sao chép liên kết
        </Button>
      </Flex>
    </Flex>
  );
}
