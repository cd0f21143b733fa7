import { useRef, useState } from 'react';
import { Box, Button, Group, Image, Stack, Text } from '@mantine/core';
import { notify } from '@/ui/notify';
import { useTranslation } from '@/ui/i18n';
import SignatureCanvasExport from 'react-signature-canvas';

// The package is a UMD bundle: Vite's dev server hands over the class, the production build the
// module object that holds it as `default` (React error #130 when rendered as is).
const SignatureCanvas: typeof SignatureCanvasExport =
  (SignatureCanvasExport as unknown as { default?: typeof SignatureCanvasExport }).default ?? SignatureCanvasExport;

type SignatureFieldProps = { value: string | null; onChange: (url: string) => void; disabled?: boolean; /** Shown under the field (a form's check: sign first). */ error?: string };

/**
 * spec 3 §2 signature dialog: viewing mode shows the image with change/start signature; edit
 * mode shows a canvas (pen width 6, black on #f2f2f2); saving keeps the drawing and returns to
 * viewing mode. The image stays a PNG data URL in the form: it reaches the server with the order
 * info it belongs to (one queued change, so signing works offline).
 */
export function SignatureField({ value, onChange, disabled = false, error }: SignatureFieldProps) {
  const { t } = useTranslation('common');
  const pad = useRef<SignatureCanvasExport>(null);
  const [editing, setEditing] = useState(false);

  const save = () => {
    if (!pad.current || pad.current.isEmpty()) return notify.warning(t('signature.signBeforeSave'));
    onChange(pad.current.toDataURL('image/png'));
    setEditing(false);
    notify.success(t('signature.signSaved'));
  };

  if (!editing) {
    return (
      <Stack gap={6}>
        {value ? <Image src={value} alt={t('signature.signature')} w={150} bg="#f2f2f2" /> : <Text size="sm" c="dimmed">{t('signature.noSignature')}</Text>}
        <Button size="xs" variant="light" w="fit-content" onClick={() => setEditing(true)} disabled={disabled}>
          {value ? t('signature.changeSignature') : t('signature.startSignature')}
        </Button>
        {error && (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={6}>
      <Box style={{ border: '1px solid var(--mantine-color-gray-4)', width: 'fit-content', maxWidth: '100%', overflow: 'hidden' }}>
        <SignatureCanvas ref={pad} penColor="black" minWidth={2} maxWidth={6} backgroundColor="#f2f2f2" canvasProps={{ width: 470, height: 300, 'aria-label': t('signature.signature'), style: { display: 'block', maxWidth: '100%', touchAction: 'none' } }} />
      </Box>
      <Group gap="xs">
        <Button size="xs" variant="default" onClick={() => pad.current?.clear()}>
          {t('signature.clear')}
        </Button>
        <Button size="xs" onClick={save}>
          {t('signature.saveSignature')}
        </Button>
        <Button size="xs" variant="subtle" onClick={() => setEditing(false)}>
          {t('signature.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
