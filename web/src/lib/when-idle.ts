/** Runs `run` once the page is idle (after 200 ms where the browser cannot tell); returns what cancels it. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, 200);
    return () => window.clearTimeout(timer);
  }
  const handle = window.requestIdleCallback(run);
  return () => window.cancelIdleCallback(handle);
}
