import type { ApolloClient } from '@apollo/client';
import { FIRST_ANSWERS_ID, type FirstAnswers } from '@bikri/schema/first-screens';
import { FIRST_SCREENS } from './app/first-screens.ts';
import { loadSession, sessionClient } from './app/session-client.ts';
import { setLocale } from './lib/i18n.ts';
import { noteAnswered } from './lib/keep-cache.ts';
import { storedLocale } from './lib/locale-choice.ts';
import { MeDocument, type MeQuery } from './lib/session.generated.ts';

/**
 * The app's first steps: who is signed in, the chosen language's texts and, on the screens a
 * visit often starts on (app/first-screens.ts), the screen's code and data. The build puts this
 * module, with Apollo Client, in a file of its own that the page runs as soon as it arrives
 * (web/vite.config.ts), so that these requests travel while the rest of the app is still
 * downloading. Where the page itself holds the answers (the BFF's first-screen page), they go
 * into the cache first and the requests are answered from it. `booted` settles once they are all
 * in (a failure is left for the screen, which shows it); main.tsx renders then.
 */

function boot(): Promise<unknown> {
  const { pathname, search } = window.location;
  const locale = storedLocale();
  const started: Promise<unknown>[] = [locale === 'en' ? Promise.resolve() : setLocale(locale)];
  // The landing page (`/`, in Nepali) has no session to ask for.
  if (pathname !== '/') {
    takeAnswersOfThePage(sessionClient(), pathname);
    started.push(loadSession());
    if (Object.hasOwn(FIRST_SCREENS, pathname)) {
      const screen = FIRST_SCREENS[pathname as keyof typeof FIRST_SCREENS];
      started.push(screen.load(), screen.data(sessionClient(), new URLSearchParams(search)));
    }
  }
  return Promise.allSettled(started);
}

/** Writes the answers the page came with (`FirstAnswers`, the server's own) into the cache, once. */
function takeAnswersOfThePage(client: ApolloClient, pathname: string): void {
  const block = document.getElementById(FIRST_ANSWERS_ID);
  if (!block) return;
  block.remove();
  try {
    const answers = JSON.parse(block.textContent ?? '{}') as FirstAnswers;
    if (answers.session) client.writeQuery({ query: MeDocument, data: answers.session as MeQuery });
    if (answers.screen && Object.hasOwn(FIRST_SCREENS, pathname))
      client.writeQuery({
        query: FIRST_SCREENS[pathname as keyof typeof FIRST_SCREENS].query,
        variables: answers.screen.variables,
        data: answers.screen.data,
      });
    noteAnswered(() => client.cache);
  } catch {
    // Answers the app cannot read or write: the cache misses them, and the app asks as on any other page.
  }
}

export const booted = boot();
