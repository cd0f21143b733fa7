import { Tabs } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { TitledSection } from '@/ui/titled-section';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { categoryName } from '@/ordering/api/use-fast-catalogue';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import { CategoryTechniques } from './category-techniques';
import { TabCloseButton } from './tab-close-button';
import { useConfirmRemoveCategory } from './use-confirm-remove-category';

type TechniquePanelProps = { index: CatalogueIndex };

/** A tab per selected category; a tab can be closed (after confirming) only on individual orders (spec 2 §2.2). */
export function TechniquePanel({ index }: TechniquePanelProps) {
  const { t, i18n } = useTranslation('ordering');
  const { state, dispatch } = useFastOrder();
  const close = useConfirmRemoveCategory();
  if (state.categories.length === 0) return null;
  const closable = state.order_type === 1;

  return (
    <TitledSection title={t('techniques')}>
      <Tabs value={state.activeCategory ? String(state.activeCategory) : null} onChange={(v) => v && dispatch({ type: 'setActiveCategory', category_id: Number(v) })} keepMounted={false}>
        <Tabs.List>
          {state.categories.map((c) => {
            return (
              <Tabs.Tab
                key={c.category_id}
                value={String(c.category_id)}
                data-testid={`category-tab-${c.category_id}`}
                rightSection={closable && <TabCloseButton label={t('removeCategoryTitle')} onClose={() => close(c.category_id)} />}
              >
                {categoryName(index, i18n.language, c.category_id)}
              </Tabs.Tab>
            );
          })}
        </Tabs.List>
        {state.categories.map((c) => (
          <Tabs.Panel key={c.category_id} value={String(c.category_id)} pt="sm">
            <CategoryTechniques index={index} category={c} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </TitledSection>
  );
}
