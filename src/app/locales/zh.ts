/** Every Chinese namespace in one chunk: a reader downloads its own language only (see ../i18n). */
import { bundle } from './bundle';

export const resources = bundle(import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/zh/*.json', { eager: true }));
