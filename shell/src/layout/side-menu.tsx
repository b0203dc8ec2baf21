import { Menu } from 'antd';
import { Link, useLocation } from 'react-router-dom';
import { useSessionStore } from 'shared-kit/runtime';
import { menuEntries, selectedMenuPath } from './menu-items';

/** The side menu: the entries of every role the user holds (docs/navigation.md#side-menu). */
export function SideMenu() {
  const roles = useSessionStore((s) => s.user?.roles);
  const { pathname } = useLocation();
  if (!roles) return null;
  const entries = menuEntries(roles);
  const selected = selectedMenuPath(pathname, entries);
  return (
    <nav aria-label="Side menu">
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        items={entries.map((entry) => ({ key: entry.path, label: <Link to={entry.path}>{entry.label}</Link> }))}
        style={{ height: '100%', borderInlineEnd: 0 }}
      />
    </nav>
  );
}
