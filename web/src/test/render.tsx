import { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { SchemaLink } from '@apollo/client/link/schema';
import { addMocksToSchema, type IMocks, type IMockStore } from '@graphql-tools/mock';
import { render, type RenderResult } from '@testing-library/react';
import { buildSchema } from 'graphql';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import schemaSdl from '../../../schema/schema.graphql?raw';
import { UiProvider } from '../components/ui/provider.tsx';
import { createCache } from '../lib/apollo.ts';

const schema = buildSchema(schemaSdl);

/** Per-test resolvers layered over the mocks: return data, or throw a GraphQLError. */
export type Resolvers = (store: IMockStore) => Record<string, Record<string, (...args: never[]) => unknown>>;

const baseMocks: IMocks = {
  DateTime: () => '2026-11-01T10:00:00.000Z',
  Upload: () => null,
};

/** An Apollo Client over the real schema with mocked resolvers: no hand-written fixtures. */
export function mockedClient({ mocks = {}, resolvers }: { mocks?: IMocks; resolvers?: Resolvers } = {}): ApolloClient {
  const executable = addMocksToSchema({ schema, mocks: { ...baseMocks, ...mocks }, resolvers: resolvers });
  return new ApolloClient({ cache: createCache(), link: new SchemaLink({ schema: executable }) });
}

/** Renders routes at `path` inside the app's providers; answers the router to inspect navigation. */
export function renderRoutes(
  routes: RouteObject[],
  { path = '/', client = mockedClient() }: { path?: string; client?: ApolloClient } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result: RenderResult = render(
    <UiProvider>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </UiProvider>,
  );
  return { ...result, router, client };
}

/** A route that only shows where navigation ended up. */
export function landed(path: string): RouteObject {
  return { path, element: <p>landed on {path}</p> };
}

export function Providers({ children, client = mockedClient() }: { children: ReactNode; client?: ApolloClient }) {
  return (
    <UiProvider>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </UiProvider>
  );
}
