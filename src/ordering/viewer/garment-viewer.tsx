import { Box, Button, Center, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/ui/i18n';
import type { ViewerScene } from '@/domain/viewer/garment';
import { createGarmentViewer, type GarmentViewer as Viewer } from './garment-scene';

type GarmentViewerProps = { scene: ViewerScene; missingNames: string[]; height?: number };

/**
 * The 3D viewer's canvas: built once when it opens, then given each new scene (a choice, a fabric,
 * a measure) without a reload. Orbit by drag or one finger, zoom by wheel or pinch, reset by the
 * button. Without WebGL it says so instead of showing a blank box.
 */
export function GarmentViewer({ scene, missingNames, height = 420 }: GarmentViewerProps) {
  const { t } = useTranslation('deep');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const viewerRef = useRef<Viewer | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let viewer: Viewer;
    try {
      viewer = createGarmentViewer(canvas);
    } catch {
      setFailed(true);
      return;
    }
    viewerRef.current = viewer;
    void viewer.firstFrame.then((ms) => canvas.setAttribute('data-first-frame-ms', String(Math.round(ms))));
    const resize = () => viewer.resize(canvas.clientWidth, canvas.clientHeight);
    resize();
    const observer = new ResizeObserver(resize);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      viewer.dispose();
      viewerRef.current = null;
    };
  }, []);

  useEffect(() => {
    viewerRef.current?.show(scene);
    // What is drawn, for tests and support: the garments, the fabric, the body's height, chest, waist and hips.
    const { height, chest, waist, hip } = scene.body;
    canvasRef.current?.setAttribute('data-scene', `${scene.garments.map((g) => g.kind).join(',')}|${scene.texture}|h${height}|c${chest}|w${waist}|p${hip}`);
  }, [scene]);

  if (failed) {
    return (
      <Center h={height} bg="gray.1" data-testid="viewer-no-webgl">
        <Text c="dimmed">{t('viewer.no_webgl')}</Text>
      </Center>
    );
  }
  return (
    <Stack gap={6}>
      <Box pos="relative" h={height}>
        <canvas ref={canvasRef} tabIndex={0} role="img" aria-label={`${t('viewer.title')}: ${t('viewer.hint')}`} style={{ width: '100%', height: '100%', display: 'block', touchAction: 'none', borderRadius: 8 }} data-testid="viewer-canvas" />
        {scene.garments.length === 0 && (
          <Center pos="absolute" inset={0} data-testid="viewer-no-model">
            <Text fw={600}>{t('viewer.no_model')}</Text>
          </Center>
        )}
      </Box>
      {missingNames.length > 0 && scene.garments.length > 0 && (
        <Text size="sm" c="orange" data-testid="viewer-no-model">
          {missingNames.join(', ')}: {t('viewer.no_model')}
        </Text>
      )}
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          {t('viewer.hint')}
        </Text>
        <Button size="compact-md" variant="default" onClick={() => viewerRef.current?.reset()} data-testid="viewer-reset">
          {t('viewer.reset')}
        </Button>
      </Group>
    </Stack>
  );
}
