import { Alert, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { TitledSection } from '@/ui/titled-section';
import { bulkApi } from '@/api/bulk-goods';
import { pickName, useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { NewCodesDialog } from '@/ordering/components/new-codes-dialog';
import { BasicsForm } from './basics-form';
import { BulkTotalBar } from './bulk-total-bar';
import { ProductPicker } from './product-picker';
import { ProductRowCard } from './product-row';
import type { RowGoods } from './state';
import { useBulkOrderForm } from './use-bulk-order-form';

/** spec 2 §2.6 bulk goods (/home/largeGoods): a company's order of products in counts per size, to the cart as order type 4. */
export function BulkGoodsPage() {
  const { t, i18n } = useTranslation('large_goods');
  const { index, loading } = useFastCatalogue();
  const { state, dispatch, restored, online, changing, setChanging, sending, addProduct, taken, saveRow, saveAsNewProduct, clear, submit } = useBulkOrderForm(index);

  // Named from the catalogue in the reader's language: the row keeps the name it was added with.
  const categoryName = (g: RowGoods) => {
    const category = index?.category.get(g.category_item_id);
    return category ? pickName(i18n.language, category.name, category.name_en) : g.category_item_name;
  };

  return (
    <Container size="xl" py="md" data-testid="large-goods">
      <Stack gap="md">
        <Title order={2}>{t('title')}</Title>
        {!online && (
          <Alert color="orange" variant="light" data-testid="bulk-offline">
            {t('needs_network')}
          </Alert>
        )}
        {(loading || !restored) && <Loader role="status" aria-label={t('loading_catalogue')} />}
        {index && restored && (
          <>
            <BasicsForm state={state} dispatch={dispatch} />
            <TitledSection title={t('products')}>
              <Stack gap="sm">
                <ProductPicker taken={taken} onAdd={addProduct} />
                {state.rows.length === 0 && (
                  <Text c="dimmed" size="sm" data-testid="bulk-no-products">
                    {t('no_products_yet')}
                  </Text>
                )}
                {state.rows.map((row) => (
                  <ProductRowCard key={row.key} row={row} index={index} dispatch={dispatch} onSave={saveRow} />
                ))}
              </Stack>
            </TitledSection>
            <BulkTotalBar rows={state.rows} sending={sending} onClear={clear} onSubmit={() => void submit()} />
          </>
        )}
      </Stack>
      <NewCodesDialog
        request={changing && { oldCode: changing.product_code, styles: changing.goods.map((g, i) => ({ label: categoryName(g), old: changing.saved[i]?.style_number ?? '' })) }}
        title={t('style_change.title')}
        hint={t('style_change.hint')}
        check={bulkApi.check}
        onConfirm={(codes) => (changing ? saveAsNewProduct(changing, codes) : Promise.resolve())}
        onClose={() => setChanging(null)}
      />
    </Container>
  );
}
