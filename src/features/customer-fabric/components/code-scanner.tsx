import { useEffect, useRef } from 'react';
import { Modal, Text } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (opts: { formats: string[] }) => Detector;

/** The browser's own QR reader (Chromium on Android and ChromeOS has it); absent elsewhere. */
export const barcodeDetector = (): DetectorClass | undefined => (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** The tablet's camera, read for a QR code until one is seen; the code typed by hand works everywhere. */
export function CodeScanner({ opened, onClose, onCode }: { opened: boolean; onClose: () => void; onCode: (code: string) => void }) {
  const { t } = useTranslation('customer_fabric');
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const Detector = barcodeDetector();
    if (!opened || !Detector) return;
    let stream: MediaStream | null = null;
    let live = true;
    const detector = new Detector({ formats: ['qr_code'] });
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
        if (!live || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        while (live) {
          const found = await detector.detect(video.current).catch(() => []);
          if (found[0]?.rawValue) {
            onCode(found[0].rawValue);
            return;
          }
          await new Promise((r) => setTimeout(r, 250));
        }
      } catch {
        onClose();
      }
    })();
    return () => {
      live = false;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={t('scan')} size="lg">
      <video ref={video} style={{ width: '100%', borderRadius: 8, background: '#000' }} muted playsInline />
      <Text size="sm" c="dimmed" mt="xs">
        {t('qr_hint')}
      </Text>
    </Modal>
  );
}
