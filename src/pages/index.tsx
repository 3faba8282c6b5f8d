import Link from 'next/link';
import { Card, Col, Row, Typography } from 'antd';
import { COMPANY_DIRECTORY_PATH } from '@/common/companyDirectory';
import { INDUSTRY_ROUTES } from '@/common/industry/industries';
import { MACRO_MENU, macroChildPath } from '@/common/macroMenu';
import { ENTERPRISE_ROUTES } from '@/common/routes';
import { ForeignFlowsCard } from '@/features/market/flows/components/ForeignFlowsCard';
import { IndustryPerformanceCard } from '@/features/market/flows/components/IndustryPerformanceCard';
import { TopMoversCard } from '@/features/market/flows/components/TopMoversCard';
import { MarketOverview } from '@/features/market/overview/components/MarketOverview';
import { marketServerSideProps } from '@/ssr/market';

export const getServerSideProps = marketServerSideProps;

/** The home page: the market overview (issue 31), then the site's sections. */
export default function HomePage() {
  return (
    <>
      <MarketOverview>
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={12}>
            <TopMoversCard />
          </Col>
          <Col xs={24} xl={12}>
            <ForeignFlowsCard />
          </Col>
        </Row>
        <IndustryPerformanceCard />
      </MarketOverview>
      <section aria-labelledby="home-sections" className="home-links" style={{ marginTop: 24 }}>
        <Typography.Title level={2} id="home-sections" style={{ fontSize: 18 }}>
          Dữ liệu tài chính và kinh tế Việt Nam
        </Typography.Title>
        <Row gutter={[16, 16]}>
          <Col xs={24} md={8}>
            <Card size="small" title="Doanh nghiệp">
              <ul>
                {ENTERPRISE_ROUTES.map((route) => (
                  <li key={route.path}>
                    <Link href={route.children?.[0]?.path ?? route.path}>{route.label}</Link>
                  </li>
                ))}
              </ul>
              <Link href={COMPANY_DIRECTORY_PATH}>Danh bạ doanh nghiệp theo sàn và ngành</Link>
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card size="small" title="Kinh tế vĩ mô">
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
            </Card>
          </Col>
          <Col xs={24} md={8}>
            <Card size="small" title="Dữ liệu ngành">
              <Typography.Paragraph>
                Chỉ tiêu vận hành của 20 ngành (giá, sản lượng, xuất khẩu, chi phí đầu vào) và bài trình bày
                theo ngành.
              </Typography.Paragraph>
              <Link href={INDUSTRY_ROUTES.index}>Xem dữ liệu ngành</Link>
            </Card>
          </Col>
        </Row>
      </section>
    </>
  );
}
