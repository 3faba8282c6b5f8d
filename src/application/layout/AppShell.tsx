import { BarChartOutlined } from '@ant-design/icons';
import { App, Layout, Typography } from 'antd';
import Link from 'next/link';
import { useEffect, type ReactNode } from 'react';
import { useAccountBootstrap } from '@/features/account/useAccountBootstrap';
import { registerToast } from '@/lib/toast';
import { useAppDispatch, useAppSelector } from '../hooks';
import { HeaderBar } from './HeaderBar';
import {
  selectSideMenuCollapsed,
  selectSidebarCollapsed,
  toggleSideMenu,
  toggleSidebar,
} from './layoutSlice';
import { RecentPages } from './RecentPages';
import { SideMenu } from './SideMenu';

const { Sider, Header, Content, Footer } = Layout;

export function AppShell({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const sideMenuCollapsed = useAppSelector(selectSideMenuCollapsed);
  const sidebarCollapsed = useAppSelector(selectSidebarCollapsed);
  const { message } = App.useApp();
  // The session is restored once per page load, whatever the page shows.
  useAccountBootstrap();

  useEffect(() => {
    registerToast(message);
    return () => {
      registerToast(undefined);
    };
  }, [message]);

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Sider
        width={264}
        collapsedWidth={64}
        collapsed={sideMenuCollapsed}
        theme="light"
        data-testid="side-menu"
        data-collapsed={sideMenuCollapsed}
        style={{
          borderRight: '1px solid #f0f0f0',
          overflow: 'auto',
          height: '100vh',
          position: 'sticky',
          top: 0,
        }}
      >
        <Link href="/" className="brand" aria-label="Trang chủ">
          <BarChartOutlined style={{ fontSize: 22, color: '#1677ff' }} />
          {!sideMenuCollapsed && <span>VnFin</span>}
        </Link>
        <SideMenu collapsed={sideMenuCollapsed} />
      </Sider>
      <Layout>
        <Header className="app-header">
          <HeaderBar
            sideMenuCollapsed={sideMenuCollapsed}
            onToggleSideMenu={() => dispatch(toggleSideMenu())}
            sidebarCollapsed={sidebarCollapsed}
            onToggleSidebar={() => dispatch(toggleSidebar())}
          />
        </Header>
        <Layout hasSider>
          <Content style={{ padding: 24, minWidth: 0 }}>{children}</Content>
          <Sider
            width={280}
            collapsedWidth={0}
            collapsed={sidebarCollapsed}
            theme="light"
            data-testid="info-sidebar"
            data-collapsed={sidebarCollapsed}
            style={{ borderLeft: sidebarCollapsed ? undefined : '1px solid #f0f0f0' }}
          >
            {!sidebarCollapsed && <RecentPages />}
          </Sider>
        </Layout>
        <Footer style={{ textAlign: 'center' }}>
          <Typography.Text type="secondary">
            VnFin: dữ liệu tài chính và kinh tế Việt Nam cho nhà đầu tư. Số liệu chỉ mang tính tham khảo.
          </Typography.Text>
        </Footer>
      </Layout>
    </Layout>
  );
}
