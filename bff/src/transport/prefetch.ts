import type { ApolloServerPlugin } from '@apollo/server';
import { OperationTypeNode } from 'graphql';
import type { Context } from '../context.ts';
import { fragmentsOf, rootFieldNames } from '../policies/query-tree.ts';

/**
 * Once a query is known to be valid and within its limits, starts the session read and the
 * gateway lists its root fields need, all at once (see `GatewayLoaders.prefetch`), so that a page
 * waits for one gateway round trip rather than one per step.
 */
export const prefetchPlugin: ApolloServerPlugin<Context> = {
  // Apollo's hooks answer promises; these have nothing to wait for.
  requestDidStart() {
    return Promise.resolve({
      executionDidStart({ contextValue, operation, schema, document }) {
        // No operation when the document lacks the one named: Apollo Server still runs it, to its error.
        if ((operation as typeof operation | undefined)?.operation === OperationTypeNode.QUERY)
          contextValue.loaders.prefetch(rootFieldNames(schema, operation, fragmentsOf(document)));
        return Promise.resolve();
      },
    });
  },
};
