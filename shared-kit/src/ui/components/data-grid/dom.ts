/**
 * React hooks that bind the data grid's layout (../../grid/grid-layout) to the page: measuring the room the
 * grid has, keeping the header and the body scrolled together sideways, putting the column filter
 * buttons in the Tab order and moving keyboard focus among the rows. They work on the DOM of antd's
 * Table inside a frame element; `DataGrid` (shared-kit/ui) draws the table.
 */
import { type FocusEvent, type HTMLAttributes, type KeyboardEvent, type RefObject, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { availableBodyHeight, nextRowIndex } from '../../grid/grid-layout';

/** antd Table parts the hooks look for. */
const HEADER = '.ant-table-header';
const NATIVE_BODY = '.ant-table-body';
const FILTER_TRIGGER = '.ant-table-filter-trigger';
/**
 * Attribute naming the column of a filter button's icon; the grid draws the icon, antd the button.
 *
 * @example <svg {...{ [FILTER_FIELD_ATTRIBUTE]: 'invoiceStatus' }} />
 */
export const FILTER_FIELD_ATTRIBUTE = 'data-filter-field';

/** The grid's measured room: body height filling the window, and width for the columns, px. */
export interface GridRoom {
  /** Height of a body that fills the window below its top; undefined before the table is drawn. */
  bodyHeight: number | undefined;
  /** Width the columns have (the frame less a native vertical scrollbar); 0 before layout. */
  width: number;
}

/**
 * Class of the box holding the table's place until its first rows arrive (`DataGrid`): its top is
 * where the header will start.
 */
export const PENDING_TABLE_CLASS = 'px-data-grid-pending';
/**
 * Height of antd's header row in the grid's size ('middle') when the page sets none, px: where the
 * body will start below a {@link PENDING_TABLE_CLASS} box.
 *
 * @example useGridRoom(frameRef, headerHeight ?? TABLE_HEADER_HEIGHT)
 */
export const TABLE_HEADER_HEIGHT = 47;

/**
 * Measures the room of the grid drawn in `frame`: after every render (the toolbar, chips or the page
 * above may have moved the table), when the window is resized and when the frame changes size. The body top is the header's
 * bottom on the page (scrolling the page does not change it); while a {@link PENDING_TABLE_CLASS}
 * box holds the table's place, its top plus `headerHeight` px, so that the table is drawn at its
 * size the first time.
 *
 * @example const room = useGridRoom(frameRef, TABLE_HEADER_HEIGHT); // { bodyHeight: 796, width: 1632 }
 */
export function useGridRoom(frame: RefObject<HTMLElement | null>, headerHeight: number): GridRoom {
  const [room, setRoom] = useState<GridRoom>({ bodyHeight: undefined, width: 0 });
  const measure = useCallback(() => {
    const element = frame.current;
    if (!element) return;
    const header = element.querySelector(HEADER);
    const pending = header ? null : element.querySelector(`.${PENDING_TABLE_CLASS}`);
    const body = element.querySelector<HTMLElement>(NATIVE_BODY);
    const width = element.clientWidth - (body ? body.offsetWidth - body.clientWidth : 0);
    const headerBottom = header ? header.getBoundingClientRect().bottom : pending ? pending.getBoundingClientRect().top + headerHeight : undefined;
    const bodyHeight = headerBottom === undefined ? undefined : availableBodyHeight({ viewportHeight: window.innerHeight, bodyTop: headerBottom + window.scrollY });
    setRoom((prev) => (prev.width === width && prev.bodyHeight === bodyHeight ? prev : { bodyHeight, width }));
  }, [frame, headerHeight]);
  useLayoutEffect(measure);
  useEffect(() => {
    window.addEventListener('resize', measure);
    // The frame also changes size without the window: a tab showing the grid, the side menu folding.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    if (frame.current) observer?.observe(frame.current);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [frame, measure]);
  return room;
}

/**
 * Scrolls the body sideways with the header: tabbing through the column headers scrolls the header
 * (the browser brings the focused one into view), and `scrollBodyTo` brings the body along.
 *
 * @example useHeaderScrollSync(frameRef, (left) => { body.scrollLeft = left; });
 */
export function useHeaderScrollSync(frame: RefObject<HTMLElement | null>, scrollBodyTo: (left: number) => void): void {
  const follow = useRef(scrollBodyTo);
  follow.current = scrollBodyTo;
  useEffect(() => {
    const header = frame.current?.querySelector(HEADER);
    if (!header) return undefined;
    let last = header.scrollLeft;
    const onScroll = () => {
      if (header.scrollLeft === last) return;
      last = header.scrollLeft;
      follow.current(last);
    };
    header.addEventListener('scroll', onScroll);
    return () => header.removeEventListener('scroll', onScroll);
  });
}

/**
 * Puts antd's column filter buttons in the Tab order with a name ('Filter Status'): antd draws them
 * as `role="button"` with `tabindex="-1"`. The column is read from the icon's
 * {@link FILTER_FIELD_ATTRIBUTE}.
 *
 * @example useFilterButtons(frameRef, (field) => names.get(field));
 */
export function useFilterButtons(frame: RefObject<HTMLElement | null>, nameOf: (field: string) => string | undefined): void {
  useLayoutEffect(() => {
    for (const trigger of frame.current?.querySelectorAll<HTMLElement>(FILTER_TRIGGER) ?? []) {
      // rc-table copies the header titles into its hidden measure row: those copies stay out of the
      // Tab order (a focusable element under aria-hidden is announced as nothing).
      if (trigger.closest('[aria-hidden="true"]')) continue;
      const field = trigger.querySelector(`[${FILTER_FIELD_ATTRIBUTE}]`)?.getAttribute(FILTER_FIELD_ATTRIBUTE);
      const name = field ? nameOf(field) : undefined;
      if (!name) continue;
      trigger.tabIndex = 0;
      trigger.setAttribute('aria-label', `Filter ${name}`);
    }
  });
}

/**
 * Names the search box's clear button 'Clear search': antd draws it as a button named by its icon
 * ('close-circle').
 *
 * @example useClearSearchName(frameRef);
 */
export function useClearSearchName(frame: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    for (const button of frame.current?.querySelectorAll<HTMLElement>('.ant-input-search .ant-input-clear-icon') ?? []) {
      if (button.getAttribute('aria-label') !== 'Clear search') button.setAttribute('aria-label', 'Clear search');
    }
  });
}

/**
 * Whether a key press on a column header is Enter or Space on a filter button: it opens the filter
 * (a click), and must not reach the header's own Enter (sorting).
 *
 * @example if (opensFilter(event)) { event.preventDefault(); (event.target as HTMLElement).click(); }
 */
export function opensFilter(event: KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  return (event.key === 'Enter' || event.key === ' ') && target.matches(FILTER_TRIGGER);
}

/** Options of {@link useRowFocus}. */
export interface RowFocusOptions<Row> {
  frame: RefObject<HTMLElement | null>;
  /** The rows shown, in order. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Rows to a screen (PageDown, PageUp). */
  page: number;
  /** Brings the row at `index` into the body's view (it may not be drawn yet). */
  scrollToIndex: (index: number) => void;
  /** Opens a row (Enter; Space too when `spaceOpens`). */
  onOpen?: (row: Row) => void;
  /** Space opens the row (no selection column); otherwise Space ticks or clears the row's own checkbox. */
  spaceOpens: boolean;
}

const rowElement = (frame: HTMLElement | null, key: string): HTMLElement | undefined =>
  [...(frame?.querySelectorAll<HTMLElement>('[data-row-key]') ?? [])].find((row) => row.getAttribute('data-row-key') === key);

/** Frames to wait for a row brought into view to be drawn before focusing it. */
const FOCUS_FRAMES = 10;

/**
 * Keyboard focus among the rows with a roving tabindex: one row (the last focused one, else the
 * first) is in the Tab order; ArrowUp/ArrowDown, Home/End and PageUp/PageDown move focus, scrolling
 * the row into view; Enter (and Space when `spaceOpens`) opens the focused row; otherwise Space
 * clicks the row's own checkbox (selects or clears it; a disabled one is left alone). Keys pressed on
 * controls inside a row are theirs. Returns the props of each row.
 *
 * @example const rowProps = useRowFocus({ frame, rows, rowKey, page: 10, scrollToIndex, onOpen, spaceOpens: true });
 */
export function useRowFocus<Row>({ frame, rows, rowKey, page, scrollToIndex, onOpen, spaceOpens }: RowFocusOptions<Row>) {
  const [activeKey, setActiveKey] = useState<string>();
  const pending = useRef<string | undefined>(undefined);
  const tabbableKey = useMemo(() => {
    if (activeKey !== undefined && rows.some((row) => rowKey(row) === activeKey)) return activeKey;
    return rows[0] === undefined ? undefined : rowKey(rows[0]);
  }, [rows, rowKey, activeKey]);

  // A row moved to by the keyboard takes focus once drawn (virtual rows are drawn after the scroll).
  useEffect(() => {
    if (pending.current === undefined) return undefined;
    let frames = 0;
    let handle = 0;
    const focus = () => {
      const key = pending.current;
      const row = key === undefined ? undefined : rowElement(frame.current, key);
      if (row) {
        pending.current = undefined;
        row.focus({ preventScroll: true });
      } else if ((frames += 1) < FOCUS_FRAMES) {
        handle = requestAnimationFrame(focus);
      } else {
        // Never drawn: give up rather than take focus later from wherever the user is.
        pending.current = undefined;
      }
    };
    focus();
    return () => cancelAnimationFrame(handle);
  });

  return (row: Row, index: number | undefined): HTMLAttributes<HTMLElement> => {
    const key = rowKey(row);
    return {
      tabIndex: key === tabbableKey ? 0 : -1,
      onFocus: (event: FocusEvent<HTMLElement>) => {
        if (event.target === event.currentTarget && key !== activeKey) setActiveKey(key);
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.target !== event.currentTarget) return;
        if (event.key === 'Enter' || (event.key === ' ' && spaceOpens)) {
          event.preventDefault();
          onOpen?.(row);
          return;
        }
        if (event.key === ' ') {
          event.preventDefault();
          const checkbox = event.currentTarget.querySelector<HTMLInputElement>('input[type="checkbox"]');
          if (checkbox && !checkbox.disabled) checkbox.click();
          return;
        }
        const at = index !== undefined && rows[index] === row ? index : rows.indexOf(row);
        const next = nextRowIndex(event.key, at, rows.length, page);
        if (next === undefined) return;
        event.preventDefault();
        if (next === at) return;
        const nextKey = rowKey(rows[next]!);
        setActiveKey(nextKey);
        pending.current = nextKey;
        scrollToIndex(next);
      },
    };
  };
}
