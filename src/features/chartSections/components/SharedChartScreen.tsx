import { Alert, Skeleton, Tag, Typography } from 'antd';
import { useGetSharedSectionQuery } from '@/features/charts/chartsApi';
import { isNotFound, sectionErrorMessage } from '../sectionErrors';
import { ReadOnlyBoard } from './ReadOnlyBoard';

export const SHARED_NOT_FOUND = 'Liên kết chia sẻ không tồn tại hoặc đã bị tắt.';

/** A section opened through its share link: read-only, for anyone (no login needed). */
export function SharedChartScreen({ token }: { token: string }) {
  const { data, isLoading, isError, error } = useGetSharedSectionQuery({ token }, { skip: token === '' });

  if (token === '' || (isError && isNotFound(error))) {
    return <Alert type="warning" showIcon title={SHARED_NOT_FOUND} />;
  }
  if (isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (isError || !data) return <Alert type="error" showIcon title={sectionErrorMessage(error)} />;

  return (
    <ReadOnlyBoard
      sectionId={data.sectionId}
      level={3}
      label={`${data.sectionName} ${data.symbol}`}
      title={
        <>
          {data.sectionName} <Typography.Text type="secondary">{data.symbol}</Typography.Text>{' '}
          <Tag color="blue" style={{ verticalAlign: 'middle' }}>
            Chỉ xem
          </Tag>
        </>
      }
      ticker={data.symbol}
      charts={data.charts}
      {...(data.templateNotes ? { templateNotes: data.templateNotes } : {})}
    />
  );
}
