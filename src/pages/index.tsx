import Head from 'next/head';
import Link from 'next/link';
import { Card, Typography } from 'antd';
import { COMPANY_DIRECTORY_PATH } from '@/common/companyDirectory';
import { INDUSTRY_ROUTES } from '@/common/industry/industries';
import { MACRO_MENU, macroChildPath } from '@/common/macroMenu';
import { ENTERPRISE_ROUTES } from '@/common/routes';

export default function HomePage() {
  const firstMacro = MACRO_MENU[0];
  const firstMacroChild = firstMacro?.childItem[0];
  return (
    <>
      <Head>
        <title>VnFin: dữ liệu tài chính và kinh tế Việt Nam</title>
      </Head>
      <Typography.Title level={1}>Dữ liệu tài chính và kinh tế Việt Nam</Typography.Title>
      <Typography.Paragraph>
        Báo cáo tài chính doanh nghiệp, chỉ số tài chính, so sánh cùng ngành, biểu đồ tự thiết kế, chỉ tiêu
        kinh tế vĩ mô và phân tích kỹ thuật cho nhà đầu tư và chuyên viên phân tích.
      </Typography.Paragraph>
      <div className="home-grid">
        <Card title="Doanh nghiệp">
          <ul>
            {ENTERPRISE_ROUTES.map((route) => (
              <li key={route.path}>
                <Link href={route.children?.[0]?.path ?? route.path}>{route.label}</Link>
              </li>
            ))}
          </ul>
          <Link href={COMPANY_DIRECTORY_PATH}>Danh bạ doanh nghiệp theo sàn và ngành</Link>
        </Card>
        <Card title="Kinh tế vĩ mô">
          <ul>
            {MACRO_MENU.map((group) => {
              const child = group.childItem[0];
              return child ? (
                <li key={group.id}>
                  <Link href={macroChildPath(group, child)}>{group.label}</Link>
                </li>
              ) : null;
            })}
          </ul>
          {firstMacro && firstMacroChild && (
            <Link href={macroChildPath(firstMacro, firstMacroChild)}>Xem chỉ tiêu đầu tiên</Link>
          )}
        </Card>
        <Card title="Dữ liệu ngành">
          <Typography.Paragraph>
            Chỉ tiêu vận hành của 20 ngành (giá, sản lượng, xuất khẩu, chi phí đầu vào) và bài trình bày theo
            ngành.
          </Typography.Paragraph>
          <Link href={INDUSTRY_ROUTES.index}>Xem dữ liệu ngành</Link>
        </Card>
      </div>
    </>
  );
}
