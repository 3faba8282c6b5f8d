import type { GetServerSideProps } from 'next';
import { ScreenPending } from '@/components/ScreenPending';
import { findMacroChild } from '@/common/macroMenu';

interface MacroPageProps {
  groupLabel: string;
  childLabel: string;
}

export const getServerSideProps: GetServerSideProps<MacroPageProps> = ({ params }) => {
  const found = findMacroChild(String(params?.group ?? ''), String(params?.child ?? ''));
  if (!found) return Promise.resolve({ notFound: true });
  return Promise.resolve({ props: { groupLabel: found.group.label, childLabel: found.child.label } });
};

export default function MacroIndicatorPage({ groupLabel, childLabel }: MacroPageProps) {
  return (
    <ScreenPending
      title={`${groupLabel}: ${childLabel}`}
      description="Biểu đồ chuỗi thời gian và so sánh cùng kỳ của chỉ tiêu này sẽ hiển thị tại đây."
    />
  );
}
