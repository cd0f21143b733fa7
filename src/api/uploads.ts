/** Images sent as data URLs to common.index/upload_base64_file; the server decodes and keeps them for this account. */
import { uploadBase64 } from '@/domain/measuring/endpoints';
import { call } from './http';

export const uploadImage = (dataUrl: string) => call(uploadBase64, { file: dataUrl });
