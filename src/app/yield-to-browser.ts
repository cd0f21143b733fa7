/**
 * Ends the task the caller runs in and goes on in a new one, so that the browser may paint and take
 * input in between, and the work on either side counts as two tasks rather than one long one.
 * `scheduler.yield` where the browser has it (the rest goes ahead of other queued tasks); else a
 * message to the page itself, as React's scheduler yields: a timer would wait a second in a tab in
 * the background.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
