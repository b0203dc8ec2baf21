import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { PaletteLauncher } from '../palette/palette-launcher';
import { UpdatePrompts } from '../remotes/update-prompts';
import { AccessNotice } from './access-notice';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/**
 * The frame of every protected page: top bar, side menu, and the page (docs/navigation.md), with
 * the notice of a refused page above it, the command palette and the prompts of new versions.
 */
export default function ConsoleLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar />
      <Layout>
        <Layout.Sider width={240} theme="light" breakpoint="lg" collapsedWidth={0}>
          <SideMenu />
        </Layout.Sider>
        <Layout.Content style={{ padding: 24, minWidth: 0 }}>
          <AccessNotice />
          <Outlet />
        </Layout.Content>
      </Layout>
      <PaletteLauncher />
      <UpdatePrompts />
    </Layout>
  );
}
