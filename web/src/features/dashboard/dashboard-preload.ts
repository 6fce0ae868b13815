import type { ApolloClient } from '@apollo/client';
import { preloadQuery } from '../../lib/route-data.ts';
import { DashboardPageDocument } from './dashboard.generated.ts';

/** The dashboard's banner and cards, asked for while the page loads (app/router.tsx). */
export function preloadDashboard(client: ApolloClient): Promise<unknown> {
  return preloadQuery(client, { query: DashboardPageDocument });
}
