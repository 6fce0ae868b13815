// First, so that the first screen's requests leave before the rest of the app's modules are evaluated.
import { booted } from './boot.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { UiProvider } from './components/ui/provider.tsx';
import { listenForInstallPrompt } from './lib/install-prompt.ts';
import { whenIdle } from './lib/when-idle.ts';

listenForInstallPrompt();

/**
 * Starts the app in #root: the empty shell (shell.html) at every address but `/`, and the
 * prerendered landing page when its visitor reads in Nepali (landing.ts). It renders once the
 * address's screen, its data, Chakra's system and the chosen language's texts are in (boot.ts),
 * so that the first frame it draws is the screen itself and not a spinner in front of it (or in
 * front of the prerendered page).
 */
void Promise.allSettled([booted, preloadRoute(window.location.pathname)]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // A transition, so that React renders the first screen in slices and the page stays responsive.
  startTransition(() =>
    root.render(
      <StrictMode>
        <UiProvider>
          {/* Without transitions a navigation and the cache update that goes with it (signing in) render together. */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </UiProvider>
      </StrictMode>,
    ),
  );
  // The service worker (app/service-worker.ts) once the first screen is in: its installing
  // fetches the rest of the app, which should not compete with the screen's own requests.
  if (import.meta.env.PROD)
    whenIdle(() => void import('./app/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()));
});
