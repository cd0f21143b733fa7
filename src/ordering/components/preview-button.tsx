import { Button, Center, Drawer, Loader, Text } from '@mantine/core';
import { Component, lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { CatalogueIndex } from '@/domain/catalogue/lookup';
import { submitTechIds } from '@/domain/rules/technique';
import { viewerScene } from '@/domain/viewer/garment';
import { categoryName } from '@/ordering/api/use-fast-catalogue';
import { useFastOrder } from '@/ordering/state/fast-order-context';
import type { FastOrderForm } from '@/ordering/state/fast-order-state';
import { parseMeasure } from '@/ordering/state/to-domain';
import { useWarn } from '@/ui/use-warn';
import './preview-button.css';

// three.js comes with the viewer, only when it opens (in no route's first download).
const GarmentViewer = lazy(() => import('@/ordering/viewer/garment-viewer').then((m) => ({ default: m.GarmentViewer })));

type PreviewButtonProps = { index: CatalogueIndex };

/** The viewer's width: beside a form on a 1024 px tablet, both stay usable. */
const PANEL_WIDTH = 'min(400px, 40vw)';

/** Makes room for the open viewer at the page's right (./preview-button.module.css). */
function useSidePanelRoom(open: boolean) {
  useEffect(() => {
    if (!open) return;
    const html = document.documentElement;
    html.dataset.sidePanel = 'open';
    html.style.setProperty('--side-panel-width', PANEL_WIDTH);
    return () => {
      delete html.dataset.sidePanel;
      html.style.removeProperty('--side-panel-width');
    };
  }, [open]);
}

/**
 * three.js is precached with the app, so the viewer opens offline once the app's offline copy is
 * on the device; before that (a first visit that went offline at once), its download fails, and
 * the drawer says so in the viewer's language instead of taking the form down with it.
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

/** The net body values typed for a category, as numbers. */
function typedNet(measure: FastOrderForm['measure']['perCategory'][number] | undefined): Map<number, number> {
  const net = new Map<number, number>();
  for (const [item, raw] of Object.entries(measure?.net ?? {})) {
    const value = parseMeasure(raw);
    if (value !== null) net.set(Number(item), value);
  }
  return net;
}

/**
 * The garment as the form describes it: built only while the viewer is open, from the form's own
 * parts (each keeps its identity until it changes), not on every keystroke of a closed viewer.
 */
function ViewerPanel({ index, form }: { index: CatalogueIndex; form: FastOrderForm }) {
  const { t, i18n } = useTranslation('deep');
  const { categories, measure, user, fabric } = form;
  const scene = useMemo(
    () =>
      viewerScene(index, {
        categories: categories.map((c) => ({ category_id: c.category_id, tech_ids: c.tech ? submitTechIds(c.tech) : [], net: typedNet(measure.perCategory[c.category_id]) })),
        gender: user.user_sex,
        height: parseMeasure(user.user_height),
        fabric_num: fabric.fabric_num,
      }),
    [index, categories, measure.perCategory, user.user_sex, user.user_height, fabric.fabric_num],
  );
  const missingNames = scene.missing.map((id) => categoryName(index, i18n.language, id));
  return (
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
  );
}

/**
 * The 3D preview (spec 2 §2.1, §5, §7): opens on request (请选择至少一个品类! without a category) and
 * closes by itself when no category remains. It sits beside the form without covering it, so the
 * garment follows the design, the fabric and the measures live as they are chosen.
 */
export function PreviewButton({ index }: PreviewButtonProps) {
  const { t } = useTranslation('deep');
  const warn = useWarn();
  const { state } = useFastOrder();
  const [open, setOpen] = useState(false);
  const opened = open && state.categories.length > 0;
  useSidePanelRoom(opened);
  return (
    <>
      <Button variant="light" onClick={() => (state.categories.length ? setOpen(true) : warn('ordering:previewNeedsCategory'))} data-testid="preview-3d">
        {t('viewer.open')}
      </Button>
      <Drawer
        opened={opened}
        onClose={() => setOpen(false)}
        title={t('viewer.title')}
        position="right"
        size={PANEL_WIDTH}
        withOverlay={false}
        lockScroll={false}
        trapFocus={false}
        closeOnClickOutside={false}
        data-testid="viewer-drawer"
      >
        <ViewerPanel index={index} form={state} />
      </Drawer>
    </>
  );
}
