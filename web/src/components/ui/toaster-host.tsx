import { lazy, Suspense } from 'react';
import { useToasterWanted } from './toaster-wanted.ts';

/**
 * Mounts the toaster once a screen that shows toasts has loaded its code (toaster.tsx calls
 * `toasterWanted()`), so that the landing page does not download it (DESIGN §7). It stays
 * mounted afterwards: the logout toast keeps showing on the landing page.
 */
const Toaster = lazy(async () => ({ default: (await import('./toaster.tsx')).Toaster }));

export function ToasterHost() {
  // No toaster in the prerendered landing page (prerender.ts), so none while it hydrates.
  return useToasterWanted() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
