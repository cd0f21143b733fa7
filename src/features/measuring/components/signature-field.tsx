import { useRef, useState } from 'react';
import { Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import SignatureCanvasExport from 'react-signature-canvas';
import { measuringApi } from '@/api/measuring';
import { useOnline } from '@/sync/network';

// The package is a UMD bundle: Vite's dev server hands over the class, the production build the
// module object that holds it as `default` (React error #130 when rendered as is).
const SignatureCanvas: typeof SignatureCanvasExport =
  (SignatureCanvasExport as unknown as { default?: typeof SignatureCanvasExport }).default ?? SignatureCanvasExport;

type SignatureFieldProps = { value: string | null; onChange: (url: string) => void };

/**
 * spec 3 §2 signature dialog: viewing mode shows the image with change/start signature; edit
 * mode shows a canvas (pen width 6, black on #f2f2f2); saving uploads the image (online only)
 * and returns to viewing mode.
 */
export function SignatureField({ value, onChange }: SignatureFieldProps) {
  const { t } = useTranslation('measuring');
  const online = useOnline();
  const pad = useRef<SignatureCanvasExport>(null);
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    if (!pad.current || pad.current.isEmpty()) return notifications.show({ color: 'orange', message: t('ui.signBeforeSave') });
    if (!online) return notifications.show({ color: 'orange', message: t('ui.needsNetwork') });
    setSaving(true);
    try {
      const { url } = await measuringApi.uploadSignature(pad.current.toDataURL('image/png'), crypto.randomUUID());
      onChange(url);
      setEditing(false);
      notifications.show({ color: 'teal', message: t('ui.signSaved') });
    } catch (err) {
      notifications.show({ color: 'red', message: err instanceof Error ? err.message : String(err) });
    } finally {
      setSaving(false);
    }
  };

  if (!editing) {
    return (
      <Stack gap={6}>
        {value ? <Image src={value} alt={t('ui.signature')} w={150} bg="#f2f2f2" /> : <Text size="sm" c="dimmed">{t('ui.noSignature')}</Text>}
        <Button size="xs" variant="light" w="fit-content" onClick={() => setEditing(true)}>
          {value ? t('ui.changeSignature') : t('ui.startSignature')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <Box style={{ border: '1px solid var(--mantine-color-gray-4)', width: 'fit-content', maxWidth: '100%', overflow: 'hidden' }}>
        <SignatureCanvas ref={pad} penColor="black" minWidth={2} maxWidth={6} backgroundColor="#f2f2f2" canvasProps={{ width: 470, height: 300, 'aria-label': t('ui.signature'), style: { display: 'block', maxWidth: '100%', touchAction: 'none' } }} />
      </Box>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => pad.current?.clear()}>
          {t('ui.clear')}
        </Button>
        <Button size="xs" onClick={() => void save()} loading={saving}>
          {t('ui.saveSignature')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setEditing(false)}>
          {t('ui.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
