import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/** The frame of every protected page: top bar, side menu, and the page (spec 01 §2). */
export default function ConsoleLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar />
      <Layout>
        <Layout.Sider width={240} theme="light" breakpoint="lg" collapsedWidth={0}>
          <SideMenu />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
