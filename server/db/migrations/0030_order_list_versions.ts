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
 * A reader's row is written as its writer commits (constraint triggers, deferred), once per owner
 * in a transaction: writers of the orders of one account, or of accounts under one parent, wait for
 * each other on its row only while they commit, and readers never wait. Written when the order was
 * (statement triggers), the row was held from a transaction's first order statement to its commit:
 * 50 clients adding orders to one account answered 15-20% fewer requests (docs/speed.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE order_list_versions (
      reader_id integer PRIMARY KEY,
      version uuid NOT NULL
    )`.execute(db);

  // New versions for these readers, their rows locked in reader order.
  await sql`
    CREATE FUNCTION renew_order_lists(readers integer[]) RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO order_list_versions AS v (reader_id, version)
      SELECT reader, gen_random_uuid() FROM (SELECT DISTINCT unnest(readers) AS reader) r
      WHERE reader IS NOT NULL
      ORDER BY reader
      ON CONFLICT (reader_id) DO UPDATE SET version = excluded.version;
    END $$`.execute(db);

  // An owner's orders are read by the owner and its parent. The owners this transaction has done
  // are kept in a transaction-local setting (",12,34,"): a transaction writing many rows of one
  // owner's orders renews its readers once.
  await sql`
    CREATE FUNCTION touch_order_lists(owner integer) RETURNS void LANGUAGE plpgsql AS $$
    DECLARE
      touched text := coalesce(current_setting('mtm.order_lists_touched', true), '');
    BEGIN
      IF owner IS NULL OR position(',' || owner || ',' IN touched) > 0 THEN
        RETURN;
      END IF;
      PERFORM set_config('mtm.order_lists_touched', coalesce(nullif(touched, ''), ',') || owner || ',', true);
      PERFORM renew_order_lists(ARRAY[owner, (SELECT parent_id FROM users WHERE id = owner)]);
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION orders_touch_lists() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        PERFORM touch_order_lists(OLD.user_id);
      END IF;
      IF TG_OP <> 'DELETE' THEN
        PERFORM touch_order_lists(NEW.user_id);
      END IF;
      RETURN NULL;
    END $$`.execute(db);

  // An item whose order went in the same transaction has no owner left to find: the order's own
  // deletion gave its readers new versions.
  await sql`
    CREATE FUNCTION order_items_touch_lists() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP <> 'INSERT' THEN
        PERFORM touch_order_lists((SELECT user_id FROM orders WHERE id = OLD.order_id));
      END IF;
      IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.order_id IS DISTINCT FROM OLD.order_id) THEN
        PERFORM touch_order_lists((SELECT user_id FROM orders WHERE id = NEW.order_id));
      END IF;
      RETURN NULL;
    END $$`.execute(db);

  for (const table of ['orders', 'order_items']) {
    await sql`CREATE CONSTRAINT TRIGGER ${sql.raw(`${table}_touch_lists`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.raw(table)}
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ${sql.raw(`${table}_touch_lists`)}()`.execute(db);
  }

  // An account moved under another parent: both parents' lists change. With a WHEN the database
  // checks itself, since users rows are updated often (balances, sign-ins) and this rarely.
  await sql`
    CREATE FUNCTION users_touch_lists() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM renew_order_lists(ARRAY[OLD.parent_id, NEW.parent_id]);
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER users_parent_touch_lists AFTER UPDATE OF parent_id ON users
    FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION users_touch_lists()`.execute(db);

  // TRUNCATE fires no row trigger: every version goes, so no kept answer is taken for what is left.
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
  for (const table of ['orders', 'order_items']) await sql`DROP TRIGGER ${sql.raw(`${table}_touch_lists`)} ON ${sql.raw(table)}`.execute(db);
  for (const table of ['orders', 'order_items', 'users']) await sql`DROP TRIGGER ${sql.raw(`${table}_truncated_forget_lists`)} ON ${sql.raw(table)}`.execute(db);
  await sql`DROP TRIGGER users_parent_touch_lists ON users`.execute(db);
  await sql`DROP FUNCTION forget_order_lists(), users_touch_lists(), order_items_touch_lists(), orders_touch_lists(), touch_order_lists(integer), renew_order_lists(integer[])`.execute(db);
  await sql`DROP TABLE order_list_versions`.execute(db);
}
