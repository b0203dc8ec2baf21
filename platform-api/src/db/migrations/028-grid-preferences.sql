-- What follows a user from browser to browser in the console's grids (docs/grid.md#columns-menu,
-- docs/grid.md#saved-views), keyed by the user's `sub` and the grid view (shared-kit's GRID_VIEWS:
-- invoices, clientInvoices, ...). grid_columns: the user's columns of a grid view, one row, the
-- layout as a JSON array of { field, hidden, pin, width } in the grid's order; no row: the spec's
-- columns. grid_views: named grid states; at most one default per user and grid view, names unique
-- per user and grid view ignoring case.

create table grid_columns (
  user_id text not null check (length(user_id) between 1 and 600),
  grid_view text not null,
  columns jsonb not null,
  updated_at timestamptz not null default clock_timestamp(),
  primary key (user_id, grid_view)
);

create table grid_views (
  view_id uuid primary key,
  user_id text not null check (length(user_id) between 1 and 600),
  grid_view text not null,
  name text not null check (length(name) between 1 and 60),
  state jsonb not null,
  is_default boolean not null default false,
  created_at timestamptz not null default clock_timestamp(),
  updated_at timestamptz not null default clock_timestamp()
);
create unique index grid_views_name_idx on grid_views (user_id, grid_view, lower(name));
create unique index grid_views_default_idx on grid_views (user_id, grid_view) where is_default;
