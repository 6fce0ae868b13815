import type { ApolloServerPlugin } from '@apollo/server';
import { Kind, OperationTypeNode, type SelectionSetNode } from 'graphql';
import type { Context } from '../context.ts';

function rootFields(selections: SelectionSetNode): string[] {
  return selections.selections.flatMap((selection) =>
    selection.kind === Kind.FIELD ? [selection.name.value] : selection.kind === Kind.INLINE_FRAGMENT ? rootFields(selection.selectionSet) : [],
  );
}

/**
 * Once a query is known to be valid and within its limits, starts the session read and the
 * gateway lists its root fields need, all at once (see `GatewayLoaders.prefetch`), so that a page
 * waits for one gateway round trip rather than one per step.
 */
export const prefetchPlugin: ApolloServerPlugin<Context> = {
  // Apollo's hooks answer promises; these have nothing to wait for.
  requestDidStart() {
    return Promise.resolve({
      executionDidStart({ contextValue, operation }) {
        if (operation.operation === OperationTypeNode.QUERY) contextValue.loaders.prefetch(rootFields(operation.selectionSet));
        return Promise.resolve();
      },
    });
  },
};
