import { useEffect, useId, useMemo, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  paletteEntries,
  SEARCH_AREAS,
  SEARCH_TEXT_MAX_LENGTH,
  searchUnavailableMessage,
  type RoleMap,
  type SearchArea,
} from 'shared-kit/contract';
import { useEndpointQuery, useSessionStore } from 'shared-kit/runtime';
import { testToolsHere } from '../routing/route-here';
import { pageItems, recordItems, type PaletteItem } from './palette-items';

/** How long typing must pause before the area searches are asked, in ms (the grids' own search waits SEARCH_DEBOUNCE_MS). */
export const PALETTE_SEARCH_DEBOUNCE_MS = 200;

/** The palette's accessible name. */
export const PALETTE_LABEL = 'Command palette';
/** The search box's label and placeholder. */
export const PALETTE_INPUT_LABEL = 'Jump to a page or find a record';
/** Shown when nothing matches. */
export const NO_MATCHES = 'No matches';

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** One area's search for `text`, asked only when the user holds the area's role and typed something. */
function useAreaSearch(area: SearchArea, roles: RoleMap, text: string) {
  const enabled = roles[area.role] && text !== '';
  const query = useEndpointQuery(area.endpoint, { query: { q: text } }, { enabled });
  return { area, enabled, query };
}

const styles = {
  backdrop: { position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.45)', zIndex: 1100, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', paddingTop: '12vh' },
  dialog: { width: 'min(640px, calc(100vw - 32px))', background: '#fff', borderRadius: 8, boxShadow: '0 6px 16px rgba(0, 0, 0, 0.16)', overflow: 'hidden' },
  input: { width: '100%', boxSizing: 'border-box', border: 0, borderBottom: '1px solid #f0f0f0', padding: '14px 16px', fontSize: 16, outline: 'none' },
  list: { listStyle: 'none', margin: 0, padding: 4, maxHeight: '50vh', overflowY: 'auto' },
  option: { display: 'flex', alignItems: 'baseline', gap: 12, padding: '8px 12px', borderRadius: 6, cursor: 'pointer' },
  active: { background: '#e6eef6', color: '#1f4e79' },
  kind: { flex: 'none', minWidth: 88, fontSize: 12, color: '#595959' },
  detail: { marginInlineStart: 'auto', fontSize: 12, color: '#595959', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
  status: { padding: '8px 16px', fontSize: 13, color: '#595959', borderTop: '1px solid #f0f0f0' },
  unavailable: { color: '#a8071a' },
} satisfies Record<string, CSSProperties>;

/**
 * The command palette (docs/navigation.md#command-palette), loaded on first open: typing filters
 * the pages the user's roles may open (the route table's) and, after a 200 ms pause, asks each area
 * search the user's roles may use; every line shows its kind. ArrowUp/ArrowDown move, Enter opens,
 * Escape closes. An area search that fails says '{Area} search is unavailable'; the other lines
 * stay.
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const roles = useSessionStore((s) => s.user?.roles);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const searchText = useDebounced(text.trim().slice(0, SEARCH_TEXT_MAX_LENGTH), PALETTE_SEARCH_DEBOUNCE_MS);
  const listId = useId();
  const none: RoleMap = { PLATFORM_ADMIN: false, FINANCE: false, CLIENT_SUCCESS: false, ORG_ADMIN: false };
  const held = roles ?? none;

  const entries = useMemo(() => paletteEntries(held, { testTools: testToolsHere() }), [held]);
  const searches = [
    useAreaSearch(SEARCH_AREAS[0], held, searchText),
    useAreaSearch(SEARCH_AREAS[1], held, searchText),
    useAreaSearch(SEARCH_AREAS[2], held, searchText),
    useAreaSearch(SEARCH_AREAS[3], held, searchText),
  ].filter((search) => search.enabled);

  const items: PaletteItem[] = [...pageItems(entries, text), ...searches.flatMap((search) => recordItems(search.query.data ?? []))];
  const failed = searches.filter((search) => search.query.isError).map((search) => searchUnavailableMessage(search.area.area));
  const searching = text.trim() !== searchText || searches.some((search) => search.query.isFetching);
  const current = Math.min(active, Math.max(items.length - 1, 0));

  useEffect(() => setActive(0), [text]);

  const open = (item: PaletteItem | undefined) => {
    if (!item) return;
    onClose();
    navigate(item.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + items.length) % items.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(items[current]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      // The search box is the palette's one control: the keyboard stays in it.
      event.preventDefault();
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div style={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-label={PALETTE_LABEL} style={styles.dialog}>
        <input
          autoFocus
          role="combobox"
          aria-label={PALETTE_INPUT_LABEL}
          placeholder={PALETTE_INPUT_LABEL}
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={items.length > 0 ? optionId(current) : undefined}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          style={styles.input}
        />
        <ul id={listId} role="listbox" aria-label="Results" style={styles.list}>
          {items.map((item, index) => (
            <li
              key={item.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              style={index === current ? { ...styles.option, ...styles.active } : styles.option}
              onMouseMove={() => index !== current && setActive(index)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => open(item)}
            >
              <span style={styles.kind}>{item.kind}</span>
              <span>{item.label}</span>
              {item.detail && <span style={styles.detail}>{item.detail}</span>}
            </li>
          ))}
        </ul>
        <div role="status" style={styles.status}>
          {failed.map((message) => (
            <div key={message} style={styles.unavailable}>
              {message}
            </div>
          ))}
          {searching ? 'Searching…' : items.length === 0 ? NO_MATCHES : `${items.length} result${items.length === 1 ? '' : 's'}`}
        </div>
      </div>
    </div>
  );
}
