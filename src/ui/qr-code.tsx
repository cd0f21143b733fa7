import { useEffect, useState } from 'react';
import { Image } from '@mantine/core';
import QRCode from 'qrcode';

/** A QR code of `text`, drawn by the qrcode package (a sample's tag, a fabric parcel's label). */
export function QrCode({ text, size = 140, testId = 'qr-code' }: { text: string; size?: number; testId?: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(text, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [text, size]);
  return src ? <Image src={src} w={size} h={size} mx="auto" alt={text} data-testid={testId} data-url={text} /> : <div style={{ width: size, height: size, margin: '0 auto' }} />;
}
