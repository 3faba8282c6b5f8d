import { Flex, Typography } from 'antd';
import Link from 'next/link';
import { COMPANY_DIRECTORY_PATH } from '@/common/companyDirectory';
import { INDUSTRY_ROUTES } from '@/common/industry/industries';

/** The site-wide links of every page's footer: the company directory first (crawlers reach every company from it). */
const FOOTER_LINKS = [
  { href: COMPANY_DIRECTORY_PATH, label: 'Danh bạ doanh nghiệp' },
  { href: '/macro', label: 'Kinh tế vĩ mô' },
  { href: INDUSTRY_ROUTES.index, label: 'Dữ liệu ngành' },
  { href: '/pricing', label: 'Bảng giá' },
] as const;

/** The content of the shell's footer (AppShell's Layout.Footer). */
export function SiteFooter() {
  return (
    <Flex vertical gap={4}>
      <nav aria-label="Liên kết cuối trang">
        <Flex wrap gap="4px 16px" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </Flex>
      </nav>
      <Typography.Text type="secondary">
        VnFin: dữ liệu tài chính và kinh tế Việt Nam cho nhà đầu tư. Số liệu chỉ mang tính tham khảo.
      </Typography.Text>
    </Flex>
  );
}
