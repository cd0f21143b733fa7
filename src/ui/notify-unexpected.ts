/**
 * A failure no screen expected (a bug, the device refusing a write, the sync engine not starting):
 * logged for whoever reads the console, and said in the reader's language, so an action never ends
 * with nothing on screen. `sentence` says what it means for the user; by default the action did not
 * complete (common:actionFailed). Apart from ./notify, which sign-in downloads and has no use for this.
 */
import { i18n } from './i18n';
import { notify } from './notify';

export function notifyUnexpected(err: unknown, sentence = 'common:actionFailed'): void {
  console.error(err);
  notify.error(i18n.t(sentence));
}
