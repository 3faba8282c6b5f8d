import { Modal } from 'antd';
import { FormulaEditor } from './FormulaEditor';
import type { FormulaDraft } from './formulaState';

export interface FormulaEditorModalProps {
  open: boolean;
  pageTicker?: string;
  /** The formula being edited; absent for a new one. */
  initial?: FormulaDraft;
  onSubmit: (draft: FormulaDraft) => void;
  onCancel: () => void;
}

/** "Thêm công thức" / "Sửa công thức": the formula editor in a dialog (charts, sections, macro). */
export function FormulaEditorModal({
  open,
  pageTicker,
  initial,
  onSubmit,
  onCancel,
}: FormulaEditorModalProps) {
  return (
    <Modal
      open={open}
      title={initial ? 'Sửa công thức' : 'Thêm công thức'}
      onCancel={onCancel}
      footer={null}
      width={880}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {open && (
        <FormulaEditor
          pageTicker={pageTicker}
          initial={initial}
          onSubmit={onSubmit}
          onCancel={onCancel}
          submitLabel={initial ? 'Cập nhật' : 'Thêm vào biểu đồ'}
        />
      )}
    </Modal>
  );
}
