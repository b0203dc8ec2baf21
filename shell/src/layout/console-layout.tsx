import { Layout } from 'antd';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PaletteLauncher } from '../palette/palette-launcher';
import { UpdatePrompts } from '../remotes/update-prompts';
import { AccessNotice } from './access-notice';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/** Where the side menu folds away: antd's `lg` breakpoint of the Sider (a window under 992 px). */
const NARROW_WINDOW = '(max-width: 991.98px)';
/** The side menu's element, which the top bar's Menu button controls. */
const SIDE_MENU_ID = 'side-menu';

/**
 * The frame of every protected page: top bar, side menu, and the page (docs/navigation.md), with
 * the notice of a refused page above it, the command palette and the prompts of new versions. On a
 * narrow window the side menu folds away and the top bar's Menu button shows it; opening a page
 * folds it again (docs/navigation.md#side-menu).
 */
export default function ConsoleLayout() {
  const [narrow, setNarrow] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(NARROW_WINDOW).matches);
  // The page the menu was shown on: another page, or a change of the window's width, folds it.
  const [shownOn, setShownOn] = useState<string | null>(null);
  const { pathname } = useLocation();
  const folded = narrow && shownOn !== pathname;
  const changeWidth = (broken: boolean) => {
    setNarrow(broken);
    setShownOn(null);
  };
  const menu = narrow ? { shown: !folded, controls: SIDE_MENU_ID, toggle: () => setShownOn(folded ? pathname : null) } : undefined;
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar menu={menu} />
      <Layout>
        <Layout.Sider id={SIDE_MENU_ID} width={240} theme="light" breakpoint="lg" collapsedWidth={0} collapsed={folded} onBreakpoint={changeWidth} trigger={null}>
          {/* Folded away, its links leave the Tab order too. */}
          {folded ? null : <SideMenu />}
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
