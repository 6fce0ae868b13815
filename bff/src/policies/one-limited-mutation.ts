import { GraphQLError, OperationTypeNode, type ASTVisitor, type ValidationContext } from 'graphql';
import { LIMITED_ACTIONS } from './rate-limits.ts';
import { fragmentsOf, rootFieldNames } from './query-tree.ts';

const LIMITED = new Set<string>(LIMITED_ACTIONS);

/**
 * At most one of the rate-limited mutations per operation: aliases would otherwise run 15
 * password guesses in one request. Counted before anything runs, through fragments too.
 */
export function oneLimitedMutation(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (node.operation !== OperationTypeNode.MUTATION) return;
      const limited = rootFieldNames(context.getSchema(), node, fragmentsOf(context.getDocument())).filter((name) =>
        LIMITED.has(name),
      );
      if (limited.length > 1) {
        context.reportError(
          new GraphQLError(`Only one of ${LIMITED_ACTIONS.join(', ')} may run per operation.`, { nodes: [node] }),
        );
      }
    },
  };
}
