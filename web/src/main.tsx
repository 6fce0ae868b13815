// First, so that the first screen's requests leave before the rest of the app's modules are evaluated.
import { booted } from './boot.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { sessionClient } from './app/session-client.ts';
import { UiProvider } from './components/ui/provider.tsx';
import { storedLocale } from './lib/locale-choice.ts';
import { MeDocument } from './lib/session.generated.ts';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { whenIdle } from './lib/when-idle.ts';

listenForInstallPrompt();

/**
 * Starts the app in #root: the empty shell (shell.html) at most addresses, a sign-in page the build
 * prerendered (web/prerender.ts, `data-prerendered`), and the prerendered landing page when its
 * visitor reads in Nepali (prerendered-page.ts). It renders once the address's screen, its data, Chakra's
 * system and the chosen language's texts are in (boot.ts), so that the first frame it draws is the
 * screen itself and not a spinner in front of it (or in front of the prerendered page). A
 * prerendered sign-in page is hydrated when this visit shows it as it was rendered: in English, to
 * nobody signed in; otherwise the app renders over it.
 */
void Promise.allSettled([booted, preloadRoute(window.location.pathname)]).then(() => {
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <UiProvider>
        {/* Without transitions a navigation and the cache update that goes with it (signing in) render together. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </UiProvider>
    </StrictMode>
  );
  const asPrerendered =
    container.dataset.prerendered === window.location.pathname &&
    storedLocale() === 'en' &&
    sessionClient().readQuery({ query: MeDocument })?.me === null;
  // A transition, so that React renders (or hydrates) the first screen in slices and the page stays responsive.
  startTransition(() => {
    if (asPrerendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  // The service worker (app/service-worker.ts) once the first screen is in: its installing
  // fetches the rest of the app, which should not compete with the screen's own requests.
  if (import.meta.env.PROD)
    whenIdle(() => void import('./app/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()));
});
