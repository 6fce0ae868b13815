import { useSyncExternalStore } from 'react';

/**
 * Whether a screen that shows toasts has loaded: toaster.tsx says so when its code runs, and the
 * toaster host mounts the toaster from then on. Its own module, so that the host and the toaster
 * it loads lazily do not import each other.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function toasterWanted(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Whether to mount the toaster; never while prerendering (the server snapshot). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(subscribe, () => wanted, () => false);
}
