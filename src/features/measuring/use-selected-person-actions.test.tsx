// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, type TaskPersonMirror } from '@/db/db';
import { applyAddPerson } from '@/db/measuring-effects';
import { queueDeletePerson, queueEditOrderInfo } from '@/db/measuring-mirror';
import { getPerson } from '@/db/people-buckets';
import type { usePersonChanges } from './api/use-person-changes';
import type { DetailsDialog } from './components/details-dialogs';
import { keepUnsaved, readUnsaved, unsavedKey } from './components/unsaved-measurements';
import { useSelectedPersonActions } from './use-selected-person-actions';

// The delete's question answered yes at once (the confirm dialog itself is the kit's, src/ui/confirm.tsx, which says a failure).
vi.mock('@/ui/confirm', () => ({ confirmAction: ({ onConfirm }: { onConfirm: () => Promise<void> }) => void onConfirm().catch(() => undefined) }));

const USER = 4;
const TASK = 1;
const LOCAL_ID = -1;
const SIGNATURE = 'data:image/png;base64,iVBORw0KGgo=';

/** A person added on this device, as the live list shows them before anything else is saved. */
async function addedPerson(): Promise<TaskPersonMirror> {
  await applyAddPerson(db.peopleBuckets, { task_id: TASK, local_id: LOCAL_ID, truename: '离线新人', gender_id: 1, company_name: '华东能源', department_name: '工程部' });
  return (await getPerson(db.peopleBuckets, TASK, LOCAL_ID))!;
}

/** The panel's actions on `selected`, with the dialog they open recorded. */
function actionsOn(selected: TaskPersonMirror) {
  const setDialog = vi.fn<(dialog: DetailsDialog) => void>();
  const { result } = renderHook(() =>
    useSelectedPersonActions({ selected, ready: () => true, changes: {} as ReturnType<typeof usePersonChanges>, selectKey: () => undefined, setDialog }),
  );
  return { open: () => act(() => result.current.openOrderInfo(0)), setDialog };
}

afterEach(async () => {
  await Promise.all([db.peopleBuckets.clear(), db.peopleLists.clear(), db.outbox.clear(), db.settings.clear()]);
});

describe('the order info dialog of the person shown', () => {
  it('opens on the order info just saved, while the live list still shows the person before it', async () => {
    const listed = await addedPerson();
    await queueEditOrderInfo(
      db,
      USER,
      { task_id: TASK, user_id: LOCAL_ID, truename: '离线新人', gender_id: 1, department_name: '工程部', order_config: [], sign: SIGNATURE, repair_status_id: 0 },
      '订单信息: 离线新人',
    );
    // The list's copy is the one read before the save: opened from it, the dialog showed no signature.
    expect(listed.data.person.sign).toBeNull();
    const { open, setDialog } = actionsOn(listed);
    await open();
    expect(setDialog).toHaveBeenCalledOnce();
    expect(setDialog.mock.calls[0]![0]).toMatchObject({ kind: 'order', repair: 0, person: { id: LOCAL_ID, sign: SIGNATURE } });
  });

  it('opens nothing once the measurer has picked another person while it was read', async () => {
    const listed = await addedPerson();
    const setDialog = vi.fn<(dialog: DetailsDialog) => void>();
    const { result, rerender } = renderHook(
      ({ selected }) => useSelectedPersonActions({ selected, ready: () => true, changes: {} as ReturnType<typeof usePersonChanges>, selectKey: () => undefined, setDialog }),
      { initialProps: { selected: listed as TaskPersonMirror | null } },
    );
    const opening = result.current.openOrderInfo(0);
    rerender({ selected: null });
    await act(() => opening);
    expect(setDialog).not.toHaveBeenCalled();
  });

  it('opens nothing on a person no longer on the device', async () => {
    const listed = await addedPerson();
    await queueDeletePerson(db, USER, { id: LOCAL_ID, task_id: TASK }, '删除员工: 离线新人');
    const { open, setDialog } = actionsOn(listed);
    await open();
    expect(setDialog).not.toHaveBeenCalled();
  });
});

describe('deleting the person shown', () => {
  const deleting = (selected: TaskPersonMirror, remove: () => Promise<boolean>) => {
    const { result } = renderHook(() =>
      useSelectedPersonActions({ selected, ready: () => true, changes: { remove } as unknown as ReturnType<typeof usePersonChanges>, selectKey: () => undefined, setDialog: () => undefined }),
    );
    return () => act(async () => result.current.removeSelected());
  };
  const keep = (row: TaskPersonMirror) => keepUnsaved(unsavedKey(row.key), { draft: { height: 171 }, baseRev: 1, at: 1, name: row.truename });

  it('lets the values kept unsaved for them go before they leave the device’s list', async () => {
    const listed = await addedPerson();
    keep(listed);
    const keptWhenQueued: unknown[] = [];
    await deleting(listed, async () => {
      keptWhenQueued.push(readUnsaved(unsavedKey(listed.key)));
      return true;
    })();
    await vi.waitFor(() => expect(keptWhenQueued).toEqual([null]));
    expect(readUnsaved(unsavedKey(listed.key))).toBeNull();
  });

  it('keeps those values when the delete could not be queued', async () => {
    const listed = await addedPerson();
    keep(listed);
    const refused = vi.fn(async () => {
      throw new Error('storage full');
    });
    await deleting(listed, refused)();
    await vi.waitFor(() => expect(refused).toHaveBeenCalled());
    await vi.waitFor(() => expect(readUnsaved(unsavedKey(listed.key))).toMatchObject({ draft: { height: 171 } }));
  });
});
