import { sql, type Kysely } from 'kysely';

/**
 * The catalogue (categories, editions, techniques and their clash table, processes, fabrics,
 * measurement items, wearing styles, special shapes, size charts, grading ease, products, styles)
 * and each user's saved common styles. Id lists are jsonb arrays: they are read whole, never joined.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`CREATE TABLE cat_meta (key varchar(32) PRIMARY KEY, value text NOT NULL)`,
    sql`CREATE TABLE cat_series (id integer PRIMARY KEY, name varchar(64) NOT NULL, name_en varchar(64) NOT NULL)`,
    sql`CREATE TABLE cat_categories (
      id integer PRIMARY KEY,
      name varchar(64) NOT NULL,
      name_en varchar(64) NOT NULL,
      gender_id smallint NOT NULL CHECK (gender_id IN (0, 1, 2)),
      series_ids jsonb NOT NULL,
      size_kind varchar(8) NOT NULL CHECK (size_kind IN ('top', 'bottom')),
      unit_consumption double precision NOT NULL,
      sort integer NOT NULL)`,
    sql`CREATE TABLE cat_editions (
      id integer PRIMARY KEY,
      category_id integer NOT NULL REFERENCES cat_categories(id),
      edition_number varchar(32) NOT NULL UNIQUE,
      name varchar(64) NOT NULL,
      name_en varchar(64) NOT NULL,
      series_id integer NOT NULL REFERENCES cat_series(id),
      default_tech_result jsonb NOT NULL,
      clash_tech_ids jsonb NOT NULL,
      size_offsets jsonb NOT NULL)`,
    sql`CREATE INDEX cat_editions_category ON cat_editions (category_id)`,
    sql`CREATE TABLE cat_tech_types (id smallint PRIMARY KEY, name varchar(32) NOT NULL, name_en varchar(64) NOT NULL)`,
    sql`CREATE TABLE cat_tech_groups (
      id integer PRIMARY KEY,
      category_id integer NOT NULL REFERENCES cat_categories(id),
      type_id smallint NOT NULL REFERENCES cat_tech_types(id),
      name varchar(64) NOT NULL,
      name_en varchar(64) NOT NULL,
      is_required smallint NOT NULL,
      is_special smallint NOT NULL,
      sort integer NOT NULL)`,
    sql`CREATE TABLE cat_techniques (
      id integer PRIMARY KEY,
      category_id integer NOT NULL REFERENCES cat_categories(id),
      group_id integer NOT NULL REFERENCES cat_tech_groups(id),
      type_id smallint NOT NULL REFERENCES cat_tech_types(id),
      tech_code varchar(32) NOT NULL,
      tech_name varchar(64) NOT NULL,
      tech_name_en varchar(96) NOT NULL,
      price_fen bigint NOT NULL CHECK (price_fen >= 0),
      is_special smallint NOT NULL,
      allow_content smallint NOT NULL,
      allow_more smallint NOT NULL,
      is_modifiable smallint NOT NULL,
      items jsonb NOT NULL,
      sort integer NOT NULL)`,
    sql`CREATE INDEX cat_techniques_category ON cat_techniques (category_id, type_id)`,
    sql`CREATE TABLE cat_tech_clashes (
      tech_id integer PRIMARY KEY REFERENCES cat_techniques(id),
      clash_tech_ids jsonb NOT NULL,
      relation_tech_ids jsonb NOT NULL,
      context varchar(255) NOT NULL,
      context_en varchar(255) NOT NULL)`,
    sql`CREATE TABLE cat_processes (id integer PRIMARY KEY, process_name varchar(64) NOT NULL, name_en varchar(64) NOT NULL, sort integer NOT NULL)`,
    sql`CREATE TABLE cat_process_prices (
      process_id integer NOT NULL REFERENCES cat_processes(id),
      category_id integer NOT NULL REFERENCES cat_categories(id),
      price_fen bigint NOT NULL CHECK (price_fen >= 0),
      PRIMARY KEY (process_id, category_id))`,
    sql`CREATE TABLE cat_fabrics (
      id integer PRIMARY KEY,
      fabric_num varchar(32) NOT NULL UNIQUE,
      type_id smallint NOT NULL CHECK (type_id IN (1, 3)),
      series_id integer NOT NULL REFERENCES cat_series(id),
      category_ids jsonb NOT NULL,
      name varchar(96) NOT NULL,
      name_en varchar(128) NOT NULL,
      composition varchar(96) NOT NULL,
      composition_en varchar(128) NOT NULL,
      colour varchar(32) NOT NULL,
      colour_en varchar(64) NOT NULL,
      colour_hex varchar(7) NOT NULL,
      pattern varchar(16) NOT NULL,
      weight_gsm integer NOT NULL,
      texture varchar(255) NOT NULL)`,
    sql`CREATE TABLE cat_body_items (id integer PRIMARY KEY, item_name varchar(32) NOT NULL, name_en varchar(64) NOT NULL)`,
    sql`CREATE TABLE cat_category_items (
      category_id integer NOT NULL REFERENCES cat_categories(id),
      item_id integer NOT NULL REFERENCES cat_body_items(id),
      is_required smallint NOT NULL,
      min_value double precision NOT NULL,
      max_value double precision NOT NULL,
      sort integer NOT NULL,
      PRIMARY KEY (category_id, item_id),
      CHECK (min_value < max_value))`,
    sql`CREATE TABLE cat_wearing_styles (id smallint PRIMARY KEY, name varchar(32) NOT NULL, name_en varchar(64) NOT NULL)`,
    sql`CREATE TABLE cat_special_shapes (id integer PRIMARY KEY, shape_name varchar(32) NOT NULL, name_en varchar(64) NOT NULL, category_ids jsonb NOT NULL, items jsonb NOT NULL)`,
    sql`CREATE TABLE cat_size_charts (
      id integer PRIMARY KEY,
      category_id integer NOT NULL REFERENCES cat_categories(id),
      gender_id smallint NOT NULL CHECK (gender_id IN (1, 2)),
      size_name varchar(32) NOT NULL,
      series varchar(8) NOT NULL,
      key_item_id integer NOT NULL REFERENCES cat_body_items(id),
      height jsonb NOT NULL,
      girth jsonb NOT NULL,
      body_types jsonb NOT NULL,
      items jsonb NOT NULL,
      UNIQUE (category_id, gender_id, size_name))`,
    sql`CREATE TABLE cat_grading_rules (
      category_id integer NOT NULL REFERENCES cat_categories(id),
      item_id integer NOT NULL REFERENCES cat_body_items(id),
      ease jsonb NOT NULL,
      PRIMARY KEY (category_id, item_id))`,
    sql`CREATE TABLE cat_products (
      product_code varchar(32) PRIMARY KEY,
      category_id integer NOT NULL REFERENCES cat_categories(id),
      edition_id integer NOT NULL REFERENCES cat_editions(id),
      fabric_num varchar(32) NOT NULL,
      process_id integer NOT NULL REFERENCES cat_processes(id),
      tech_ids jsonb NOT NULL)`,
    sql`CREATE TABLE cat_styles (
      id integer PRIMARY KEY,
      style_number varchar(32) NOT NULL UNIQUE,
      category_id integer NOT NULL REFERENCES cat_categories(id),
      edition_id integer NOT NULL REFERENCES cat_editions(id),
      tech_ids jsonb NOT NULL)`,
    sql`CREATE TABLE common_styles (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      name varchar(64) NOT NULL,
      category_id integer NOT NULL REFERENCES cat_categories(id),
      edition_id integer REFERENCES cat_editions(id),
      series_id integer,
      style_number varchar(32) NOT NULL DEFAULT '',
      tech_ids jsonb NOT NULL,
      is_common smallint NOT NULL DEFAULT 1 CHECK (is_common IN (1, 2)),
      created_at timestamptz NOT NULL DEFAULT now())`,
    sql`CREATE INDEX common_styles_user ON common_styles (user_id, category_id)`,
  ];
  for (const s of statements) await s.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'common_styles', 'cat_styles', 'cat_products', 'cat_grading_rules', 'cat_size_charts', 'cat_special_shapes',
    'cat_wearing_styles', 'cat_category_items', 'cat_body_items', 'cat_fabrics', 'cat_process_prices', 'cat_processes',
    'cat_tech_clashes', 'cat_techniques', 'cat_tech_groups', 'cat_tech_types', 'cat_editions', 'cat_categories',
    'cat_series', 'cat_meta',
  ];
  for (const table of tables) await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
}
