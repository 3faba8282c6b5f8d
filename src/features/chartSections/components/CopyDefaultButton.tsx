import { CopyOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useGetDefaultSectionsQuery } from '@/features/charts/chartsApi';
import type { DefaultChartSection } from '@/common/contracts/financeChart';

export interface CopyDefaultButtonProps {
  symbol: string;
  loading?: boolean;
  onCopy: (section: DefaultChartSection) => void;
}

/** 'Sao chép từ mẫu mặc định': a menu of the ready-made sections of the company's type. */
export function CopyDefaultButton({ symbol, loading, onCopy }: CopyDefaultButtonProps) {
  // The current ticker's templates only: a previous company's would copy metrics this one lacks.
  const { currentData: data, isFetching: isLoading, isError } = useGetDefaultSectionsQuery({ symbol });
  const sections = data?.sections ?? [];
  let items = sections.map((section) => ({ key: section.sectionKey, label: section.sectionName }));
  if (items.length === 0) {
    const label = isLoading
      ? 'Đang tải mẫu...'
      : isError
        ? 'Không tải được mẫu mặc định'
        : 'Chưa có mẫu mặc định';
    items = [{ key: '', label }];
  }
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: items.map((item) => ({ ...item, disabled: item.key === '' })),
        onClick: ({ key }) => {
          const section = sections.find((item) => item.sectionKey === key);
          if (section) onCopy(section);
        },
      }}
    >
      <Button icon={<CopyOutlined aria-hidden />} loading={loading}>
        Sao chép từ mẫu mặc định <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
