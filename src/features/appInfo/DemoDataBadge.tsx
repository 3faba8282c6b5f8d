import { ExperimentOutlined } from '@ant-design/icons';
import { useGetAppInfoQuery } from './appInfoApi';

/**
 * Tells the user plainly when the figures on screen are the generated demo universe. A plain badge
 * in the look of antd's orange Tag with a native tooltip: it is in the header of every page, and
 * antd's Tooltip would bring its popup layer (and, through it, antd's form context) to all of them.
 */
export function DemoDataBadge() {
  const { data } = useGetAppInfoQuery(undefined);
  if (!data?.demoData) return null;
  return (
    <span
      className="demo-data-badge"
      data-testid="demo-data-badge"
      title="Số liệu trên trang là dữ liệu mô phỏng để trình diễn, không phải số liệu thật của doanh nghiệp."
    >
      <ExperimentOutlined aria-hidden /> <span className="demo-data-badge-text">Dữ liệu minh họa</span>
    </span>
  );
}
