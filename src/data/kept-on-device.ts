/**
 * The one way a screen writes what the user entered to the device's storage (a queued change, an
 * order kept for the network, a draft): the device may refuse it (storage full, or evicted). A
 * refusal is logged and said at once (common:sync.notKept), and answers null, so the screen keeps
 * what was typed for another try instead of going on as if it were kept.
 */
import { notifyUnexpected } from '@/ui/notify-unexpected';

/** What `write` answered once it is on the device; null when the device refused it (said). */
export async function keptOnDevice<T>(write: () => Promise<T>): Promise<T | null> {
  try {
    return await write();
  } catch (err) {
    notifyUnexpected(err, 'common:sync.notKept');
    return null;
  }
}
