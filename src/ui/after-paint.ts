/** Where no frame comes (a tab in the background draws none), what follows the paint waits no longer than this. */
const NO_FRAME_MS = 200;

/**
 * Runs `run` in a task after the next frame, the one that paints what was just committed; after
 * NO_FRAME_MS where no frame comes. Answers a function that cancels it. Work begun before that
 * frame (between a commit and its paint) runs before what was committed is on screen.
 */
export function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    cancelAnimationFrame(frame);
    clearTimeout(late);
    timer = setTimeout(run);
  };
  const frame = requestAnimationFrame(start);
  const late = setTimeout(start, NO_FRAME_MS);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(late);
    clearTimeout(timer);
  };
}
