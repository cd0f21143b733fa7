import { sql, type Kysely } from 'kysely';

/**
 * What each account's order lists show has a version, changed by the database itself in the
 * transaction that changes what they show, so a server process may keep a list's answer while its
 * version stands (server/modules/order-store/kept-lists.ts), whichever process or tool wrote.
 *
 * An account reads its own orders and those of the accounts under it (users.parent_id, see
 * order-store/access.ts), so a change to an order gives a new version to its owner and to the
 * owner's parent; an account moved under another gives one to both parents. Triggers, not the
 * code that writes: orders are written by a dozen modules, and by hand in a repair.
 *
 * A version is a random UUID, not a counter: after a backup is restored, a counter would count
 * again through numbers a process has kept other answers under. A reader without a row (a new
 * account, or after a TRUNCATE) has no version, and its lists are not kept.
 *
 * Writers of the orders of one account, or of accounts under one parent, wait for each other on
 * its row from their change to their commit (a write transaction of an order is some milliseconds);
 * readers never wait. A statement locks its rows in reader order, so two cannot deadlock on them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE order_list_versions (
      reader_id integer PRIMARY KEY,
      version uuid NOT NULL
    )`.execute(db);

  await sql`
    CREATE FUNCTION touch_order_lists(owners integer[]) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO order_list_versions AS v (reader_id, version)
      SELECT reader, gen_random_uuid() FROM (
        SELECT unnest(owners) AS reader
        UNION
        SELECT parent_id FROM users WHERE id = ANY (owners) AND parent_id IS NOT NULL
      ) readers
      WHERE reader IS NOT NULL
      ORDER BY reader
      ON CONFLICT (reader_id) DO UPDATE SET version = excluded.version;
    END $$`.execute(db);

  // One function for the three events: transition tables need a trigger per event, and PL/pgSQL
  // reads a branch's tables only when it runs.
  await sql`
    CREATE FUNCTION orders_touch_lists() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM touch_order_lists(ARRAY(SELECT DISTINCT user_id FROM new_rows));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM touch_order_lists(ARRAY(SELECT DISTINCT user_id FROM old_rows));
      ELSE
        PERFORM touch_order_lists(ARRAY(SELECT user_id FROM new_rows UNION SELECT user_id FROM old_rows));
      END IF;
      RETURN NULL;
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION order_items_touch_lists() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        PERFORM touch_order_lists(ARRAY(SELECT DISTINCT o.user_id FROM orders o WHERE o.id IN (SELECT order_id FROM new_rows)));
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM touch_order_lists(ARRAY(SELECT DISTINCT o.user_id FROM orders o WHERE o.id IN (SELECT order_id FROM old_rows)));
      ELSE
        PERFORM touch_order_lists(ARRAY(SELECT DISTINCT o.user_id FROM orders o
          WHERE o.id IN (SELECT order_id FROM new_rows UNION SELECT order_id FROM old_rows)));
      END IF;
      RETURN NULL;
    END $$`.execute(db);

  for (const table of ['orders', 'order_items']) {
    const fn = sql.raw(`${table}_touch_lists`);
    const on = sql.raw(table);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_inserted_touch_lists`)} AFTER INSERT ON ${on}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_updated_touch_lists`)} AFTER UPDATE ON ${on}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_deleted_touch_lists`)} AFTER DELETE ON ${on}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`.execute(db);
  }

  // An account moved under another parent: both parents' lists change. Per row, with a WHEN the
  // database checks itself, since users rows are updated often (balances, sign-ins) and this rarely.
  await sql`
    CREATE FUNCTION users_touch_lists() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO order_list_versions AS v (reader_id, version)
      SELECT reader, gen_random_uuid() FROM (SELECT OLD.parent_id AS reader UNION SELECT NEW.parent_id) readers
      WHERE reader IS NOT NULL
      ORDER BY reader
      ON CONFLICT (reader_id) DO UPDATE SET version = excluded.version;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER users_parent_touch_lists AFTER UPDATE OF parent_id ON users
    FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION users_touch_lists()`.execute(db);

  // TRUNCATE fires no row or statement trigger of the three above: every version goes, so no
  // kept answer is taken for what is left.
  await sql`
    CREATE FUNCTION forget_order_lists() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM order_list_versions;
      RETURN NULL;
    END $$`.execute(db);
  for (const table of ['orders', 'order_items', 'users']) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_truncated_forget_lists`)} AFTER TRUNCATE ON ${sql.raw(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION forget_order_lists()`.execute(db);
  }

  // Every account there is has a version from now on.
  await sql`INSERT INTO order_list_versions (reader_id, version) SELECT id, gen_random_uuid() FROM users`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['orders', 'order_items']) {
    for (const event of ['inserted', 'updated', 'deleted']) await sql`DROP TRIGGER ${sql.raw(`${table}_${event}_touch_lists`)} ON ${sql.raw(table)}`.execute(db);
  }
  for (const table of ['orders', 'order_items', 'users']) await sql`DROP TRIGGER ${sql.raw(`${table}_truncated_forget_lists`)} ON ${sql.raw(table)}`.execute(db);
  await sql`DROP TRIGGER users_parent_touch_lists ON users`.execute(db);
  await sql`DROP FUNCTION forget_order_lists(), users_touch_lists(), order_items_touch_lists(), orders_touch_lists(), touch_order_lists(integer[])`.execute(db);
  await sql`DROP TABLE order_list_versions`.execute(db);
}
