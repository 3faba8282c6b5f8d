import { LockOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Empty, Flex, Skeleton, Typography } from 'antd';
import { minimumPlanFor } from '@/common/access/accessTable';
import type { MacroMenuNode, MacroSeriesInfo } from '@/common/contracts/macro';
import { parseExtendId } from '@/common/macro/extendId';
import { PlanOfferLink } from '@/features/access/PlanOfferLink';
import { formatReleaseDate, PERIOD_LABELS } from '../macroMetrics';
import { groupPermission } from '../macroPages';
import type { PageMenu } from '../useMacroPage';

export const MENU_ERROR_TEXT = 'Không tải được danh sách chỉ tiêu';

interface SeriesPanelProps {
  menu: PageMenu;
  /** The extendIDs on the chart. */
  selected: readonly string[];
  onToggle: (indicator: MacroMenuNode, series: MacroSeriesInfo) => void;
}

function isOnChart(selected: readonly string[], indicator: MacroMenuNode, series: MacroSeriesInfo): boolean {
  return selected.some((id) => {
    const parts = parseExtendId(id);
    return parts?.menuItemId === indicator.id && parts.seriesId === series.seriesId;
  });
}

function SeriesDetails({ series }: { series: MacroSeriesInfo }) {
  const details = [
    `Đơn vị: ${series.unit}`,
    `Tần suất: ${PERIOD_LABELS[series.frequency]}`,
    `Nguồn: ${series.source}`,
    ...(series.releaseDate ? [`Cập nhật: ${formatReleaseDate(series.releaseDate)}`] : []),
  ];
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {details.join(' · ')}
    </Typography.Text>
  );
}

/** The current indicator's series, each checkable onto the chart (locked ones lead to an upgrade). */
export function SeriesPanel({ menu, selected, onToggle }: SeriesPanelProps) {
  const { indicator } = menu;
  let body;
  if (menu.error) {
    body = (
      <Alert
        type="error"
        showIcon
        title={MENU_ERROR_TEXT}
        description={menu.error.message || undefined}
        action={
          <Button icon={<ReloadOutlined aria-hidden />} loading={menu.fetching} onClick={menu.refetch}>
            Thử lại
          </Button>
        }
      />
    );
  } else if (menu.loading) {
    body = <Skeleton active paragraph={{ rows: 4 }} title={false} />;
  } else if (!indicator || indicator.metric.length === 0) {
    body = <Empty description="Chỉ tiêu này chưa có số liệu" />;
  } else {
    // The server names the plan; null when a free account opens it (the visitor is a guest).
    const plan = !indicator.locked
      ? null
      : indicator.requiredPlan !== undefined
        ? indicator.requiredPlan
        : minimumPlanFor(groupPermission(indicator.groupId));
    body = (
      <ul aria-label={`Chuỗi số liệu của ${indicator.name}`} className="macro-series-list">
        {indicator.metric.map((series) => (
          <li key={series.seriesId} data-testid="macro-series" data-series-id={String(series.seriesId)}>
            <Flex vertical gap={2}>
              <Flex align="center" gap="small" wrap>
                <Checkbox
                  checked={isOnChart(selected, indicator, series)}
                  disabled={indicator.locked}
                  onChange={() => {
                    onToggle(indicator, series);
                  }}
                >
                  {series.name}
                </Checkbox>
                {indicator.locked && (
                  <Typography.Text type="secondary">
                    <LockOutlined aria-label="Đã khóa" /> <PlanOfferLink plan={plan} />
                  </Typography.Text>
                )}
              </Flex>
              <div style={{ paddingLeft: 24 }}>
                <SeriesDetails series={series} />
              </div>
            </Flex>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card size="small" title={indicator ? `Chuỗi số liệu: ${indicator.name}` : 'Chuỗi số liệu'}>
      {body}
    </Card>
  );
}
