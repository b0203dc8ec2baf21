/**
 * The Columns and Views buttons of a grid with a grid view (docs/grid.md#columns-menu,
 * docs/grid.md#saved-views). Each opens its panel under it; the panels are a chunk of their own,
 * loaded the first time one opens, so a page pays for them only when they are used.
 */
import { Button, Dropdown, Spin, theme } from 'antd';
import { type KeyboardEvent, type ReactNode, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { type GridUrlState, sameGridState } from '../../grid/grid-state';
import { columnName } from './columns';
import type { GridController } from './controller';
import type { GridPreferencesBinding } from './preferences';

const ColumnsPanel = lazy(() => import(/* webpackChunkName: "grid-menus" */ './columns-panel'));
const ViewsPanel = lazy(() => import(/* webpackChunkName: "grid-menus" */ './views-panel'));

/** What the Columns and Views panels read of a grid and do to it. */
export interface MenuGrid {
  preferences: GridPreferencesBinding;
  state: GridUrlState;
  /** Each column's name, by field. */
  names: ReadonlyMap<string, string>;
  update(change: (current: GridUrlState) => GridUrlState): void;
  linkOf(state: GridUrlState): string;
}

/** Label of the button that opens the Columns menu. */
export const COLUMNS_BUTTON = 'Columns';
/** Label of the button that opens the saved views when the grid shows none of them. */
export const VIEWS_BUTTON = 'Views';

/**
 * A button that opens `panel` under it, focus moving into it; Escape or a click elsewhere closes
 * it, focus back on the button.
 */
function MenuButton({ label, title, panel }: { label: string; title: string; panel: (close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const { token } = theme.useToken();
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const panelRef = useRef<HTMLDivElement>(null);
  // Focus moves into the panel once it is on the page (drawn at its end): Tab then reaches its controls.
  useEffect(() => {
    if (!open) return undefined;
    const timer = setTimeout(() => panelRef.current?.focus({ preventScroll: true }), 0);
    return () => clearTimeout(timer);
  }, [open]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };
  return (
    <Dropdown
      open={open}
      trigger={['click']}
      destroyOnHidden
      onOpenChange={(next) => setOpen(next)}
      popupRender={() => (
        <div
          role="dialog"
          aria-label={title}
          tabIndex={-1}
          ref={panelRef}
          onKeyDown={onKeyDown}
          style={{ background: token.colorBgElevated, boxShadow: token.boxShadowSecondary, borderRadius: token.borderRadiusLG, padding: 12, maxWidth: 'calc(100vw - 32px)' }}
        >
          <Suspense fallback={<Spin size="small" aria-label="Loading" />}>{panel(close)}</Suspense>
        </div>
      )}
    >
      <Button ref={button} aria-haspopup="dialog" aria-expanded={open}>
        {label}
      </Button>
    </Dropdown>
  );
}

/**
 * The grid's Columns button and, when `views`, its Views button (named after the saved view the grid
 * shows, if any); nothing for a grid without a grid view.
 *
 * @example <GridMenus grid={grid} views={!hideSearch} />
 */
export function GridMenus<Row extends object>({ grid, views }: { grid: GridController<Row, unknown>; views: boolean }) {
  const preferences = grid.preferences;
  if (!preferences) return null;
  const menuGrid: MenuGrid = {
    preferences,
    state: grid.state,
    names: new Map(grid.columns.map((column) => [column.field, columnName(column)])),
    update: grid.actions.update,
    linkOf: grid.actions.linkOf,
  };
  const current = preferences.views.find((view) => sameGridState(view.state, grid.state));
  return (
    <>
      <MenuButton label={COLUMNS_BUTTON} title="Columns" panel={(close) => <ColumnsPanel grid={menuGrid} close={close} />} />
      {views && <MenuButton label={current ? `${VIEWS_BUTTON}: ${current.name}` : VIEWS_BUTTON} title="Saved views" panel={(close) => <ViewsPanel grid={menuGrid} close={close} />} />}
    </>
  );
}
