/**
 * What follows a user from browser to browser in the console's grids (docs/grid.md#columns-menu,
 * docs/grid.md#saved-views): per user and per grid view, the columns as the user arranged them
 * (shown or hidden, order, pinned left or right, widths) and the named views (a search, filters and
 * sort saved under a name, one of them the grid's default). The API answers a grid view only to
 * the role whose screen shows it; a user reads and changes only their own, keyed by the `sub` of
 * their token.
 */
import { Type, type Static } from '@sinclair/typebox';
import { declareEndpoints } from './define-endpoint';
import { GridQueryStateSchema } from './grid-search';
import { StringEnum, Text } from './schema-helpers';

/**
 * The grid views whose columns and saved views follow the user (docs/grid.md#columns-menu): the
 * clients grid, the all-invoices grid, a single client's invoices, the client forms and the
 * internal users. Which role opens each and which columns it can show is the API's rule
 * (platform-api/src/grid-preferences/grid-views.ts).
 */
export const GRID_VIEW_KEYS = ['clients', 'invoices', 'clientInvoices', 'clientForms', 'internalUsers'] as const;
/** The key of a grid view of {@link GRID_VIEW_KEYS}, e.g. `clientInvoices`. */
export type GridViewKey = (typeof GRID_VIEW_KEYS)[number];

/** The columns a single client's invoices never show (docs/billing.md#client-details): not even from the Columns menu. */
export const ALL_INVOICES_ONLY_COLUMNS: readonly string[] = ['client', 'referrer'];

/** Narrowest and widest a user may make a column, px. */
export const COLUMN_WIDTH_LIMITS = { min: 60, max: 1000 } as const;
/** Longest name of a saved view, characters (once trimmed). */
export const VIEW_NAME_MAX_LENGTH = 60;
/** Most saved views a user keeps per grid view. */
export const MAX_SAVED_VIEWS = 50;

/** Where a column is pinned: nowhere, at the left edge or at the right edge. */
export const COLUMN_PINS = ['none', 'left', 'right'] as const;
/** See {@link COLUMN_PINS}. */
export type ColumnPin = (typeof COLUMN_PINS)[number];

/** One column as the user arranged it; its place in the list is its place in the grid. */
export const ColumnChoiceSchema = Type.Object(
  {
    field: Type.String({ minLength: 1, maxLength: 100, description: "The column's field, one of the grid view's columns" }),
    hidden: Type.Boolean({ description: 'Hidden by the user' }),
    pin: StringEnum(COLUMN_PINS, { description: 'Pinned at the left or right edge, or not' }),
    width: Type.Integer({ minimum: COLUMN_WIDTH_LIMITS.min, maximum: COLUMN_WIDTH_LIMITS.max, description: 'Width in px, 60-1000' }),
  },
  { additionalProperties: false },
);
/** See {@link ColumnChoiceSchema}. */
export type ColumnChoice = Static<typeof ColumnChoiceSchema>;

/** A column layout: the grid view's columns in the user's order, each at most once. */
const ColumnChoicesSchema = Type.Array(ColumnChoiceSchema, { minItems: 1, maxItems: 100, description: 'The columns in the order the grid shows them' });

/** Body of PUT /grid-preferences/:gridView/columns. */
export const SaveGridColumnsBodySchema = Type.Object({ columns: ColumnChoicesSchema }, { additionalProperties: false });

/** A view id: a UUID. */
const ViewIdSchema = Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', description: 'A saved view id (UUID)' });

/** A named view as saved: its name, the grid state it opens and whether the grid opens on it. */
export const SavedGridViewSchema = Type.Object({
  viewId: ViewIdSchema,
  name: Type.String({ description: 'The name the user gave it' }),
  state: GridQueryStateSchema,
  isDefault: Type.Boolean({ description: 'The grid opens on this view when its address names no state of its own' }),
});
/** See {@link SavedGridViewSchema}. */
export type SavedGridView = Static<typeof SavedGridViewSchema>;

/** Body of POST /grid-preferences/:gridView/views and PUT …/views/:viewId. */
export const SaveGridViewBodySchema = Type.Object(
  {
    name: Text({ maxLength: VIEW_NAME_MAX_LENGTH, description: "The view's name, unique in the grid (ignoring case)" }),
    state: GridQueryStateSchema,
    isDefault: Type.Boolean({ description: "Make it the grid's default view (the previous default stops being one); false: not the default" }),
  },
  { additionalProperties: false },
);
/** See {@link SaveGridViewBodySchema}. */
export type SaveGridViewBody = Static<typeof SaveGridViewBodySchema>;

/** A user's preferences of one grid view: every call of the group answers them as they are after it. */
export const GridPreferencesSchema = Type.Object({
  gridView: StringEnum(GRID_VIEW_KEYS),
  columns: Type.Union([Type.Array(ColumnChoiceSchema), Type.Null()], { description: "The user's columns; null when nothing is saved (the spec's columns)" }),
  views: Type.Array(SavedGridViewSchema, { description: 'The saved views, by name' }),
});
/** See {@link GridPreferencesSchema}. */
export type GridPreferences = Static<typeof GridPreferencesSchema>;

const gridViewParams = Type.Object({ gridView: StringEnum(GRID_VIEW_KEYS, { description: 'The grid view, e.g. invoices or clientInvoices' }) }, { additionalProperties: false });
const viewParams = Type.Object({ gridView: StringEnum(GRID_VIEW_KEYS, { description: 'The grid view' }), viewId: ViewIdSchema }, { additionalProperties: false });

const PREFERENCES_ONLY = "The signed-in user's own grid preferences: how they see a grid, not the business's data";

/** The grid preference endpoints: any console user, each for the grid views their roles open. */
export const GRID_PREFERENCE_ENDPOINTS = declareEndpoints({
  gridPreferences: {
    method: 'GET',
    path: '/grid-preferences/:gridView',
    access: 'ANY',
    area: 'grid-preferences',
    summary: "The caller's columns and saved views of a grid view; 403 when their roles do not open that grid",
    params: gridViewParams,
    responses: { 200: GridPreferencesSchema },
  },
  saveGridColumns: {
    method: 'PUT',
    path: '/grid-preferences/:gridView/columns',
    access: 'ANY',
    area: 'grid-preferences',
    summary: "Saves the caller's columns of a grid view: the view's columns only, each once, at least one shown",
    params: gridViewParams,
    body: SaveGridColumnsBodySchema,
    responses: { 200: GridPreferencesSchema },
    changesNoBusinessState: PREFERENCES_ONLY,
  },
  resetGridColumns: {
    method: 'DELETE',
    path: '/grid-preferences/:gridView/columns',
    access: 'ANY',
    area: 'grid-preferences',
    summary: "Forgets the caller's columns of a grid view: the grid shows the spec's columns again",
    params: gridViewParams,
    responses: { 200: GridPreferencesSchema },
    changesNoBusinessState: PREFERENCES_ONLY,
  },
  createGridView: {
    method: 'POST',
    path: '/grid-preferences/:gridView/views',
    access: 'ANY',
    area: 'grid-preferences',
    summary: 'Saves the grid state under a name (unique in the grid ignoring case, else 409); at most 50 views a grid',
    params: gridViewParams,
    body: SaveGridViewBodySchema,
    responses: { 200: GridPreferencesSchema },
    changesNoBusinessState: PREFERENCES_ONLY,
  },
  updateGridView: {
    method: 'PUT',
    path: '/grid-preferences/:gridView/views/:viewId',
    access: 'ANY',
    area: 'grid-preferences',
    summary: "Replaces one of the caller's saved views (name, state, default); 404 for a view that is not theirs",
    params: viewParams,
    body: SaveGridViewBodySchema,
    responses: { 200: GridPreferencesSchema },
    changesNoBusinessState: PREFERENCES_ONLY,
  },
  deleteGridView: {
    method: 'DELETE',
    path: '/grid-preferences/:gridView/views/:viewId',
    access: 'ANY',
    area: 'grid-preferences',
    summary: "Deletes one of the caller's saved views; 404 for a view that is not theirs",
    params: viewParams,
    responses: { 200: GridPreferencesSchema },
    changesNoBusinessState: PREFERENCES_ONLY,
  },
});
