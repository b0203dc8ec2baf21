/**
 * The grid preferences of each user (docs/grid.md#columns-menu, docs/grid.md#saved-views): the
 * columns of a grid view as the user arranged them (`grid_columns`) and their named views
 * (`grid_views`), keyed by the user's id and the grid view. Every function acts on one user's rows
 * only; the caller passes the id read from the verified token.
 */
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../db/database.js';
import { MAX_SAVED_VIEWS, type ColumnChoice, type GridPreferences, type GridViewKey, type SaveGridViewBody, type SavedGridView } from '../contract.js';
import { badRequest, conflict, notFound } from '../lib/http-error.js';
import { GRID_PREFERENCE_MESSAGES, columnLayoutProblem, viewStateProblem } from './grid-views.js';

/** Whose preferences: the user's id (their token's `sub`) and the grid view. */
export interface PreferenceOwner {
  userId: string;
  gridView: GridViewKey;
}

/** The Postgres code of a unique violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * The user's preferences of the grid view: their columns (null when nothing is saved) and their
 * saved views, by name (ignoring case).
 */
export async function readGridPreferences(db: Queryable, owner: PreferenceOwner): Promise<GridPreferences> {
  const columns = await db.query<{ columns: ColumnChoice[] }>('select columns from grid_columns where user_id = $1 and grid_view = $2', [owner.userId, owner.gridView]);
  const views = await db.query<SavedGridView>(
    `select view_id as "viewId", name, state, is_default as "isDefault" from grid_views
      where user_id = $1 and grid_view = $2 order by lower(name), name`,
    [owner.userId, owner.gridView],
  );
  return { gridView: owner.gridView, columns: columns.rows[0]?.columns ?? null, views: views.rows };
}

/**
 * Saves the user's columns of the grid view, replacing what was saved.
 *
 * @returns the preferences after the change.
 * @throws HttpError 400 for a column the view does not have, a column listed twice or every column
 *   hidden (`columnLayoutProblem`), nothing saved then.
 */
export async function saveGridColumns(db: Queryable, owner: PreferenceOwner, columns: readonly ColumnChoice[]): Promise<GridPreferences> {
  const problem = columnLayoutProblem(owner.gridView, columns);
  if (problem) throw badRequest(problem.message, problem.field);
  await db.query(
    `insert into grid_columns (user_id, grid_view, columns) values ($1, $2, $3::jsonb)
     on conflict (user_id, grid_view) do update set columns = excluded.columns, updated_at = clock_timestamp()`,
    [owner.userId, owner.gridView, JSON.stringify(columns.map(({ field, hidden, pin, width }) => ({ field, hidden, pin, width })))],
  );
  return readGridPreferences(db, owner);
}

/**
 * Forgets the user's columns of the grid view (the spec's columns again); nothing saved is no error.
 *
 * @returns the preferences after the change.
 */
export async function resetGridColumns(db: Queryable, owner: PreferenceOwner): Promise<GridPreferences> {
  await db.query('delete from grid_columns where user_id = $1 and grid_view = $2', [owner.userId, owner.gridView]);
  return readGridPreferences(db, owner);
}

/** A name the user gave another view of the grid: the unique violation of `grid_views_name_idx` as a 409. */
function uniqueProblem(error: unknown, name: string): Error {
  const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
  if (code !== UNIQUE_VIOLATION || !`${constraint ?? ''} ${message ?? ''}`.includes('grid_views_name_idx')) return error as Error;
  return conflict(GRID_PREFERENCE_MESSAGES.duplicateName(name));
}

/** Holds the user's views of the grid view for the transaction: one writer at a time (the count and the one default stay true). */
async function lockViews(tx: Queryable, owner: PreferenceOwner): Promise<void> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`grid_views:${owner.userId}:${owner.gridView}`]);
}

function checkState(owner: PreferenceOwner, view: SaveGridViewBody): void {
  const problem = viewStateProblem(owner.gridView, view.state);
  if (problem) throw badRequest(problem.message, problem.field);
}

/**
 * Saves a new named view of the grid view; `isDefault` makes it the default (the previous default
 * stops being one).
 *
 * @returns the preferences after the change.
 * @throws HttpError 400 for a state naming a column the view does not have, or when the user has
 *   {@link MAX_SAVED_VIEWS} views of the grid already; 409 for a name the user gave another view of
 *   the grid (ignoring case). Nothing is saved then.
 */
export async function createGridView(db: Database, owner: PreferenceOwner, view: SaveGridViewBody): Promise<GridPreferences> {
  checkState(owner, view);
  try {
    await db.transaction(async (tx) => {
      await lockViews(tx, owner);
      const count = await tx.query<{ n: number }>('select count(*)::int as n from grid_views where user_id = $1 and grid_view = $2', [owner.userId, owner.gridView]);
      if ((count.rows[0]?.n ?? 0) >= MAX_SAVED_VIEWS) throw badRequest(GRID_PREFERENCE_MESSAGES.tooManyViews, 'name');
      if (view.isDefault) await tx.query('update grid_views set is_default = false where user_id = $1 and grid_view = $2 and is_default', [owner.userId, owner.gridView]);
      await tx.query(`insert into grid_views (view_id, user_id, grid_view, name, state, is_default) values ($1, $2, $3, $4, $5::jsonb, $6)`, [
        randomUUID(),
        owner.userId,
        owner.gridView,
        view.name,
        JSON.stringify(view.state),
        view.isDefault,
      ]);
    });
  } catch (error) {
    throw uniqueProblem(error, view.name);
  }
  return readGridPreferences(db, owner);
}

/**
 * Replaces one of the user's views of the grid view (name, state, default).
 *
 * @returns the preferences after the change.
 * @throws HttpError 404 when the user has no such view of the grid (another user's view is not
 *   theirs); 400 for a state naming a column the view does not have; 409 for a name the user gave
 *   another of its views. Nothing changes then.
 */
export async function updateGridView(db: Database, owner: PreferenceOwner, viewId: string, view: SaveGridViewBody): Promise<GridPreferences> {
  checkState(owner, view);
  try {
    await db.transaction(async (tx) => {
      await lockViews(tx, owner);
      if (view.isDefault) {
        await tx.query('update grid_views set is_default = false where user_id = $1 and grid_view = $2 and is_default and view_id <> $3', [owner.userId, owner.gridView, viewId]);
      }
      const updated = await tx.query(
        `update grid_views set name = $4, state = $5::jsonb, is_default = $6, updated_at = clock_timestamp()
          where view_id = $1 and user_id = $2 and grid_view = $3`,
        [viewId, owner.userId, owner.gridView, view.name, JSON.stringify(view.state), view.isDefault],
      );
      if (updated.rowCount === 0) throw notFound(GRID_PREFERENCE_MESSAGES.viewNotFound);
    });
  } catch (error) {
    throw uniqueProblem(error, view.name);
  }
  return readGridPreferences(db, owner);
}

/**
 * Deletes one of the user's views of the grid view.
 *
 * @returns the preferences after the change.
 * @throws HttpError 404 when the user has no such view of the grid.
 */
export async function deleteGridView(db: Queryable, owner: PreferenceOwner, viewId: string): Promise<GridPreferences> {
  const deleted = await db.query('delete from grid_views where view_id = $1 and user_id = $2 and grid_view = $3', [viewId, owner.userId, owner.gridView]);
  if (deleted.rowCount === 0) throw notFound(GRID_PREFERENCE_MESSAGES.viewNotFound);
  return readGridPreferences(db, owner);
}
