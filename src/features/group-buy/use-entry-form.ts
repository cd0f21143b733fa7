import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import { useNavigate } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { groupApi, groupKeys, reportGroupFailure } from '@/api/group-buy';
import { getUserId } from '@/db/session';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { GroupEntrySchema, type GroupOrder } from '@/domain/group-buy/contract';
import { checkGroupEntry, needsNewStyle, type GroupProblem } from '@/domain/group-buy/rules';
import { missingRequiredGroup } from '@/domain/rules/technique';
import type { NewCodes } from '@/ordering/components/new-codes-dialog';
import { clearStoredDraft, useStoredDraft } from '@/ordering/state/use-stored-draft';
import { notify } from '@/ui/notify';
import { useWarn } from '@/ui/use-warn';
import { useIssueSentence } from '@/ui/use-issue-sentence';
import { emptyEntry, entryFromOrder, entryPayload, entryReducer, type EntryForm, type EntryRow } from './entry-state';

/**
 * The entry's form: its state (kept on the device as it is typed), a row's Done (which may ask for
 * a new style number), and Save and Submit. The screen only lays it out.
 */
export function useEntryForm(order: GroupOrder | null, index: CatalogueIndex) {
  const { t } = useTranslation('group_buy');
  const warn = useWarn();
  const issueSentence = useIssueSentence();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [state, dispatch] = useReducer(entryReducer, order, (o) => (o ? entryFromOrder(o) : emptyEntry()));
  const restore = useCallback(
    (saved: EntryForm) => {
      // A draft of an older version of the order (it was sent back since) is not restored.
      if (saved.server_time === (order?.update_time ?? '')) dispatch({ type: 'restore', state: saved });
    },
    [order?.update_time],
  );
  useStoredDraft({ form: `groupBuy.${order?.id ?? 'new'}`, version: 1 }, getUserId(), state, restore);
  const [styling, setStyling] = useState<EntryRow | null>(null);
  const [busy, setBusy] = useState(false);
  const saveKey = useRef(crypto.randomUUID());
  const styleKey = useRef(crypto.randomUUID());

  const say = (p: GroupProblem) => warn({ key: p.key, params: { ...p.params, ...(p.label ? { name: t(p.label) } : {}) } });

  const finishRow = (row: EntryRow) => {
    const missing = missingRequiredGroup(index.snapshot, row.category_id, row.tech_ids);
    if (missing) return warn(missing);
    if (needsNewStyle(index.snapshot, { edition_number: row.edition_number, tech_info: row.tech_ids }, row.base)) return setStyling(row);
    dispatch({ type: 'done', key: row.key });
  };
  const saveStyle = async (row: EntryRow, codes: NewCodes) => {
    try {
      await groupApi.addStyle({ style_number: codes.styles[0]!, category_id: row.category_id, edition_number: row.edition_number, tech_ids: row.tech_ids }, styleKey.current);
      styleKey.current = crypto.randomUUID();
      notify.success(t('style_added'));
      setStyling(null);
      dispatch({ type: 'done', key: row.key, style_number: codes.styles[0]! });
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
      reportGroupFailure('group_buy.add_new_style', err);
    }
  };

  /** Saves the entry on the server; answers its id, or null when refused (already said). */
  const save = async (): Promise<number | null> => {
    if (state.rows.some((r) => r.editing)) {
      warn('group_buy:finish_editing');
      return null;
    }
    setBusy(true);
    try {
      const { id } = await groupApi.save(entryPayload(state), saveKey.current);
      saveKey.current = crypto.randomUUID();
      dispatch({ type: 'saved', id });
      // A new order's draft has become the order: the next new one starts empty.
      const userId = getUserId();
      if (!order && userId !== null) await clearStoredDraft({ form: 'groupBuy.new', version: 1 }, userId);
      void qc.invalidateQueries({ queryKey: groupKeys.all });
      return id;
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
      reportGroupFailure('group_buy.save', err);
      return null;
    } finally {
      setBusy(false);
    }
  };
  const saveOnly = async () => {
    const id = await save();
    if (id === null) return;
    notify.success(t('saved'));
    if (!order) navigate(`/home/groupPurchase/${id}`, { replace: true });
  };
  const submit = async () => {
    const entry = entryPayload(state);
    const parsed = GroupEntrySchema.safeParse(entry);
    if (!parsed.success) return warn({ key: 'serverMessage', params: { message: issueSentence(parsed.error.issues[0]!, entry) } });
    const problem = checkGroupEntry(parsed.data);
    if (problem) return say(problem);
    const id = await save();
    if (id === null) return;
    try {
      await groupApi.submit(id);
      notify.success(t('submitted'));
      // Sent to review: the entry is the server's now, and a draft of it would be stale.
      const userId = getUserId();
      if (userId !== null) await clearStoredDraft({ form: `groupBuy.${id}`, version: 1 }, userId);
      await qc.invalidateQueries({ queryKey: groupKeys.all });
      if (!order) navigate(`/home/groupPurchase/${id}`, { replace: true });
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
      reportGroupFailure('group_buy.submit', err);
    }
  };

  return { state, dispatch, busy, styling, setStyling, finishRow, saveStyle, saveOnly, submit };
}

export type EntryDispatch = ReturnType<typeof useEntryForm>['dispatch'];
