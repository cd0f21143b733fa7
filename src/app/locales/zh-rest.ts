/** Every other Chinese namespace in one chunk, loaded with the first screen behind sign-in (see ../i18n). */
import { bundle } from './bundle';

export const resources = bundle(
  import.meta.glob<{ default: Record<string, unknown> }>(['../../../locales/zh/*.json', '!../../../locales/zh/{common,login}.json'], { eager: true }),
);
