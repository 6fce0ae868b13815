import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/router.tsx';
import { UiProvider } from './components/ui/provider.tsx';

/**
 * Renders a route to HTML at build time (prerender.ts), with Emotion's styles inline before the
 * elements that use them. The tree is main.tsx's with a static router. `prerender` waits for the
 * lazy screens, so the page arrives whole, with no spinner and no inline script. It is English,
 * the default language (lib/i18n.ts).
 */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <UiProvider>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </UiProvider>
    </StrictMode>,
    // React moves a boundary bigger than this out of line, behind its fallback and an inline script
    // that swaps it in: the landing page would show a spinner without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}
