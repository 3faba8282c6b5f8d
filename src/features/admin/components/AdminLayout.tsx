import { Menu, Typography } from 'antd';
import Head from 'next/head';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ADMIN_SECTIONS, type AdminSectionKey } from '../adminFormat';
import { AdminGate } from './AdminGate';

interface AdminLayoutProps {
  /** The section shown (none on the console's home). */
  active?: AdminSectionKey;
  children: ReactNode;
}

/** Every admin page: its title, the sections menu and the administrator check. */
export function AdminLayout({ active, children }: AdminLayoutProps) {
  const section = ADMIN_SECTIONS.find((item) => item.key === active);
  const title = section ? `${section.label} | Quản trị` : 'Quản trị';
  return (
    <>
      <Head>
        <title>{`${title} | VnFin`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <AdminGate>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          {section ? section.label : 'Quản trị'}
        </Typography.Title>
        <Menu
          mode="horizontal"
          selectedKeys={active ? [active] : []}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'home', label: <Link href="/admin">Quản trị</Link> },
            ...ADMIN_SECTIONS.map((item) => ({
              key: item.key,
              label: <Link href={item.path}>{item.label}</Link>,
            })),
          ]}
        />
        {children}
      </AdminGate>
    </>
  );
}
