import { useSyncExternalStore } from 'react';

/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium's browsers), kept for
 * the user menu's "Install app" rather than shown by the browser on its own. Listened for from
 * the app's entry (main.tsx): the event comes once, soon after the page loads, long before the
 * menu is first opened. Browsers that never offer it (Safari, Firefox) never show the item.
 */

/** The event as Chromium fires it (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function set(next: InstallPromptEvent | null): void {
  offer = next;
  listeners.forEach((listener) => listener());
}

/** Starts listening for the browser's offer; once per page. */
export function listenForInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps the browser's own mini-infobar away: the offer is the user's to take, from the menu.
    event.preventDefault();
    set(event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => set(null));
}

/** Shows the browser's install dialog; an offer can be used once, whatever the answer. */
export async function promptInstall(): Promise<void> {
  const current = offer;
  if (!current) return;
  set(null);
  await current.prompt();
  await current.userChoice;
}

/** Whether the browser offers to install the app now. */
export function useCanInstall(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer !== null,
    () => false,
  );
}
