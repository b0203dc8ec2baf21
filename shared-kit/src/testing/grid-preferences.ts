/**
 * Mocked routes of the grid preference calls (docs/grid.md#columns-menu, docs/grid.md#saved-views)
 * for {@link mockApi}: they keep what is saved for one grid view as the API does — the GET answers
 * it, each write changes it and answers it — so a test sees what a screen saved.
 */
import type { ColumnChoice, GridPreferences, GridViewKey, SavedGridView } from 'shared-kit/contract';
import type { MockHandler } from './mock-transport';

/** The id the mocked API gives a view it saves. */
const NEW_VIEW_ID = '22222222-2222-4222-8222-222222222222';

/** A copy of an answer, as its JSON would be. */
const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * The routes of `gridView`'s preferences, starting from `start`, and what they keep (`saved`,
 * changed in place by the writes).
 *
 * @example const prefs = gridPreferenceRoutes('invoices'); mockApi({ ...routes, ...prefs.routes }); // later: prefs.saved.columns
 */
export function gridPreferenceRoutes(gridView: GridViewKey, start: Partial<Omit<GridPreferences, 'gridView'>> = {}): { routes: Record<string, MockHandler>; saved: GridPreferences } {
  const saved: GridPreferences = { gridView, columns: null, views: [], ...copy(start) };
  const base = `/grid-preferences/${gridView}`;
  const answer = () => ({ data: copy(saved) });
  const viewOf = (url: string) => url.slice(`${base}/views/`.length);
  const withDefault = (views: SavedGridView[], isDefault: boolean, except: string) => views.map((view) => (isDefault && view.viewId !== except ? { ...view, isDefault: false } : view));
  const routes: Record<string, MockHandler> = {
    [`GET ${base}`]: answer,
    [`PUT ${base}/columns`]: (request) => {
      saved.columns = (request.body as { columns: ColumnChoice[] }).columns;
      return answer();
    },
    [`DELETE ${base}/columns`]: () => {
      saved.columns = null;
      return answer();
    },
    [`POST ${base}/views`]: (request) => {
      const body = request.body as Omit<SavedGridView, 'viewId'>;
      saved.views = [...withDefault(saved.views, body.isDefault, NEW_VIEW_ID), { viewId: NEW_VIEW_ID, ...body }];
      return answer();
    },
  };
  for (const view of [...saved.views, { viewId: NEW_VIEW_ID }]) {
    routes[`PUT ${base}/views/${view.viewId}`] = (request) => {
      const body = request.body as Omit<SavedGridView, 'viewId'>;
      const viewId = viewOf(request.url);
      saved.views = withDefault(saved.views, body.isDefault, viewId).map((kept) => (kept.viewId === viewId ? { ...kept, ...body } : kept));
      return answer();
    };
    routes[`DELETE ${base}/views/${view.viewId}`] = (request) => {
      saved.views = saved.views.filter((kept) => kept.viewId !== viewOf(request.url));
      return answer();
    };
  }
  return { routes, saved };
}
