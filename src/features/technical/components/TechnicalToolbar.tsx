import { Checkbox, Flex, Segmented, Typography } from 'antd';
import { activateRange, SHORT_RANGE_OPTIONS } from '@/common/constants/ranges';
import { OHLC_RESOLUTIONS, type OhlcResolution } from '@/common/constants/companyPages';
import { TIMEFRAME_LABELS } from '@/common/technical';
import { RangeButtons } from '@/features/charts/components/RangeButtons';
import { TECHNICAL_PANE_LABELS, TECHNICAL_PANES, type TechnicalPane } from '../charts/layout';
import {
  OVERLAY_KEYS,
  OVERLAY_LABELS,
  type OverlayKey,
  type UseTechnicalSettings,
} from '../technicalSettings';

const RESOLUTION_OPTIONS = OHLC_RESOLUTIONS.map((value) => ({ value, label: TIMEFRAME_LABELS[value] }));
const OVERLAY_OPTIONS = OVERLAY_KEYS.map((value) => ({ value, label: OVERLAY_LABELS[value] }));
const PANE_OPTIONS = TECHNICAL_PANES.map((value) => ({ value, label: TECHNICAL_PANE_LABELS[value] }));

/** Resolution, overlays on the price, oscillator panes and range of the technical chart. */
export function TechnicalToolbar({ settings }: { settings: UseTechnicalSettings }) {
  return (
    <Flex wrap gap="middle" align="center" role="toolbar" aria-label="Tùy chọn biểu đồ kỹ thuật">
      <Segmented<OhlcResolution>
        size="small"
        aria-label="Khung thời gian"
        value={settings.resolution}
        options={RESOLUTION_OPTIONS}
        onChange={settings.setResolution}
      />
      <Flex align="center" gap={6} role="group" aria-label="Đường trên biểu đồ giá">
        <Typography.Text type="secondary">Đường giá:</Typography.Text>
        <Checkbox.Group<OverlayKey>
          options={OVERLAY_OPTIONS}
          value={settings.overlays}
          onChange={settings.setOverlays}
        />
      </Flex>
      <Flex align="center" gap={6} role="group" aria-label="Chỉ báo dao động">
        <Typography.Text type="secondary">Chỉ báo:</Typography.Text>
        <Checkbox.Group<TechnicalPane>
          options={PANE_OPTIONS}
          value={settings.panes}
          onChange={settings.setPanes}
        />
      </Flex>
      <RangeButtons
        options={activateRange(SHORT_RANGE_OPTIONS, settings.range)}
        onChange={settings.setRange}
      />
    </Flex>
  );
}
