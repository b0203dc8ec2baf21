import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../auth/token-verifier.js';
import type { GridViewKey } from '../../contract.js';
import { GRID_PREFERENCE_MESSAGES, GRID_VIEWS } from '../../grid-preferences/grid-views.js';
import { createGridView, deleteGridView, readGridPreferences, resetGridColumns, saveGridColumns, updateGridView, type PreferenceOwner } from '../../grid-preferences/grid-preferences.js';
import { HttpError } from '../../lib/http-error.js';
import type { HandlerGroup } from '../register-endpoints.js';

/**
 * The id grid preferences are kept under: the token's `sub` (Cognito's id of the user, which a
 * rename of the e-mail does not change), or its user name for a token without one.
 *
 * @example preferenceUserId({ sub: '5f1c…', username: 'finance@px.local' }) // '5f1c…'
 */
function preferenceUserId(user: Pick<AuthenticatedUser, 'sub' | 'username'>): string {
  return user.sub || `username:${user.username}`;
}

/**
 * Whose preferences a request acts on: the verified caller's, of the grid view its path names.
 *
 * @throws HttpError 403 when the caller's roles do not include the grid view's role, before
 *   anything is read.
 */
function ownerOf(request: FastifyRequest, gridView: GridViewKey): PreferenceOwner {
  const user = request.user;
  if (!user) throw new HttpError(401, 'Unauthorized: a bearer token is required');
  if (!user.roles.includes(GRID_VIEWS[gridView].role)) throw new HttpError(403, GRID_PREFERENCE_MESSAGES.forbidden(gridView));
  return { userId: preferenceUserId(user), gridView };
}

/**
 * The grid preferences (docs/grid.md#columns-menu, docs/grid.md#saved-views), for any console user
 * on the grid views their roles open (403 otherwise): GET /grid-preferences/:gridView answers the
 * caller's columns and saved views; PUT and DELETE …/columns save or forget the columns; POST
 * …/views, PUT and DELETE …/views/:viewId save, replace and delete a named view (404 for a view
 * that is not the caller's). Every call answers the caller's preferences of the grid as they are
 * after it, and reads or changes only the caller's own rows.
 */
export function gridPreferenceHandlers(app: FastifyInstance): HandlerGroup<'gridPreferences' | 'saveGridColumns' | 'resetGridColumns' | 'createGridView' | 'updateGridView' | 'deleteGridView'> {
  return {
    gridPreferences: async (request) => readGridPreferences(app.db, ownerOf(request, request.params.gridView)),
    saveGridColumns: async (request) => saveGridColumns(app.db, ownerOf(request, request.params.gridView), request.body.columns),
    resetGridColumns: async (request) => resetGridColumns(app.db, ownerOf(request, request.params.gridView)),
    createGridView: async (request) => createGridView(app.db, ownerOf(request, request.params.gridView), request.body),
    updateGridView: async (request) => updateGridView(app.db, ownerOf(request, request.params.gridView), request.params.viewId, request.body),
    deleteGridView: async (request) => deleteGridView(app.db, ownerOf(request, request.params.gridView), request.params.viewId),
  };
}
