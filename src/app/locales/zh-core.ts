/** The Chinese namespaces the first screen needs (sign-in and the shell): the rest waits for the signed-in screens (see ../i18n). */
import { bundle } from './bundle';

export const resources = bundle(import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/zh/{common,login}.json', { eager: true }));
