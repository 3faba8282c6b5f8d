import { ExperimentOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useGetAppInfoQuery } from './appInfoApi';

/** Tells the user plainly when the figures on screen are the generated demo universe. */
export function DemoDataBadge() {
  const { data } = useGetAppInfoQuery(undefined);
  if (!data?.demoData) return null;
  return (
    <Tooltip title="Số liệu trên trang là dữ liệu mô phỏng để trình diễn, không phải số liệu thật của doanh nghiệp.">
      <Tag color="orange" icon={<ExperimentOutlined />} data-testid="demo-data-badge">
        Dữ liệu minh họa
      </Tag>
    </Tooltip>
  );
}
