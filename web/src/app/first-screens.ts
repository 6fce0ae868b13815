import type { ApolloClient, DocumentNode } from '@apollo/client';
import type { FirstScreenPath } from '@bikri/schema/first-screens';
import type { ComponentType } from 'react';
import { DashboardPageDocument } from '../features/dashboard/dashboard.generated.ts';
import { preloadDashboard } from '../features/dashboard/dashboard-preload.ts';
import { OrdersPageDocument } from '../features/orders/orders.generated.ts';
import { preloadOrders } from '../features/orders/orders-view.ts';
import { ProductsPageDocument } from '../features/products/products.generated.ts';
import { preloadProducts } from '../features/products/products-preload.ts';

/** A screen that a visit often starts on: its code, and its first query. */
export interface FirstScreen {
  load: () => Promise<ComponentType>;
  /** Asks for the screen's data, with its address's query string, into the cache. */
  data: (client: ApolloClient, params: URLSearchParams) => Promise<unknown>;
  /** Its first query, whose answer the page may already hold (`@bikri/schema/first-screens`). */
  query: DocumentNode;
}

/**
 * The screens a marketer opens every day. boot.ts starts their code and data as soon as it runs,
 * before the rest of the app has arrived; app/router.tsx routes to them.
 */
export const FIRST_SCREENS: Record<FirstScreenPath, FirstScreen> = {
  '/dashboard': {
    load: async () => (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage,
    data: preloadDashboard,
    query: DashboardPageDocument,
  },
  '/orders': {
    load: async () => (await import('../features/orders/orders-page.tsx')).OrdersPage,
    data: preloadOrders,
    query: OrdersPageDocument,
  },
  '/products': {
    load: async () => (await import('../features/products/products-page.tsx')).ProductsPage,
    data: preloadProducts,
    query: ProductsPageDocument,
  },
};
