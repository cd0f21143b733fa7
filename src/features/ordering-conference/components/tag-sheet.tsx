import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import type { Sample } from '@/domain/ordering-conference/contract';
import { pickName, useFastCatalogue } from '@/ordering/api/use-fast-catalogue';
import { Money } from '@/ui/money';
import { tagPath } from '@/domain/ordering-conference/tag-path';
import { QrCode } from '@/ui/qr-code';
import classes from './tag-sheet.module.css';

/** The address a sample's QR code opens: its public tag page on this portal, for this sample's conference. */
export const tagUrl = (productNo: string, tagKey: string) => `${window.location.origin}${tagPath(productNo, tagKey)}`;

/** Printable tags for the sample line: each with its QR code, product number, category and price. */
export function TagSheet({ opened, title, samples, onClose }: { opened: boolean; title: string; samples: Sample[]; onClose: () => void }) {
  const { t, i18n } = useTranslation('ordering_conference');
  const { index } = useFastCatalogue();
  return (
    <Modal opened={opened} onClose={onClose} title={`${t('tags')} · ${title}`} size="xl">
      <Group justify="flex-end" mb="sm">
        <Button onClick={() => window.print()} data-testid="tags-print">
          {t('print')}
        </Button>
      </Group>
      <div className={classes.sheet}>
        {samples.map((s) => {
          const category = index?.category.get(s.category_id);
          return (
            <div key={s.id} className={classes.tag} data-testid="sample-tag">
              <QrCode text={tagUrl(s.product_no, s.tag)} testId="tag-qr" />
              <Text fw={700} mt={6}>
                {s.product_no}
              </Text>
              <Text size="sm">{category ? pickName(i18n.language, category.name, category.name_en) : ''}</Text>
              <Text size="sm" c="dimmed">
                {s.fabric_num} · {s.sizes.join(' / ')}
              </Text>
              <Text fw={600}>
                <Money yuan={s.price} />
              </Text>
            </div>
          );
        })}
      </div>
    </Modal>
  );
}
