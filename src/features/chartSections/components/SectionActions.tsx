import {
  AppstoreAddOutlined,
  AppstoreOutlined,
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  PlusOutlined,
  SendOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import { Button, Popconfirm, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { CHART_MESSAGES } from '@/common/contracts/chartVocabulary';
import type { ChartSection } from '@/common/contracts/charts';
import { TEMPLATE_MESSAGES } from '@/common/contracts/chartTemplates';
import { useDeleteChartSectionMutation, useDuplicateChartSectionMutation } from '@/features/charts/chartsApi';
import { sectionErrorMessage } from '../sectionErrors';
import { ApplySectionModal } from './ApplySectionModal';
import { NamePromptModal } from './NamePromptModal';
import { ShareSectionModal } from './ShareSectionModal';
import { toast } from '@/lib/toast';

export interface SectionActionsProps {
  section: ChartSection;
  onAddChart: () => void;
  onRename: (name: string) => Promise<boolean>;
  /** Signed in: templates are for accounts (a guest is told to sign in). */
  isLogin: boolean;
  /** Marks the section as a template for every ticker, or a template back (issue 33). */
  onToggleTemplate: (isTemplate: boolean) => Promise<boolean>;
  canMoveUp: boolean;
  canMoveDown: boolean;
  onMove: (offset: -1 | 1) => void;
  /** The ticker already has the most sections allowed (no duplicate). */
  sectionsFull: boolean;
}

type OpenModal = 'rename' | 'apply' | 'share' | null;

function IconButton(props: {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  danger?: boolean;
  loading?: boolean;
}) {
  const { label, ...rest } = props;
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} {...rest} />
    </Tooltip>
  );
}

/** The buttons of a personal section's header and the dialogs they open. */
export function SectionActions({
  section,
  onAddChart,
  onRename,
  isLogin,
  onToggleTemplate,
  canMoveUp,
  canMoveDown,
  onMove,
  sectionsFull,
}: SectionActionsProps) {
  const [open, setOpen] = useState<OpenModal>(null);
  const [renaming, setRenaming] = useState(false);
  const [duplicate, duplicateState] = useDuplicateChartSectionMutation();
  const [remove, removeState] = useDeleteChartSectionMutation();
  const [toggling, setToggling] = useState(false);
  const isTemplate = section.isTemplate === true;
  const close = () => {
    setOpen(null);
  };

  const onDuplicate = async () => {
    if (sectionsFull) {
      toast.warning(CHART_MESSAGES.tooManySections);
      return;
    }
    const result = await duplicate({ sectionId: section.sectionId, symbol: section.symbol });
    if ('error' in result) toast.error(sectionErrorMessage(result.error));
    else toast.success('Đã nhân bản mục biểu đồ');
  };

  const onDelete = async () => {
    const result = await remove({ sectionId: section.sectionId, symbol: section.symbol, isTemplate });
    if ('error' in result) toast.error(sectionErrorMessage(result.error));
    else toast.success(isTemplate ? 'Đã xoá mẫu khỏi mọi mã' : 'Đã xoá mục biểu đồ');
  };

  const onTemplate = async () => {
    if (!isLogin) {
      toast.info(TEMPLATE_MESSAGES.guest);
      return;
    }
    setToggling(true);
    const ok = await onToggleTemplate(!isTemplate);
    setToggling(false);
    if (!ok) return;
    toast.success(
      isTemplate
        ? `Mục chỉ còn ở mã ${section.symbol}`
        : 'Đã đặt làm mẫu: mục hiện ở trang cá nhân hoá của mọi mã',
    );
  };

  return (
    <>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAddChart}>
        Thêm biểu đồ
      </Button>
      <IconButton
        label="Đổi tên"
        icon={<EditOutlined aria-hidden />}
        onClick={() => {
          setOpen('rename');
        }}
      />
      <IconButton
        label="Nhân bản"
        icon={<CopyOutlined aria-hidden />}
        loading={duplicateState.isLoading}
        onClick={() => void onDuplicate()}
      />
      <IconButton
        label="Áp dụng cho mã khác"
        icon={<SendOutlined aria-hidden />}
        onClick={() => {
          setOpen('apply');
        }}
      />
      <IconButton
        label={
          isTemplate
            ? `Bỏ mẫu, chỉ giữ ở mã ${section.symbol}`
            : `Đặt làm ${TEMPLATE_MESSAGES.label.toLowerCase()}`
        }
        icon={isTemplate ? <AppstoreOutlined aria-hidden /> : <AppstoreAddOutlined aria-hidden />}
        loading={toggling}
        onClick={() => void onTemplate()}
      />
      <IconButton
        label="Chia sẻ"
        icon={<ShareAltOutlined aria-hidden />}
        onClick={() => {
          setOpen('share');
        }}
      />
      <IconButton
        label="Chuyển lên"
        icon={<ArrowUpOutlined aria-hidden />}
        disabled={!canMoveUp}
        onClick={() => {
          onMove(-1);
        }}
      />
      <IconButton
        label="Chuyển xuống"
        icon={<ArrowDownOutlined aria-hidden />}
        disabled={!canMoveDown}
        onClick={() => {
          onMove(1);
        }}
      />
      <Popconfirm
        title={isTemplate ? 'Xoá mẫu này?' : 'Xoá mục biểu đồ này?'}
        description={isTemplate ? TEMPLATE_MESSAGES.deleteWarning : 'Mọi biểu đồ trong mục sẽ bị xoá.'}
        okText="Xoá"
        cancelText="Huỷ"
        okButtonProps={{ danger: true }}
        onConfirm={() => {
          void onDelete();
        }}
      >
        <Button
          type="text"
          danger
          aria-label="Xoá mục"
          title="Xoá mục"
          icon={<DeleteOutlined aria-hidden />}
          loading={removeState.isLoading}
        />
      </Popconfirm>

      <NamePromptModal
        open={open === 'rename'}
        title="Đổi tên"
        okText="Lưu"
        initialName={section.sectionName}
        confirmLoading={renaming}
        onCancel={close}
        onSubmit={(name) => {
          setRenaming(true);
          void onRename(name).then((ok) => {
            setRenaming(false);
            if (ok) close();
          });
        }}
      />
      <ApplySectionModal open={open === 'apply'} section={section} onClose={close} />
      <ShareSectionModal open={open === 'share'} section={section} onClose={close} />
    </>
  );
}
