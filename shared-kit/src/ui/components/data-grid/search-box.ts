/**
 * The grid's search box (docs/grid.md#search-timing): the text as typed, and one timer from the last
 * keystroke through the moments the search reaches each place — the first window asked for ahead in
 * server mode ({@link SERVER_PREFETCH_MS}), the URL (SEARCH_DEBOUNCE_MS) and the rows
 * (FILTER_DELAY_MS). A text over the search's limits stays in the box with the parser's message and
 * goes nowhere.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FILTER_DELAY_MS, SEARCH_DEBOUNCE_MS, parseSearch, type SearchView } from 'shared-kit/contract';
import { SERVER_PREFETCH_MS } from '../../grid/server-windows';

/** What the search box shows and does. */
export interface SearchBox {
  /** The text in the box. */
  text: string;
  /** The parser's message for a text it refuses (docs/search.md#limits); the rows keep the last accepted search. */
  refusal: string | undefined;
  /** The user typed `text`. */
  change(text: string): void;
}

/** Where a typed search goes, and when. */
export interface SearchSteps {
  /** The typed text's first window asked for ahead (server mode). */
  prefetch?: (text: string) => void;
  /** The text written to the URL. */
  toUrl: (text: string) => void;
  /** The text applied to the rows. */
  apply: (text: string) => void;
}

/** The moments after the last keystroke, in order. */
const STEPS = [
  { at: SERVER_PREFETCH_MS, step: 'prefetch' },
  { at: SEARCH_DEBOUNCE_MS, step: 'toUrl' },
  { at: FILTER_DELAY_MS, step: 'apply' },
] as const;

/** White space alone is no search. */
export const searchOf = (text: string) => (text.trim() ? text : '');

/**
 * The search box of a grid whose applied search is `applied`: typing restarts one timer that
 * passes the text to each of `steps` at its moment; a search applied from elsewhere (a link, Back)
 * replaces the text and stops the timer.
 *
 * @example const box = useSearchBox(state.search, view, { toUrl: writeSearch, apply: (text) => update((s) => ({ ...s, search: text })) });
 */
export function useSearchBox(applied: string, view: SearchView, steps: SearchSteps): SearchBox {
  const [text, setText] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stepsRef = useRef(steps);
  useEffect(() => {
    stepsRef.current = steps;
  });
  /** The search this box last applied: another one came from elsewhere. */
  const ownSearch = useRef(applied);
  useEffect(() => {
    if (applied === ownSearch.current) return;
    ownSearch.current = applied;
    clearTimeout(timer.current);
    setText(applied);
  }, [applied]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refusal = useMemo(() => {
    const parsed = parseSearch(text, view);
    return parsed.kind === 'refused' ? parsed.message : undefined;
  }, [text, view]);

  const change = useCallback(
    (typed: string) => {
      setText(typed);
      clearTimeout(timer.current);
      if (parseSearch(typed, view).kind === 'refused') return;
      const search = searchOf(typed);
      const run = (next: number, since: number) => {
        const due = STEPS[next];
        if (!due) return;
        timer.current = setTimeout(() => {
          if (due.step === 'apply') ownSearch.current = search;
          stepsRef.current[due.step]?.(search);
          run(next + 1, due.at);
        }, due.at - since);
      };
      run(0, 0);
    },
    [view],
  );
  return { text, refusal, change };
}
