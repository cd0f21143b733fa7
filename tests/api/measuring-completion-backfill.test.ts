/**
 * The migration that reads the people stored before "measured means every garment" by that rule:
 * each gets its garments counted, one stored measured with a garment still blank goes back to not
 * measured, and nobody is made measured by it.
 */
import { expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { up } from '../../server/db/migrations/0027_measuring_completion_backfill';
import { eachDatabase } from '../support/api';

eachDatabase('the completion backfill', (server) => {
  const person = (id: number) => server().db.selectFrom('measuring_people').select(['measuring_status_id', 'garments_done']).where('id', '=', id).executeTakeFirstOrThrow();

  it('counts each person garments, sends one with a blank garment back to not measured, and measures nobody', async () => {
    const { db } = server();
    const task = await db.selectFrom('measuring_tasks').select('id').orderBy('id').executeTakeFirstOrThrow();
    const people = await db.selectFrom('measuring_people').select(['id', 'measuring_status_id']).where('task_id', '=', task.id).orderBy('id').execute();
    const measured = people.filter((p) => p.measuring_status_id === 2);
    const [blankTrousers, whole] = [measured[0]!, measured[1]!];
    const started = people.find((p) => p.measuring_status_id === 1)!;

    // Stored measured under the old rule, with the trousers (category 2) never taken.
    await db.updateTable('measuring_measurements').set({ size: '', items: JSON.stringify([]) }).where('person_id', '=', blankTrousers.id).where('category_id', '=', 2).execute();
    // Not measured, with the jacket taken: part way.
    const jacket = await db.selectFrom('measuring_measurements').selectAll().where('person_id', '=', whole.id).where('category_id', '=', 1).executeTakeFirstOrThrow();
    await db.insertInto('measuring_measurements').values({ ...jacket, person_id: started.id, items: JSON.stringify(jacket.items), special: JSON.stringify(jacket.special) }).execute();

    await up(db as unknown as Kysely<unknown>);

    expect(await person(blankTrousers.id)).toEqual({ measuring_status_id: 1, garments_done: 1 });
    expect(await person(whole.id)).toEqual({ measuring_status_id: 2, garments_done: 2 });
    expect(await person(started.id)).toEqual({ measuring_status_id: 1, garments_done: 1 });
    const untouched = people.find((p) => p.measuring_status_id === 1 && p.id !== started.id)!;
    expect(await person(untouched.id)).toEqual({ measuring_status_id: 1, garments_done: 0 });
  });
});
