import { useState } from 'react';
import { Anchor, Badge, Box, Button, Group, Image, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { failureText } from '@/api/api-error';
import { PublicQueryPage } from '@/data/public-query-page';
import { conferenceApi, conferenceKeys } from '@/api/ordering-conference';
import { useSession } from '@/db/session';
import { MAX_LINE_QUANTITY, type SampleTag } from '@/domain/ordering-conference/contract';
import { tagPath } from '@/domain/ordering-conference/tag-path';
import { fenToYuan, yuanToFen } from '@/domain/shared/money';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { Money } from '@/ui/money';
import { notify } from '@/ui/notify';

/**
 * A sample's tag page (spec 1 §2: /sample-tag/:product_no, open without signing in; ?tag= names its conference),
 * what a sample's QR code opens at the event: the product, its fabric and price. A signed-in
 * invited buyer orders here, per size.
 */
export function SampleTagPage() {
  const { t } = useTranslation('ordering_conference');
  const productNo = useParams().product_no ?? '';
  // The printed QR code names the sample's conference; the page shows that conference's offer only.
  const tagKey = useSearchParams()[0].get('tag') ?? '';
  const tag = useQuery({ queryKey: conferenceKeys.tag(productNo, tagKey), queryFn: () => conferenceApi.tag(productNo, tagKey), retry: false });
  return (
    <PublicQueryPage query={tag} size="md" unreachable={t('needs_network')} errorTestId="tag-error">
      {(data) => <TagBody tag={data} tagKey={tagKey} />}
    </PublicQueryPage>
  );
}

function TagBody({ tag, tagKey }: { tag: SampleTag; tagKey: string }) {
  const { t, i18n } = useTranslation('ordering_conference');
  const session = useSession();
  const signedIn = Boolean(session?.userId);
  const name = (zh: string, en: string) => pickName(i18n.language, zh, en);
  return (
    <Stack data-testid="tag-page">
      <Paper withBorder p="md" radius="md">
        <Group align="flex-start" wrap="wrap" gap="lg">
          <Box w={180} h={180} style={{ borderRadius: 8, overflow: 'hidden', background: tag.colour_hex || 'var(--mantine-color-gray-2)' }} data-testid="tag-swatch">
            {tag.texture && <Image src={tag.texture} w={180} h={180} fit="cover" alt={tag.fabric_num} />}
          </Box>
          <Stack gap={4} style={{ flex: 1, minWidth: 220 }}>
            <Text size="sm" c="dimmed">
              {t('col.product_no')} {tag.product_no}
            </Text>
            <Title order={2}>{name(tag.category_name, tag.category_name_en)}</Title>
            <Text>
              {t('col.edition')} {tag.edition_number}
            </Text>
            <Text>
              {t('col.fabric')} {tag.fabric_num} · {name(tag.fabric_name, tag.fabric_name_en)}
            </Text>
            <Text size="sm" c="dimmed">
              {name(tag.composition, tag.composition_en)}
            </Text>
          </Stack>
        </Group>
      </Paper>
      {tag.offers.map((offer) => (
        <Paper key={offer.sample_id} withBorder p="md" radius="md" data-testid="tag-offer">
          <Group justify="space-between" mb="xs">
            <div>
              <Text fw={600}>{offer.conference_name}</Text>
              <Text size="sm" c="dimmed">
                {t('until', { date: offer.end_date })}
              </Text>
            </div>
            <Text fw={700} size="xl">
              <Money yuan={offer.price} />
            </Text>
          </Group>
          <Group gap={4} mb="sm">
            {offer.sizes.map((s) => (
              <Badge key={s} variant="outline">
                {s}
              </Badge>
            ))}
          </Group>
          {isInvited(offer) ? (
            <OrderForm offer={offer} productNo={tag.product_no} tagKey={tagKey} />
          ) : signedIn ? (
            <Text size="sm" c="dimmed">
              {t('not_invited')}
            </Text>
          ) : (
            <Anchor component={Link} to="/login" state={{ from: tagPath(tag.product_no, tagKey) }} data-testid="tag-sign-in">
              {t('sign_in_to_order')}
            </Anchor>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

type Offer = SampleTag['offers'][number] & { mine: NonNullable<SampleTag['offers'][number]['mine']> };
/** The server sends the viewer's counts only where the viewer is an invited buyer. */
const isInvited = (offer: SampleTag['offers'][number]): offer is Offer => offer.mine !== null;

function OrderForm({ offer, productNo, tagKey }: { offer: Offer; productNo: string; tagKey: string }) {
  const { t } = useTranslation('ordering_conference');
  const qc = useQueryClient();
  const [counts, setCounts] = useState<Record<string, number | string>>(() => Object.fromEntries(offer.sizes.map((s) => [s, offer.mine.find((m) => m.size === s)?.quantity ?? ''])));
  const [busy, setBusy] = useState(false);
  const pieces = offer.sizes.reduce((n, s) => n + (Number(counts[s]) || 0), 0);
  const save = async () => {
    setBusy(true);
    try {
      await conferenceApi.order({ sample_id: offer.sample_id, lines: offer.sizes.map((s) => ({ size: s, quantity: Number(counts[s]) || 0 })) });
      notify.success(t('ordered_n', { count: pieces }));
      await qc.invalidateQueries({ queryKey: conferenceKeys.tag(productNo, tagKey) });
    } catch (err) {
      notify.error(failureText(err, t('needs_network')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 3, sm: 6 }} spacing="xs">
        {offer.sizes.map((s) => (
          <NumberInput
            key={s}
            label={s}
            min={0}
            max={MAX_LINE_QUANTITY}
            allowDecimal={false}
            clampBehavior="strict"
            value={counts[s]}
            onChange={(v) => setCounts((c) => ({ ...c, [s]: v }))}
            data-testid={`tag-count-${s}`}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between">
        <Text>
          {t('pieces_n', { count: pieces })} · <Money yuan={fenToYuan(pieces * (yuanToFen(offer.price) ?? 0))} />
        </Text>
        <Button loading={busy} onClick={() => void save()} data-testid="tag-order">
          {t('order')}
        </Button>
      </Group>
    </Stack>
  );
}
