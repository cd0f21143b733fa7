import { useState } from 'react';
import { ActionIcon, Box, FileButton, Group, HoverCard, Image, Input, Loader, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '@/ui/i18n';
import { CloseIcon, PlusIcon } from './icons';
import { notify } from './notify';

const TYPES = ['image/png', 'image/jpeg'];

/**
 * An image scaled down in the browser so its longest side is at most `maxSide`, as a data URL of
 * its own format: a phone's 12-megapixel photo travels as a few hundred KB.
 */
async function downscale(file: File, maxSide: number): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, maxSide / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return file.type === 'image/png' ? canvas.toDataURL('image/png') : canvas.toDataURL('image/jpeg', 0.88);
}

export type ImageUploadsProps = {
  label: string;
  value: string[];
  onChange: (urls: string[]) => void;
  max: number;
  maxBytes: number;
  maxSide: number;
  required?: boolean;
  error?: string | undefined;
  /** Said when an upload fails (上传面料失败 and its kin). */
  failed: string;
  testId?: string;
};

export type ImageUploadsViewProps = ImageUploadsProps & {
  /** Keeps one scaled-down image (a data URL) and answers its URL; throws when it could not. */
  upload: (dataUrl: string) => Promise<string>;
};

/**
 * Up to `max` png or jpg images: checked by type and size, scaled down, handed to `upload` at once,
 * shown as thumbnails with a larger preview on hover and a remove button. The value is the
 * uploads' URLs. Screens use `ImageUploads` of src/data, which uploads to the server.
 */
export function ImageUploadsView({ label, value, onChange, max, maxBytes, maxSide, required, error, failed, testId, upload }: ImageUploadsViewProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const add = async (files: File[]) => {
    const room = max - value.length;
    if (files.length > room) notify.warning(t('upload.tooMany', { max }));
    const added: string[] = [];
    setBusy(true);
    try {
      for (const file of files.slice(0, room)) {
        if (!TYPES.includes(file.type)) {
          notify.warning(t('upload.type'));
          continue;
        }
        if (file.size > maxBytes) {
          notify.warning(t('upload.size', { mb: Math.round(maxBytes / 1024 / 1024) }));
          continue;
        }
        try {
          added.push(await upload(await downscale(file, maxSide)));
        } catch {
          notify.error(failed);
        }
      }
    } finally {
      setBusy(false);
      if (added.length) onChange([...value, ...added]);
    }
  };
  return (
    <Input.Wrapper label={label} withAsterisk={required} error={error} data-testid={testId}>
      <Group gap="xs" mt={4}>
        {value.map((url, i) => (
          <HoverCard key={url} openDelay={30} closeDelay={40} position="top">
            <HoverCard.Target>
              <Box pos="relative">
                <Image src={url} w={72} h={72} radius="sm" fit="cover" alt={t('upload.image_n', { n: i + 1 })} data-testid="upload-thumb" />
                <ActionIcon size="sm" color="red" variant="filled" pos="absolute" top={-6} right={-6} aria-label={t('upload.remove_n', { n: i + 1 })} onClick={() => onChange(value.filter((u) => u !== url))}>
                  <CloseIcon size={12} />
                </ActionIcon>
              </Box>
            </HoverCard.Target>
            <HoverCard.Dropdown p={4}>
              <Image src={url} w={260} radius="sm" alt="" />
            </HoverCard.Dropdown>
          </HoverCard>
        ))}
        {value.length < max && (
          <FileButton onChange={(files) => void add(files)} accept="image/png,image/jpeg" multiple>
            {(props) => (
              <UnstyledButton {...props} w={72} h={72} style={{ border: '1px dashed var(--mantine-color-default-border)', borderRadius: 4, display: 'grid', placeItems: 'center' }} aria-label={label} data-testid={testId ? `${testId}-add` : undefined}>
                {busy ? <Loader size="sm" /> : <PlusIcon />}
              </UnstyledButton>
            )}
          </FileButton>
        )}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {t('upload.hint', { max, mb: Math.round(maxBytes / 1024 / 1024) })}
      </Text>
    </Input.Wrapper>
  );
}
