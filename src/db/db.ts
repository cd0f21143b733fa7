/**
 * The one IndexedDB database of the app (Dexie), versioned. What lives here:
 * - session, profile, modules, settings: the signed-in shell works offline from these;
 * - catalogue: mirrored catalogue sections the rules worker computes from offline;
 * - outbox: queued mutations, replayed in `seq` order by the sync worker (DESIGN §4, §6);
 * - cartOrders, tasks, peopleBuckets: mirrors of server lists that screens read with useLiveQuery;
 *   peopleLists: each person of peopleBuckets as the people list shows and counts them, read first;
 * - snapshotBuckets: the people of each mirrored task as the server last had them (peopleBuckets
 *   is this plus the changes still queued), so a discarded change can be undone offline. Both
 *   keep people in buckets (people-buckets.ts), read and written through its functions only.
 * - coutureTasks: the haute-couture tasks, with the server's copy beside the local one.
 * A change of indexes adds a new `version(n)` naming the tables it changes; never edit a published
 * version's schema or upgrade. Only versions that move data or delete a table stay declared: one
 * that does neither is folded into the next (see the constructor).
 */
import Dexie, { type EntityTable, type Transaction } from 'dexie';
import { PORTAL_DB_NAME } from './portal-db-name';
import { toBuckets, type PeopleTable, type TaskPersonMirror } from './people-buckets';
import type { ModuleInfo, UserInfo } from '@/domain/account/user-info';
import type { CatalogueSnapshot } from '@/domain/catalogue/types';
import type { MeasuringTaskInfo } from '@/domain/measuring/wire';
import type { OrderSummary } from '@/domain/orders/wire';
import type { CoutureTask } from '@/domain/haute-couture/contract';

export type SessionRow = { key: 'current'; token: string; userId: number | null };
export type ProfileRow = { userId: number; user_info: UserInfoMirror; fetchedAt: number };
export type ModulesRow = { userId: number; list: ModuleMirror[]; role_modules: ModuleMirror[]; fetchedAt: number };
export type SettingRow = { key: string; value: unknown };
export type CatalogueRow = { name: string; data: CatalogueSnapshot; fetchedAt: number };

export type UserInfoMirror = UserInfo;
export type ModuleMirror = ModuleInfo;

export type MutationState = 'pending' | 'sending' | 'failed';

/** A queued write. `seq` orders replay; `id` is the Idempotency-Key the server stores. */
export type Mutation = {
  seq?: number;
  id: string;
  userId: number;
  kind: string;
  /** The API call it replays as. */
  method: 'POST';
  path: string;
  payload: unknown;
  /** A human summary for the cache viewer, in the words of the screen that queued it. */
  summary: string;
  createdAt: number;
  state: MutationState;
  error: string | null;
  /** Set (with state 'failed') when its payload no longer parses: it needs the user's attention. */
  unreadable?: boolean;
  attempts: number;
};

export type CartOrderMirror = { id: number; userId: number; order_type_id: number; order_status_id: number; queued?: boolean; data: OrderSummary; updatedAt: number };
export type TaskMirror = { id: number; userId: number; data: MeasuringTaskInfo; fetchedAt: number };
// A task's person row is declared with the buckets that hold it (people-buckets.ts, which this
// module imports); it is named here too, with every other row type.
export type { PersonMirrorData, TaskPersonMirror, TaskPersonRow } from './people-buckets';

/**
 * A haute-couture task on this device, by the uid it was created with: `data` is what the screens
 * show (the server's copy plus the saves still queued), `saved` the server's copy (null while
 * the task has never reached it), `deleted` a delete still queued.
 */
export type CoutureTaskMirror = { uid: string; userId: number; id: number | null; data: CoutureTask; saved: CoutureTask | null; deleted?: boolean };

export class PortalDb extends Dexie {
  session!: EntityTable<SessionRow, 'key'>;
  profile!: EntityTable<ProfileRow, 'userId'>;
  modules!: EntityTable<ModulesRow, 'userId'>;
  settings!: EntityTable<SettingRow, 'key'>;
  catalogue!: EntityTable<CatalogueRow, 'name'>;
  outbox!: EntityTable<Mutation, 'seq'>;
  cartOrders!: EntityTable<CartOrderMirror, 'id'>;
  tasks!: EntityTable<TaskMirror, 'id'>;
  peopleBuckets!: PeopleTable;
  /** peopleBuckets' list copy, written with it (people-buckets.ts). */
  peopleLists!: PeopleTable;
  snapshotBuckets!: PeopleTable;
  coutureTasks!: EntityTable<CoutureTaskMirror, 'uid'>;

  constructor(name = PORTAL_DB_NAME) {
    super(name);
    // Only versions that move data or delete a table are declared (Dexie reads the installed schema
    // and upgrades from it; a version without either adds nothing an older device needs). Dexie parses
    // every declared version again at each declaration, as the database module is first run: with
    // the nine this had, 12-16 ms before a reopened task's first rows (CPU profiles at full speed),
    // 3 ms with four.
    // Version 5 declares the whole schema versions 1 to 4 left, which were:
    // - 1: the shell's tables, the outbox and the first mirrors (taskPeople had two compound indexes,
    //   never used, and each slowed writing a 10,000-person task: 3 dropped them);
    // - 2: personSnapshots; 4: coutureTasks;
    // - 5: one record per person made a 10,000-person task 20,000 records, seconds to write and to
    //   read: people move into buckets (people-buckets.ts), and the old tables go in version 6
    //   (Dexie lets an upgrade read a table only a later version deletes).
    this.version(5)
      .stores({
        session: 'key',
        profile: 'userId',
        modules: 'userId',
        settings: 'key',
        catalogue: 'name',
        outbox: '++seq, &id, state, userId, kind',
        cartOrders: 'id, userId, order_type_id, order_status_id',
        tasks: 'id, userId',
        taskPeople: 'key, taskId',
        personSnapshots: 'key, taskId',
        coutureTasks: 'uid, userId, id',
        peopleBuckets: 'key, taskId',
        snapshotBuckets: 'key, taskId',
      })
      .upgrade(async (tx) => {
        await intoBuckets(tx, 'taskPeople', 'peopleBuckets');
        await intoBuckets(tx, 'personSnapshots', 'snapshotBuckets');
      });
    this.version(6).stores({ taskPeople: null, personSnapshots: null });
    // 7: the mirror's list copy (people-buckets.ts), and the stamps that tell a bucket and its copy
    // made together. No data was moved: the copy of a task held before is made when it is next read
    // (remakeListCopy); an upgrade that failed on one bucket (a full disk, a tablet short of memory)
    // would leave the database unopenable, and the changes queued in it out of reach.
    // 8: the list copy keeps each person's row only (people-buckets.ts, listEntry), every entry in
    // one shape. A copy of version 7 would stay as it is until its buckets change, and a list read
    // with both kinds of entry is slower than either: the copies go, and each is made again once its
    // task is read (remakeListCopy). Clearing a table moves no data and cannot fail part way.
    this.version(8)
      .stores({ peopleBuckets: 'key, taskId, [taskId+stamp]', peopleLists: 'key, taskId, [taskId+stamp]' })
      .upgrade((tx) => tx.table('peopleLists').clear());
    // 9: the mirrored catalogue's version as an index key: a refresh asks the server with the version
    // it holds, and reads it from the index (./catalogue-mirror.ts) instead of the whole snapshot,
    // without Dexie. Making the index reads the one row; it moves nothing.
    this.version(9).stores({ catalogue: 'name, data.version' });
  }
}

async function intoBuckets(tx: Transaction, from: string, to: string): Promise<void> {
  const rows: TaskPersonMirror[] = await tx.table(from).toArray();
  if (rows.length) await tx.table(to).bulkPut([...toBuckets(rows).values()]);
}

export const db = new PortalDb();

// For the live reads of the screens drawn before this module loads (./live.ts, through ./peek.ts's loadLiveDb).
export { liveQuery } from 'dexie';
