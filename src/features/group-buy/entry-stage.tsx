import { Button, Stack } from '@mantine/core';
import { ActionBar } from '@/ui/action-bar';
import { useTranslation } from '@/ui/i18n';
import { groupApi } from '@/api/group-buy';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import type { GroupOrder } from '@/domain/group-buy/contract';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { NewCodesDialog } from '@/ordering/components/new-codes-dialog';
import { EntryBasicsPanel } from './entry-basics';
import { EntryGoods } from './entry-goods';
import { useEntryForm } from './use-entry-form';

type EntryStageProps = { order: GroupOrder | null; index: CatalogueIndex };

/**
 * 业务录入 (spec 2 §2.5): basic info, the fabric type, a product picker and the chosen goods, each
 * row editable (quantity, pattern, fabric, techniques). A row whose garment no longer matches its
 * style asks for a new style number, saved for reuse. Save keeps the entry on the server; submit
 * sends it to finance review. The form is kept on the device as it is typed.
 */
export function EntryStage({ order, index }: EntryStageProps) {
  const { t, i18n } = useTranslation('group_buy');
  const { state, dispatch, busy, styling, setStyling, finishRow, saveStyle, saveOnly, submit } = useEntryForm(order, index);
  const category = styling ? index.category.get(styling.category_id) : undefined;

  return (
    <Stack gap="md">
      <EntryBasicsPanel state={state} dispatch={dispatch} />
      <EntryGoods state={state} index={index} dispatch={dispatch} onDone={finishRow} />

      <ActionBar>
        <Button variant="default" onClick={() => void saveOnly()} loading={busy} data-testid="group-save">
          {t('save')}
        </Button>
        <Button color="red" onClick={() => void submit()} loading={busy} data-testid="group-submit">
          {t('submit')}
        </Button>
      </ActionBar>

      <NewCodesDialog
        request={styling && { styles: [{ label: `${styling.product_code} · ${category ? pickName(i18n.language, category.name, category.name_en) : ''}`, old: styling.style_number }] }}
        title={t('style_change.title')}
        hint={t('style_change.hint')}
        check={(_code, styles) => groupApi.styleCheck(styling?.category_id ?? 0, styles)}
        onConfirm={(codes) => (styling ? saveStyle(styling, codes) : Promise.resolve())}
        onClose={() => setStyling(null)}
      />
    </Stack>
  );
}
