import type { ApolloClient } from '@apollo/client';
import type { ComponentType } from 'react';
import { preloadDashboard } from '../features/dashboard/dashboard-preload.ts';
import { preloadOrders } from '../features/orders/orders-view.ts';
import { preloadProducts } from '../features/products/products-preload.ts';

/** A screen that a visit often starts on: its code, and its first query. */
export interface FirstScreen {
  load: () => Promise<ComponentType>;
  /** Asks for the screen's data, with its address's query string, into the cache. */
  data: (client: ApolloClient, params: URLSearchParams) => Promise<unknown>;
}

/**
 * The screens a marketer opens every day. boot.ts starts their code and data as soon as it runs,
 * before the rest of the app has arrived; app/router.tsx routes to them.
 */
export const FIRST_SCREENS: Record<'/dashboard' | '/orders' | '/products', FirstScreen> = {
  '/dashboard': {
    load: async () => (await import('../features/dashboard/dashboard-page.tsx')).DashboardPage,
    data: preloadDashboard,
  },
  '/orders': { load: async () => (await import('../features/orders/orders-page.tsx')).OrdersPage, data: preloadOrders },
  '/products': {
    load: async () => (await import('../features/products/products-page.tsx')).ProductsPage,
    data: preloadProducts,
  },
};
