import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes, preloadRoute } from './app/router.tsx';
import { UiProvider } from './components/ui/provider.tsx';
import { setLocale, storedLocale } from './lib/i18n.ts';

preloadRoute(window.location.pathname);
const locale = storedLocale();

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

// The build prerenders the landing page into index.html (prerender.ts) and marks the address it
// rendered; every other address, and `npm run dev`, start from the empty shell. Hydrating in a
// transition lets it yield, so the browser paints the prerendered page first. The prerendered
// page is English: in Nepali the client renders it afresh.
const container = document.getElementById('root')!;
if (locale === 'en') {
  if (container.dataset.prerendered === window.location.pathname) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
} else {
  // A browser that chose Nepali downloads its catalogue before the first render. (Not a
  // top-level await: that makes the bundler split the entry into many small chunks.)
  void setLocale(locale).finally(() => createRoot(container).render(app));
}
