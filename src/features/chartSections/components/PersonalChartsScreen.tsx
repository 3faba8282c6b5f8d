import { AppstoreAddOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Skeleton, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/application/hooks';
import { CHART_MESSAGES, MAX_SECTIONS_PER_SYMBOL } from '@/common/contracts/chartVocabulary';
import type { ChartSection } from '@/common/contracts/charts';
import { TEMPLATE_MESSAGES } from '@/common/contracts/chartTemplates';
import { LimitedNotice } from '@/features/access';
import { selectIsFreezeDrag, setFreezeDrag } from '@/features/charts/chartSlice';
import {
  chartsApi,
  useGetChartSectionsQuery,
  useReorderChartSectionsMutation,
} from '@/features/charts/chartsApi';
import { selectTicker } from '@/features/enterprise/enterpriseSlice';
import { sectionErrorMessage } from '../sectionErrors';
import { useChartLimit } from '../useChartLimit';
import { useCreateSection } from '../useCreateSection';
import { sectionListArgs, useSectionOwner } from '../useSectionOwner';
import { CopyDefaultButton } from './CopyDefaultButton';
import { LeftOutAlert } from './LeftOutAlert';
import { NamePromptModal } from './NamePromptModal';
import { SectionBoard } from './SectionBoard';
import { toast } from '@/lib/toast';

export const EMPTY_PERSONAL_TEXT = 'Chưa có mục biểu đồ nào';
export const DEVICE_NOTE =
  'Bạn chưa đăng nhập: các mục biểu đồ được lưu trên thiết bị này và sẽ chuyển vào tài khoản khi bạn đăng nhập.';

const byPosition = (a: ChartSection, b: ChartSection) => a.position - b.position || a.sectionId - b.sectionId;

/** The ticker's own sections in their order, then the templates (issue 33) in theirs. */
export function orderSections(list: readonly ChartSection[]): ChartSection[] {
  const own = list.filter((section) => !section.isTemplate).sort(byPosition);
  const templates = list.filter((section) => section.isTemplate).sort(byPosition);
  return [...own, ...templates];
}

/**
 * The visitor's own chart sections of the current ticker (/enterprise/chart/personalization), then
 * the account's templates for every ticker, drawn with this ticker's figures.
 */
export function PersonalChartsScreen() {
  const dispatch = useAppDispatch();
  const ticker = useAppSelector(selectTicker);
  const frozen = useAppSelector(selectIsFreezeDrag);
  const owner = useSectionOwner();
  const limit = useChartLimit();
  const listArgs = useMemo(() => sectionListArgs(ticker, owner.deviceId), [ticker, owner.deviceId]);
  const list = useGetChartSectionsQuery(listArgs, { skip: !owner.ready });
  const [reorder] = useReorderChartSectionsMutation();
  const { createSection, fromDefault, creating, leftOutNotice, dismissLeftOut } = useCreateSection(owner);
  const [naming, setNaming] = useState<'section' | 'template' | null>(null);

  const sections = useMemo(
    // The current ticker's sections only (currentData): while another ticker's load, the previous
    // company's charts would ask the new company for metrics it may not have (a bank's, say).
    () => orderSections(list.currentData ?? []),
    [list.currentData],
  );
  const sectionsFull = sections.length >= MAX_SECTIONS_PER_SYMBOL;

  const openNaming = (kind: 'section' | 'template') => {
    if (kind === 'template' && !owner.isLogin) toast.info(TEMPLATE_MESSAGES.guest);
    else if (sectionsFull) toast.warning(CHART_MESSAGES.tooManySections);
    else setNaming(kind);
  };
  /** Sections move within their own list: the ticker's, or the templates. */
  const sameList = (index: number, target: number) =>
    sections[target] !== undefined && sections[target].isTemplate === sections[index]?.isTemplate;

  const move = async (index: number, offset: -1 | 1) => {
    const ids = sections.map((section) => section.sectionId);
    const target = index + offset;
    if (!sameList(index, target)) return;
    const moving = ids[index];
    const other = ids[target];
    if (moving === undefined || other === undefined) return;
    ids[index] = other;
    ids[target] = moving;
    dispatch(
      chartsApi.util.updateQueryData('getChartSections', listArgs, (draft) => {
        for (const section of draft) section.position = ids.indexOf(section.sectionId);
      }),
    );
    const result = await reorder({ symbol: ticker, sectionIds: ids });
    if ('error' in result) toast.error(sectionErrorMessage(result.error));
  };

  const addButton = (
    <Button
      type="primary"
      icon={<PlusOutlined aria-hidden />}
      onClick={() => {
        openNaming('section');
      }}
    >
      Thêm mục biểu đồ
    </Button>
  );
  const addTemplateButton = (
    <Button
      icon={<AppstoreAddOutlined aria-hidden />}
      onClick={() => {
        openNaming('template');
      }}
    >
      Thêm mẫu cho mọi mã
    </Button>
  );

  let body;
  if (!owner.ready || list.isLoading || (!list.currentData && list.isFetching)) {
    body = (
      <div data-testid="chart-sections-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  } else if (list.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={sectionErrorMessage(list.error)}
        action={
          <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void list.refetch()}>
            Thử lại
          </Button>
        }
      />
    );
  } else if (sections.length === 0) {
    body = (
      <Empty description={EMPTY_PERSONAL_TEXT}>
        <Flex gap={8} justify="center" wrap>
          {addButton}
          {addTemplateButton}
          <CopyDefaultButton
            symbol={ticker}
            loading={creating}
            onCopy={(section) =>
              void fromDefault(section, `Đã tạo mục “${section.sectionName}” từ mẫu mặc định`)
            }
          />
        </Flex>
      </Empty>
    );
  } else {
    body = sections.map((section, index) => (
      <SectionBoard
        key={section.sectionId}
        section={section}
        ticker={ticker}
        isLogin={owner.isLogin}
        listArgs={listArgs}
        limit={limit}
        canMoveUp={sameList(index, index - 1)}
        canMoveDown={sameList(index, index + 1)}
        onMove={(offset) => void move(index, offset)}
        sectionsFull={sectionsFull}
      />
    ));
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          Biểu đồ cá nhân <Typography.Text type="secondary">{ticker}</Typography.Text>
        </Typography.Title>
        <Flex gap={12} align="center" wrap>
          <Flex gap={6} align="center">
            <Switch
              checked={frozen}
              aria-label="Khoá kéo thả"
              onChange={(checked) => dispatch(setFreezeDrag(checked))}
            />
            <Typography.Text>Khoá kéo thả</Typography.Text>
          </Flex>
          {sections.length > 0 && addTemplateButton}
          {sections.length > 0 && addButton}
        </Flex>
      </Flex>
      {owner.ready && !owner.isLogin && <Alert type="info" showIcon title={DEVICE_NOTE} />}
      {limit.limited && <LimitedNotice access={limit.notice} />}
      <LeftOutAlert message={leftOutNotice} onClose={dismissLeftOut} />
      {body}
      <NamePromptModal
        open={naming !== null}
        title={naming === 'template' ? 'Thêm mẫu cho mọi mã' : 'Thêm mục biểu đồ'}
        okText="Tạo"
        confirmLoading={creating}
        onCancel={() => {
          setNaming(null);
        }}
        onSubmit={(sectionName) => {
          const isTemplate = naming === 'template';
          const done = isTemplate
            ? `Đã tạo mẫu “${sectionName}”: mẫu hiện ở trang cá nhân hoá của mọi mã`
            : `Đã tạo mục “${sectionName}”`;
          void createSection({ symbol: ticker, sectionName, isTemplate }, done).then((ok) => {
            if (ok) setNaming(null);
          });
        }}
      />
    </Flex>
  );
}
