/** Images sent as data URLs to common.index/upload_base64_file; the server decodes and keeps them for this account. */
import { MEASURING_PATHS } from '@/domain/measuring/paths';
import { apiPost } from './http';

export const uploadImage = (dataUrl: string) => apiPost<{ url: string }>(MEASURING_PATHS.uploadBase64, { file: dataUrl });
