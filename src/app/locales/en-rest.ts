/** Every other English namespace in one chunk, loaded with the first screen behind sign-in (see ../i18n). */
import { bundle } from './bundle';

export const resources = bundle(
  import.meta.glob<{ default: Record<string, unknown> }>(['../../../locales/en/*.json', '!../../../locales/en/{common,login}.json'], { eager: true }),
);
