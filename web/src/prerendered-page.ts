import { rememberLocale, storedLocale, type Locale } from './lib/locale-choice.ts';
import { whenSignedIn } from './lib/session-probe.ts';

/**
 * The script of the prerendered pages (index.html with this script, prerender.ts): the landing
 * page and the sign-in pages. Each is complete HTML that paints before and without any script:
 * its links work, and a sign-in page's fields take what is typed. This adds what needs one: a
 * signed-in visitor goes on to the dashboard, and the phone menu opens and closes.
 *
 * The app is loaded for a visitor who reads in Nepali, or who switches to it here: it then
 * renders the page in that language. On a sign-in page (its root names the address it was
 * rendered for, `data-prerendered`) it is also loaded at the visitor's first touch, click, key or
 * focus: the app then hydrates the form (main.tsx), whose button waits for it. A visitor who only
 * looks downloads none of it.
 */

const root = document.getElementById('root');
/** Ends what this script does before the app, once the app has loaded and takes the page over. */
const beforeApp = new AbortController();
let started: Promise<void> | undefined;

/**
 * Loads the app's entry, which the build names on the page's root (once). The files the app
 * starts with (`data-app-files`) are fetched alongside, and run first, one at a time with a pause
 * between: a phone then handles a tap or a key between them rather than after them all.
 */
function startApp(): Promise<void> {
  started ??= (async () => {
    const files = root?.dataset.appFiles?.split(' ') ?? [];
    for (const file of files) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      preload.href = file;
      document.head.append(preload);
    }
    for (const file of files) {
      await import(/* @vite-ignore */ file);
      await new Promise((resume) => setTimeout(resume, 0));
    }
    const entry = root?.dataset.app;
    if (entry) await import(/* @vite-ignore */ entry);
    beforeApp.abort();
  })();
  return started;
}

if (storedLocale() !== 'en') {
  void startApp();
} else {
  const { signal } = beforeApp;
  const stopWatching = whenSignedIn(() => {
    if (!signal.aborted) window.location.replace('/dashboard');
  });
  signal.addEventListener('abort', stopWatching);
  // On a sign-in page, the app starts at the visitor's first touch, click, key or focus.
  if (root?.dataset.prerendered)
    for (const intent of ['pointerdown', 'keydown', 'focusin'])
      document.addEventListener(intent, () => void startApp(), { capture: true, passive: true, signal });

  // The phone menu (app/layout/public-menu.tsx), named by its open button.
  const opener = document.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"][aria-controls]');
  const menu = opener && document.getElementById(opener.getAttribute('aria-controls')!);
  if (opener && menu instanceof HTMLDialogElement) {
    opener.addEventListener(
      'click',
      () => {
        if (!menu.open) menu.showModal();
      },
      { signal },
    );
    // Its close button, any link followed from it, or a tap on the backdrop (the dialog element itself).
    menu.addEventListener(
      'click',
      (event) => {
        const target = event.target as Element;
        if (target === menu || target.closest('a, [data-menu-close]')) menu.close();
      },
      { signal },
    );
  }

  const languageSwitch = document.querySelector<HTMLButtonElement>('button[data-language-switch]');
  languageSwitch?.addEventListener(
    'click',
    () => {
      rememberLocale(languageSwitch.dataset.languageSwitch as Locale);
      void startApp();
    },
    { signal },
  );
}
