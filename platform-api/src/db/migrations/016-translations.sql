-- Translation Automation (docs/platform-ops.md#translation-automation). The translation sheet (the
-- local stand-in for the Google spreadsheet) is kept in tables: its info, its keys (rows) and its
-- cells (one per key and tenant language); the keys of the repositories' code stand in for the code
-- itself; tenant_i18n is the i18n table the tenants' sites read, written by Update I18N Config.

-- The repositories whose code holds i18n keys.
create table translation_repositories (
  slug text primary key check (slug ~ '^[a-z0-9-]{1,100}$'),
  name text not null,
  uuid text not null unique
);

-- The i18n keys found in each repository's code, with their English source text.
create table translation_code_keys (
  repository_slug text not null references translation_repositories (slug) on delete cascade,
  i18n_key text not null check (length(i18n_key) between 1 and 200),
  source_text text not null,
  primary key (repository_slug, i18n_key)
);

-- The translation sheet: one row.
create table translation_sheets (
  spreadsheet_id text primary key,
  sheet_name text not null,
  only_one boolean not null default true unique check (only_one)
);

-- A tenant's language in the sheet: one column of the sheet.
-- is_new until TRANSLATE NEW TENANTS has translated it. Goes with the tenant.
create table translation_tenant_languages (
  tenant_id text not null references tenants (tenant_id) on delete cascade,
  language text not null check (language ~ '^[a-z]{2,3}$'),
  locale text not null check (locale ~ '^[a-z]{2,3}(-[A-Z]{2})?$'),
  is_new boolean not null default true,
  added_at timestamptz not null default clock_timestamp(),
  primary key (tenant_id, locale)
);

-- A row of the sheet: an i18n key, the repository it came from and its English source text.
create table translation_sheet_keys (
  i18n_key text primary key check (length(i18n_key) between 1 and 200),
  repository_slug text not null,
  source_text text not null,
  added_at timestamptz not null default clock_timestamp()
);

-- A translated cell of the sheet: the key's text in a tenant language. A missing row is an
-- untranslated cell.
create table translation_sheet_values (
  i18n_key text not null references translation_sheet_keys (i18n_key) on delete cascade,
  tenant_id text not null,
  locale text not null,
  value text not null,
  translated_at timestamptz not null default clock_timestamp(),
  primary key (i18n_key, tenant_id, locale),
  foreign key (tenant_id, locale) references translation_tenant_languages (tenant_id, locale) on delete cascade
);
create index translation_sheet_values_tenant on translation_sheet_values (tenant_id, locale);

-- The i18n table the tenants' sites read (Update I18N Config writes it from the sheet).
create table tenant_i18n (
  tenant_id text not null references tenants (tenant_id) on delete cascade,
  locale text not null,
  i18n_key text not null,
  value text not null,
  updated_at timestamptz not null default clock_timestamp(),
  primary key (tenant_id, locale, i18n_key)
);
