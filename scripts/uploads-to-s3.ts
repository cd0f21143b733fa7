/**
 * Copies the uploads kept on disk (DATA_DIR/uploads) into the bucket the S3_ variables name:
 * `npm run uploads:to-s3`, once, before starting the servers with those variables. Names the bucket
 * holds already are left alone, so it can be run again after a cut-short copy; the files stay on
 * disk until the operator removes them. Set UPLOAD_URL_KEY on every server too (docs/deploy.md).
 */
import path from 'node:path';
import { loadConfig } from '../server/config';
import { copyDiskUploadsToBucket, s3SettingsFrom, uploadsDir } from '../server/http/upload-storage';

try {
  loadConfig();
  const settings = s3SettingsFrom(process.env);
  if (!settings) throw new Error('S3_BUCKET is not set: name the bucket (and S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY) to copy the uploads into');
  const { copied, skipped } = await copyDiskUploadsToBucket(settings);
  console.log(`Uploads from ${path.relative(process.cwd(), uploadsDir()) || '.'}: ${copied} copied into bucket ${settings.bucket}, ${skipped} already there`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exitCode = 1;
}
