import { rememberLocale, storedLocale, type Locale } from './lib/locale-choice.ts';
import { whenSignedIn } from './lib/session-probe.ts';

/**
 * The script of the prerendered landing page (index.html with this script, prerender.ts). The page is complete
 * HTML: its section links and Login/Register are plain links that work before and without any
 * script. This adds what needs one: a signed-in visitor goes on to the dashboard, and the phone
 * menu opens and closes. The app (main.tsx) is loaded only for a visitor who reads in Nepali, or
 * who switches to it here: it then renders the page in that language.
 */

let stop = (): void => undefined;

/** Loads the app's entry, which the build names on the page's root (prerender.ts). */
function startApp(): void {
  stop();
  const entry = document.getElementById('root')?.dataset.app;
  if (entry) void import(/* @vite-ignore */ entry);
}

if (storedLocale() !== 'en') {
  startApp();
} else {
  stop = whenSignedIn(() => window.location.replace('/dashboard'));

  // The phone menu (app/layout/public-menu.tsx), named by its open button.
  const opener = document.querySelector<HTMLButtonElement>('button[aria-haspopup="dialog"][aria-controls]');
  const menu = opener && document.getElementById(opener.getAttribute('aria-controls')!);
  if (opener && menu instanceof HTMLDialogElement) {
    opener.addEventListener('click', () => menu.showModal());
    // Its close button, any link followed from it, or a tap on the backdrop (the dialog element itself).
    menu.addEventListener('click', (event) => {
      const target = event.target as Element;
      if (target === menu || target.closest('a, [data-menu-close]')) menu.close();
    });
  }

  const languageSwitch = document.querySelector<HTMLButtonElement>('button[data-language-switch]');
  languageSwitch?.addEventListener('click', () => {
    languageSwitch.disabled = true;
    rememberLocale(languageSwitch.dataset.languageSwitch as Locale);
    startApp();
  });
}
