import { Workbox } from 'workbox-window';
import { toaster } from '../components/ui/toaster.tsx';
import { translate } from '../lib/i18n.ts';

/**
 * Registers the service worker the build writes (web/pwa.ts), which keeps the app's files on the
 * phone. A new version installs in the background and waits: the page offers "Reload" rather
 * than switching code under the user. Once the new version takes over (from this tab or another),
 * every tab reloads, so that no page goes on running old code whose files the new version
 * no longer keeps.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const worker = new Workbox('/sw.js');
  // Whether this tab was told of a waiting version; its first worker, taking over a tab it did
  // not start in (`clientsClaim`), is no update.
  let updateOffered = false;
  worker.addEventListener('waiting', () => {
    updateOffered = true;
    toaster.create({
      id: 'new-version',
      type: 'info',
      title: translate('update.ready'),
      duration: Infinity,
      closable: true,
      action: { label: translate('update.reload'), onClick: () => worker.messageSkipWaiting() },
    });
  });
  worker.addEventListener('controlling', (event) => {
    if (updateOffered || event.isUpdate) window.location.reload();
  });
  void worker.register();
}
