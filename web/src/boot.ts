import { FIRST_SCREENS } from './app/first-screens.ts';
import { loadSession, sessionClient } from './app/session-client.ts';
import { setLocale } from './lib/i18n.ts';
import { storedLocale } from './lib/locale-choice.ts';

/**
 * The app's first steps: who is signed in, the chosen language's texts and, on the screens a
 * visit often starts on (app/first-screens.ts), the screen's code and data. The build puts this
 * module, with Apollo Client, in a file of its own that the page runs as soon as it arrives
 * (web/vite.config.ts), so that these requests travel while the rest of the app is still
 * downloading. `booted` settles once they are all in (a failure is left for the screen, which
 * shows it); main.tsx renders then.
 */

function boot(): Promise<unknown> {
  const { pathname, search } = window.location;
  const locale = storedLocale();
  const started: Promise<unknown>[] = [locale === 'en' ? Promise.resolve() : setLocale(locale)];
  // The landing page (`/`, in Nepali) has no session to ask for.
  if (pathname !== '/') {
    started.push(loadSession());
    if (Object.hasOwn(FIRST_SCREENS, pathname)) {
      const screen = FIRST_SCREENS[pathname as keyof typeof FIRST_SCREENS];
      started.push(screen.load(), screen.data(sessionClient(), new URLSearchParams(search)));
    }
  }
  return Promise.allSettled(started);
}

export const booted = boot();
