import { Alert, Button, Flex, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { CRITERIA, CRITERION_GROUP_LABELS, type CriterionGroup } from '@/common/screener/criteria';
import {
  MAX_CRITERIA,
  newCriterion,
  parseScreenText,
  screenText,
  type ScreenDefinition,
} from '@/common/screener/definition';
import { CriterionRow } from './CriterionRow';

export interface CriteriaEditorProps {
  /** The screen the address holds: the editor starts from it. */
  screen: ScreenDefinition;
  /** Industry names by ICB level, for the industry criteria. */
  industries: { level: number; code: string; name: string }[];
  onApply: (screen: ScreenDefinition) => void;
}

const GROUPS = Object.keys(CRITERION_GROUP_LABELS) as CriterionGroup[];

/** Every criterion, grouped as the picker lists them. */
function criterionOptions(taken: ReadonlySet<string>) {
  return GROUPS.map((group) => ({
    label: CRITERION_GROUP_LABELS[group],
    title: CRITERION_GROUP_LABELS[group],
    options: CRITERIA.filter((criterion) => criterion.group === group).map((criterion) => ({
      value: criterion.key,
      label: criterion.label,
      disabled: taken.has(criterion.key),
    })),
  }));
}

const COLUMN_OPTIONS = GROUPS.map((group) => ({
  label: CRITERION_GROUP_LABELS[group],
  title: CRITERION_GROUP_LABELS[group],
  options: CRITERIA.filter((criterion) => criterion.group === group && criterion.kind !== 'set').map(
    (criterion) => ({ value: criterion.key, label: criterion.label }),
  ),
})).filter((group) => group.options.length > 0);

/**
 * The screen being built: criteria rows (ranges, choices, yes/no), a searchable picker to add one,
 * extra columns, and "Lọc" (or Enter in any field) to run it. Mistakes are explained before the
 * request (the same rules and messages the server applies).
 */
export function CriteriaEditor({ screen, industries, onApply }: CriteriaEditorProps) {
  const [draft, setDraft] = useState<ScreenDefinition>(screen);
  const [error, setError] = useState<string | null>(null);
  const taken = useMemo(() => new Set(draft.criteria.map((criterion) => criterion.key)), [draft.criteria]);
  const industryOptions = (key: string) => {
    const level = Number(key.slice(3));
    return industries
      .filter((industry) => industry.level === level)
      .map((industry) => ({ value: industry.code, label: `${industry.name} (${industry.code})` }));
  };
  const update = (next: ScreenDefinition) => {
    setDraft(next);
    setError(null);
  };
  const apply = () => {
    const parsed = parseScreenText(screenText(draft));
    if (typeof parsed === 'string') {
      setError(parsed);
      return;
    }
    onApply({ ...parsed, sort: draft.sort });
  };
  return (
    <form
      aria-label="Tiêu chí lọc"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Flex vertical gap="small">
        {draft.criteria.length === 0 && (
          <Typography.Text type="secondary">
            Chưa có tiêu chí nào: kết quả là toàn bộ cổ phiếu niêm yết. Chọn một bộ lọc có sẵn hoặc thêm tiêu
            chí.
          </Typography.Text>
        )}
        {draft.criteria.map((criterion, index) => (
          <CriterionRow
            key={criterion.key}
            criterion={criterion}
            options={criterion.key.startsWith('ICB') ? industryOptions(criterion.key) : undefined}
            onChange={(next) => {
              update({ ...draft, criteria: draft.criteria.map((item, at) => (at === index ? next : item)) });
            }}
            onRemove={() => {
              update({ ...draft, criteria: draft.criteria.filter((_, at) => at !== index) });
            }}
          />
        ))}
        <Flex gap="small" wrap align="center">
          <Select
            aria-label="Thêm tiêu chí"
            placeholder="Thêm tiêu chí…"
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 320 }}
            value={null}
            disabled={draft.criteria.length >= MAX_CRITERIA}
            options={criterionOptions(taken)}
            onChange={(key: string) => {
              const criterion = newCriterion(key);
              if (criterion) update({ ...draft, criteria: [...draft.criteria, criterion] });
            }}
          />
          <Select
            aria-label="Cột hiển thị thêm"
            placeholder="Cột hiển thị thêm…"
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 320, flex: 1 }}
            value={draft.columns}
            options={COLUMN_OPTIONS}
            onChange={(columns: string[]) => {
              update({ ...draft, columns });
            }}
          />
        </Flex>
        {error && <Alert type="error" showIcon title={error} role="alert" />}
        <Flex gap="small">
          <Button type="primary" htmlType="submit">
            Lọc
          </Button>
          <Button
            onClick={() => {
              update({ criteria: [], columns: [], sort: null });
            }}
            disabled={draft.criteria.length === 0 && draft.columns.length === 0}
          >
            Xóa hết tiêu chí
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
