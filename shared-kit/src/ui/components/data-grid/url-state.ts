/**
 * A grid's state kept by the grid and mirrored in the URL's query string (docs/grid.md#the-url):
 * every change is made to the state the grid holds, then written to the URL as a replaced history
 * entry marked as the grid's own; a change of the query string the grid did not write (a link),
 * or a return to an entry shown before (Back, Forward), is read back into the state.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { type GridUrlState, namesGridState, readGridState, writeGridState } from '../../grid/grid-state';

/** What the grid marks its own history entries with. */
const GRID_WRITE = 'pxGridWrite';
/** History entries (by location key) a grid remembers having shown, to tell Back and Forward. */
const KEYS_KEPT = 50;

/** The grid's URL state and how to change it. */
export interface GridUrlBinding {
  state: GridUrlState;
  /** Applies `change` to the latest state (two changes before a render build on each other). */
  update(change: (current: GridUrlState) => GridUrlState): void;
  /**
   * Writes the search text to the URL ahead of the state (the search box's debounce is shorter than
   * its filter delay); the state's own search replaces it once applied.
   */
  writeSearch(text: string): void;
  /** The address named none of the grid's parameters when the grid was shown: it opened on its defaults. */
  openedOnDefaults: boolean;
  /** The whole address of this page showing `state` (a link to share, docs/grid.md#saved-views). */
  linkOf(state: GridUrlState): string;
}

const ownText = (state: GridUrlState, defaults: Partial<GridUrlState>, prefix: string) => writeGridState(new URLSearchParams(), state, defaults, prefix).toString();

/**
 * The grid state of the query string: read once when the grid is shown, then held by the grid and
 * written back on each change. Must run inside the router.
 *
 * @example const { state, update } = useGridUrlState({ sort: { field: 'invoiceDate', direction: 'desc' } }, '');
 */
export function useGridUrlState(defaults: Partial<GridUrlState> | undefined, prefix: string): GridUrlBinding {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const defaultsRef = useRef(defaults ?? {});
  const textOf = useCallback((state: GridUrlState) => ownText(state, defaultsRef.current, prefix), [prefix]);
  const [state, setState] = useState(() => readGridState(params, defaultsRef.current, prefix));
  const [openedOnDefaults] = useState(() => !namesGridState(params, prefix));
  // The console's router has no base path: the route's path is the address's.
  const here = location.pathname;
  /** The search the URL shows ahead of the state, until the state's own is applied. */
  const urlSearch = useRef<string | undefined>(undefined);
  /** The state as the URL shows it (read from it or written to it). */
  const inUrl = useRef(textOf(state));
  const latest = useRef({ state, params, setParams, location });
  useEffect(() => {
    latest.current = { state, params, setParams, location };
  });

  const write = useCallback(() => {
    const { state: current, params: base, setParams: set, location: at } = latest.current;
    if (urlSearch.current === current.search) urlSearch.current = undefined;
    const shown = urlSearch.current === undefined ? current : { ...current, search: urlSearch.current };
    const next = writeGridState(base, shown, defaultsRef.current, prefix);
    if (next.toString() === base.toString()) return;
    const history = at.state !== null && typeof at.state === 'object' ? at.state : {};
    set(next, { replace: true, state: { ...history, [GRID_WRITE]: true } });
  }, [prefix]);

  // The state -> the URL, once it differs from what the URL shows.
  const stateText = textOf(state);
  useEffect(() => {
    if (stateText === inUrl.current) return;
    inUrl.current = stateText;
    write();
  }, [stateText, write]);

  // The URL -> the state, for a navigation the grid did not make. An entry it wrote, shown for the
  // first time, is its own (the router may render it after a later change of the state); one shown
  // before is a return to it.
  const marked = (location.state as Record<string, unknown> | null)?.[GRID_WRITE] === true;
  const urlText = textOf(readGridState(params, defaultsRef.current, prefix));
  const shownKeys = useRef<string[]>([]);
  useEffect(() => {
    const keys = shownKeys.current;
    const returned = keys.includes(location.key) && keys[keys.length - 1] !== location.key;
    if (keys[keys.length - 1] !== location.key) keys.push(location.key);
    if (keys.length > KEYS_KEPT) keys.shift();
    if ((marked && !returned) || urlText === inUrl.current) return;
    inUrl.current = urlText;
    urlSearch.current = undefined;
    setState(readGridState(new URLSearchParams(urlText), defaultsRef.current, prefix));
    // Read once per navigation: the grid's own writes are not read back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  const update = useCallback((change: (current: GridUrlState) => GridUrlState) => setState(change), []);
  const writeSearch = useCallback(
    (text: string) => {
      urlSearch.current = text;
      write();
    },
    [write],
  );
  const linkOf = useCallback(
    (shown: GridUrlState) => {
      const query = writeGridState(latest.current.params, shown, defaultsRef.current, prefix).toString();
      return `${window.location.origin}${here}${query ? `?${query}` : ''}`;
    },
    [here, prefix],
  );
  return { state, update, writeSearch, openedOnDefaults, linkOf };
}
