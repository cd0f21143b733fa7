import { Box, Button, Group, Image, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useWarn } from '@/ui/use-warn';
import { useFastOrder } from '@/ordering/state/fast-order-context';

type PreviewButtonProps = { index: CatalogueIndex };

/**
 * The 3D preview (spec 2 §2.1): opens on request, warns without a category, and closes by itself
 * when no category remains. Until the 3D viewer lands it shows the chosen categories and the
 * fabric texture instead of a model.
 */
export function PreviewButton({ index }: PreviewButtonProps) {
  const { t, i18n } = useTranslation('fast_purchase');
  const warn = useWarn();
  const { state } = useFastOrder();
  const [open, setOpen] = useState(false);
  const opened = open && state.categories.length > 0;
  const fabric = index.fabric.get(state.fabric.fabric_num);
  return (
    <>
      <Button variant="light" onClick={() => (state.categories.length ? setOpen(true) : warn('previewNeedsCategory'))} data-testid="preview-3d">
        {t('preview3d')}
      </Button>
      <Modal opened={opened} onClose={() => setOpen(false)} title={t('preview3d')} size="lg">
        <Stack gap="sm" data-testid="preview-placeholder">
          <Group gap="md" align="flex-start">
            <Box w={160} h={160} style={{ borderRadius: 8, overflow: 'hidden', background: fabric?.colour_hex ?? 'var(--mantine-color-gray-2)' }}>
              {fabric?.texture && <Image src={fabric.texture} w={160} h={160} fit="cover" alt={fabric.fabric_num} />}
            </Box>
            <Stack gap={4}>
              {state.categories.map((c) => {
                const cat = index.category.get(c.category_id);
                return <Text key={c.category_id}>{cat ? pickName(i18n.language, cat.name, cat.name_en) : c.category_id}</Text>;
              })}
              <Text size="sm" c="dimmed">
                {fabric ? `${fabric.fabric_num} · ${pickName(i18n.language, fabric.name, fabric.name_en)}` : t('previewNoFabric')}
              </Text>
            </Stack>
          </Group>
          <Text size="sm" c="dimmed">
            {t('previewPlaceholder')}
          </Text>
        </Stack>
      </Modal>
    </>
  );
}
