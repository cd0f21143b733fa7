import { uploadImage } from '@/api/uploads';
import { ImageUploadsView, type ImageUploadsProps } from '@/ui/image-uploads';

const upload = async (dataUrl: string) => (await uploadImage(dataUrl)).url;

/**
 * Up to `max` png or jpg images (drawn by src/ui's ImageUploadsView), each uploaded as soon as it
 * is picked: the server decodes it and keeps it for this account.
 */
export function ImageUploads(props: ImageUploadsProps) {
  return <ImageUploadsView {...props} upload={upload} />;
}
