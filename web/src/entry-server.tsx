import { ApolloClient, ApolloLink } from '@apollo/client';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppRoutes } from './app/router.tsx';
import { provideSessionClient } from './app/session-client.ts';
import { UiProvider } from './components/ui/provider.tsx';
import { createCache } from './lib/apollo.ts';
import { MeDocument } from './lib/session.generated.ts';

/**
 * Renders a route to HTML at build time (prerender.ts), with Emotion's styles inline before the
 * elements that use them. The tree is main.tsx's with a static router. `prerender` waits for the
 * lazy screens, so the page arrives whole, with no spinner and no inline script. It is English,
 * the default language (lib/i18n.ts). The visitor is anonymous, and nothing goes to the network:
 * the page's Apollo Client has no link, and the session's answer (nobody) is in its cache, so that
 * the sign-in pages render their form rather than wait for it.
 */
const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
client.cache.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: null } });
provideSessionClient(client);

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
