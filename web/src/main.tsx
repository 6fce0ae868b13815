import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { UiProvider } from './components/ui/provider.tsx';

preloadRoute(window.location.pathname);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <UiProvider>
      {/* Without transitions a navigation and the cache update that goes with it (signing in) render together. */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes />
      </BrowserRouter>
    </UiProvider>
  </StrictMode>,
);
