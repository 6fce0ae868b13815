import { lazy, Suspense, useSyncExternalStore } from 'react';

/**
 * Mounts the toaster once a screen that shows toasts has loaded its code (toaster.tsx calls
 * `toasterWanted()`), so that the landing page does not download it (DESIGN §7). It stays
 * mounted afterwards: the logout toast keeps showing on the landing page.
 */
const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

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

export function ToasterHost() {
  // No toaster in the prerendered landing page (prerender.ts), so none while it hydrates.
  const show = useSyncExternalStore(subscribe, () => wanted, () => false);
  return show ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
