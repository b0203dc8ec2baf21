/**
 * A grid's preferences kept on the server for the signed-in user (docs/grid.md#columns-menu,
 * docs/grid.md#saved-views): loaded with the query layer, never waited for — until they are back,
 * or when their load fails, the grid shows the spec's columns and the page's defaults, as it does
 * when nothing is saved. A column change applies at once and is saved behind it, the latest change
 * last.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { ENDPOINTS, type ColumnChoice, type GridPreferences, type GridViewKey, type SavedGridView } from 'shared-kit/contract';
import { setEndpointData, useEndpointMutation, useEndpointQuery } from 'shared-kit/runtime';
import { type DeclaredColumn, defaultColumnChoices, resolveColumnChoices, sameColumnChoices } from '../../grid/grid-columns';

/** Fallback of the toast of a column change the server did not keep (the grid keeps showing it). */
export const COLUMNS_NOT_SAVED = 'Your columns could not be saved; they apply here until you leave the page';

/** The columns of a grid as the user arranged them, and how to change them. */
export interface GridColumnsBinding {
  /** Every column the grid can show, in the grid's order, with what the user chose. */
  choices: readonly ColumnChoice[];
  /** The columns differ from the spec's ('Reset columns' has something to do). */
  custom: boolean;
  /** Applies `next` at once and saves it. */
  change(next: readonly ColumnChoice[]): void;
  /** Back to the spec's columns, forgetting what was saved. */
  reset(): void;
}

/** A grid's preferences: its columns and the user's saved views. */
export interface GridPreferencesBinding {
  gridView: GridViewKey;
  /** The saved preferences are loaded (false while loading, and when the load failed). */
  loaded: boolean;
  /** The user's saved views of the grid, by name. */
  views: readonly SavedGridView[];
  columns: GridColumnsBinding;
}

/** What is waiting to be saved: a layout, or `null` to forget it. */
type Pending = { choices: readonly ColumnChoice[] | null };

const NO_VIEWS: readonly SavedGridView[] = [];

/**
 * The preferences of `gridView` for the signed-in user over the grid's `declared` columns (those
 * the view can show); nothing is asked without a grid view.
 *
 * @example const preferences = useGridPreferences('invoices', columns.filter((column) => !column.hidden));
 */
export function useGridPreferences(gridView: GridViewKey | undefined, declared: readonly DeclaredColumn[]): GridPreferencesBinding | undefined {
  const input = { params: { gridView: gridView ?? 'invoices' } } as const;
  const saved = useEndpointQuery(ENDPOINTS.gridPreferences, input, { enabled: gridView !== undefined });
  const keep = (answer: GridPreferences, _input: unknown, client: Parameters<typeof setEndpointData>[0]) => setEndpointData(client, ENDPOINTS.gridPreferences, input, () => answer);
  const save = useEndpointMutation(ENDPOINTS.saveGridColumns, { errorToast: COLUMNS_NOT_SAVED, onSuccess: keep });
  const forget = useEndpointMutation(ENDPOINTS.resetGridColumns, { errorToast: COLUMNS_NOT_SAVED, onSuccess: keep });

  /** The user's change in this grid, ahead of what the server answered; undefined: none yet. */
  const [local, setLocal] = useState<readonly ColumnChoice[] | undefined>(undefined);
  const pending = useRef<Pending | undefined>(undefined);
  const running = useRef(false);
  const params = input.params;
  const gridViewParam = params.gridView;
  const saveAsync = save.mutateAsync;
  const forgetAsync = forget.mutateAsync;

  // One save at a time; changes made meanwhile are saved after it, only the latest of them.
  const flush = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      while (pending.current) {
        const next = pending.current;
        pending.current = undefined;
        if (next.choices === null) await forgetAsync({ params: { gridView: gridViewParam } });
        else await saveAsync({ params: { gridView: gridViewParam }, body: { columns: [...next.choices] } });
      }
    } catch {
      // The data layer showed the failure (COLUMNS_NOT_SAVED); the grid keeps the user's columns.
      pending.current = undefined;
    } finally {
      running.current = false;
    }
  }, [forgetAsync, saveAsync, gridViewParam]);

  const savedColumns = saved.data?.columns;
  const defaults = useMemo(() => defaultColumnChoices(declared), [declared]);
  const choices = useMemo(() => local ?? resolveColumnChoices(declared, savedColumns), [local, declared, savedColumns]);
  const change = useCallback(
    (next: readonly ColumnChoice[]) => {
      setLocal(next);
      pending.current = { choices: next };
      void flush();
    },
    [flush],
  );
  const reset = useCallback(() => {
    setLocal(defaults);
    pending.current = { choices: null };
    void flush();
  }, [defaults, flush]);

  const columns = useMemo(() => ({ choices, custom: !sameColumnChoices(choices, defaults), change, reset }), [choices, defaults, change, reset]);
  const views = saved.data?.views ?? NO_VIEWS;
  const loaded = saved.data !== undefined;
  return useMemo(() => (gridView ? { gridView, loaded, views, columns } : undefined), [gridView, loaded, views, columns]);
}
