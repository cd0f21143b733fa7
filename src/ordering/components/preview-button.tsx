import { Button, Center, Drawer, Loader, Text } from '@mantine/core';
import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { viewerScene } from '@/domain/viewer/garment';
import { pickName } from '@/ordering/api/use-fast-catalogue';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { FastOrderForm } from '@/ordering/state/fast-order-state';
import { parseMeasure } from '@/ordering/state/to-domain';
import { useWarn } from '@/ui/use-warn';

// three.js comes with the viewer, only when it opens (issue 12: in no route's first download).
const GarmentViewer = lazy(() => import('@/ordering/viewer/garment-viewer').then((m) => ({ default: m.GarmentViewer })));

type PreviewButtonProps = { index: CatalogueIndex };

/**
 * three.js is fetched when the viewer first opens (it is not precached): offline before that, its
 * download fails, and the drawer says so instead of taking the form down with it.
 */
class ViewerLoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Each body item's net value, from whichever category measured it. */
function netValues(form: FastOrderForm): Map<number, number> {
  const net = new Map<number, number>();
  for (const m of Object.values(form.measure.perCategory)) {
    for (const [item, raw] of Object.entries(m.net)) {
      const value = parseMeasure(raw);
      if (value !== null && !net.has(Number(item))) net.set(Number(item), value);
    }
  }
  return net;
}

/**
 * The 3D preview (spec 2 §2.1, §5, §7): opens on request (请选择至少一个品类! without a category) and
 * closes by itself when no category remains. It sits beside the form without covering it, so the
 * garment follows the design, the fabric and the measures live as they are chosen.
 */
export function PreviewButton({ index }: PreviewButtonProps) {
  const { t, i18n } = useTranslation('deep');
  const warn = useWarn();
  const { state } = useFastOrder();
  const [open, setOpen] = useState(false);
  const opened = open && state.categories.length > 0;
  const techKey = JSON.stringify(state.categories.map((c) => [c.category_id, c.tech?.choices.map((x) => x.tech_id), c.tech?.specials]));
  const net = netValues(state);
  const netKey = JSON.stringify([...net]);
  const scene = useMemo(
    () =>
      viewerScene(index, {
        categories: state.categories.map((c) => ({ category_id: c.category_id, tech_ids: c.tech ? [...c.tech.choices.map((x) => x.tech_id).filter((id) => id > 0), ...c.tech.specials] : [] })),
        gender: state.user.user_sex,
        height: parseMeasure(state.user.user_height),
        net: new Map(JSON.parse(netKey) as [number, number][]),
        fabric_num: state.fabric.fabric_num,
      }),
    // The keys stand for the categories' techniques and the measures (new objects each render).
    [index, techKey, netKey, state.user.user_sex, state.user.user_height, state.fabric.fabric_num],
  );
  const missingNames = scene.missing.map((id) => {
    const c = index.category.get(id);
    return c ? pickName(i18n.language, c.name, c.name_en) : String(id);
  });
  return (
    <>
      <Button variant="light" onClick={() => (state.categories.length ? setOpen(true) : warn('fast_purchase:previewNeedsCategory'))} data-testid="preview-3d">
        {t('viewer.open')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpen(false)}
        title={t('viewer.title')}
        position="right"
        size={420}
        withOverlay={false}
        lockScroll={false}
        trapFocus={false}
        closeOnClickOutside={false}
        data-testid="viewer-drawer"
      >
        <ViewerLoadBoundary
          fallback={
            <Center h={200} data-testid="viewer-unavailable">
              <Text c="dimmed">{t('viewer.needs_network')}</Text>
            </Center>
          }
        >
          <Suspense fallback={<Loader />}>
            <GarmentViewer scene={scene} missingNames={missingNames} />
          </Suspense>
        </ViewerLoadBoundary>
      </Drawer>
    </>
  );
}
