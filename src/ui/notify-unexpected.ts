/**
 * A failure no screen expected (a bug, the device refusing a write): logged for whoever reads the
 * console, and said in the reader's language (common:actionFailed), so an action never ends with
 * nothing on screen. Apart from ./notify, which sign-in downloads and has no use for this.
 */
import { i18n } from './i18n';
import { notify } from './notify';

export function notifyUnexpected(err: unknown): void {
  console.error(err);
  notify.error(i18n.t('common:actionFailed'));
}
