// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { useCallback, useState } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/db/db';
import { newerDraft } from './draft-write-ahead';
import { clearStoredDraft, storeDraft, useStoredDraft, type DraftSlot } from './use-stored-draft';

const SLOT: DraftSlot = { form: 'testForm', version: 2 };
const USER = 7;
const KEY = `testForm.draft.${USER}`;
const AHEAD = `mtm.draftAhead.${KEY}`;

type Form = { name: string };

/** A form as the screens hold one: its state, restored from the device once, stored on each change. */
function useForm() {
  const [state, setState] = useState<Form>({ name: '' });
  const restore = useCallback((saved: Form) => setState(saved), []);
  const restored = useStoredDraft(SLOT, USER, state, restore);
  return { state, setState, restored };
}

const storedRow = async () => (await db.settings.get(KEY))?.value as { version: number; state: Form; at?: number } | undefined;

afterEach(async () => {
  localStorage.clear();
  await db.settings.clear();
});

describe('an order form’s draft on the device', () => {
  it('stores each change, and leaves no copy behind once the write has committed', async () => {
    const { result } = renderHook(useForm);
    await waitFor(() => expect(result.current.restored).toBe(true));
    act(() => result.current.setState({ name: '王' }));
    // The copy is there at once, in the keystroke's own task, before IndexedDB has answered.
    expect(JSON.parse(localStorage.getItem(AHEAD)!)).toMatchObject({ version: 2, state: { name: '王' } });
    await waitFor(async () => expect((await storedRow())?.state).toEqual({ name: '王' }));
    await waitFor(() => expect(localStorage.getItem(AHEAD)).toBeNull());
  });

  it('restores a change whose write the last page did not finish, and then writes it', async () => {
    await storeDraft(SLOT, USER, { name: '王' });
    const stored = await storedRow();
    // The page went while the write of the next change still waited: only its copy is left.
    localStorage.setItem(AHEAD, JSON.stringify({ version: 2, state: { name: '王五' }, at: stored!.at! + 1 }));
    const { result } = renderHook(useForm);
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.state).toEqual({ name: '王五' });
    await waitFor(async () => expect((await storedRow())?.state).toEqual({ name: '王五' }));
    await waitFor(() => expect(localStorage.getItem(AHEAD)).toBeNull());
  });

  it('prefers the stored draft to an older copy, and drops the copy', async () => {
    localStorage.setItem(AHEAD, JSON.stringify({ version: 2, state: { name: '旧' }, at: 1 }));
    await storeDraft(SLOT, USER, { name: '新' });
    const { result } = renderHook(useForm);
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.state).toEqual({ name: '新' });
    expect(localStorage.getItem(AHEAD)).toBeNull();
  });

  it('ignores a copy of another version of the form, or one that does not parse', async () => {
    localStorage.setItem(AHEAD, JSON.stringify({ version: 1, state: { other: true }, at: Date.now() + 60_000 }));
    const { result } = renderHook(useForm);
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.state).toEqual({ name: '' });
    expect(localStorage.getItem(AHEAD)).toBeNull();

    localStorage.setItem(AHEAD, '{not json');
    const again = renderHook(useForm);
    await waitFor(() => expect(again.result.current.restored).toBe(true));
    expect(again.result.current.state).toEqual({ name: '' });
    expect(localStorage.getItem(AHEAD)).toBeNull();
  });

  it('clearing the draft (the order placed) drops the copy too, so nothing brings it back', async () => {
    await storeDraft(SLOT, USER, { name: '王' });
    localStorage.setItem(AHEAD, JSON.stringify({ version: 2, state: { name: '王五' }, at: Date.now() + 60_000 }));
    await clearStoredDraft(SLOT, USER);
    const { result } = renderHook(useForm);
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.state).toEqual({ name: '' });
  });

  it('a drop whose delete the last page did not finish still drops the draft, and then deletes it', async () => {
    await storeDraft(SLOT, USER, { name: '王' });
    const stored = await storedRow();
    // The order was placed and the page went while the delete still waited: only the drop's copy is left.
    localStorage.setItem(AHEAD, JSON.stringify({ version: 2, dropped: true, at: stored!.at! + 1 }));
    const { result } = renderHook(useForm);
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.state).toEqual({ name: '' });
    await waitFor(async () => expect(await storedRow()).toBeUndefined());
    await waitFor(() => expect(localStorage.getItem(AHEAD)).toBeNull());
  });

  it('clearing keeps the drop’s copy in its own task, and leaves none once the delete has committed', async () => {
    await storeDraft(SLOT, USER, { name: '王' });
    const cleared = clearStoredDraft(SLOT, USER);
    expect(JSON.parse(localStorage.getItem(AHEAD)!)).toMatchObject({ version: 2, dropped: true });
    await cleared;
    expect(localStorage.getItem(AHEAD)).toBeNull();
    expect(await storedRow()).toBeUndefined();
  });

  it('a draft typed after the drop is restored, the drop’s copy being older', async () => {
    localStorage.setItem(AHEAD, JSON.stringify({ version: 2, dropped: true, at: 1 }));
    await storeDraft(SLOT, USER, { name: '新' });
    const { result } = renderHook(useForm);
    await waitFor(() => expect(result.current.restored).toBe(true));
    expect(result.current.state).toEqual({ name: '新' });
    expect(localStorage.getItem(AHEAD)).toBeNull();
  });
});

describe('the newer of two copies of a draft', () => {
  const d = (at: number | undefined, version = 2) => ({ version, state: at, at });
  it('takes the later stamp, a draft stored before stamps counting as the oldest', () => {
    expect(newerDraft(d(5), d(6), 2)).toEqual(d(6));
    expect(newerDraft(d(7), d(6), 2)).toEqual(d(7));
    expect(newerDraft(d(undefined), d(1), 2)).toEqual(d(1));
    expect(newerDraft(d(3), undefined, 2)).toEqual(d(3));
  });
  it('answers a drop newer than the stored draft', () => {
    const dropped = { version: 2, dropped: true as const, at: 8 };
    expect(newerDraft(d(5), dropped, 2)).toBe(dropped);
    expect(newerDraft(d(9), dropped, 2)).toEqual(d(9));
  });
  it('takes only copies of the form’s version', () => {
    expect(newerDraft(d(5), d(9, 1), 2)).toEqual(d(5));
    expect(newerDraft(undefined, d(9, 1), 2)).toBeUndefined();
  });
});
