import { GraphQLError, Kind, OperationTypeNode, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';
import { LIMITED_ACTIONS } from './rate-limits.ts';

const LIMITED = new Set<string>(LIMITED_ACTIONS);

/**
 * At most one of the rate-limited mutations per operation: aliases would otherwise run 15
 * password guesses in one request. Counted before anything runs, through fragments too.
 */
export function oneLimitedMutation(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of context.getDocument().definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }

  const count = (selectionSet: SelectionSetNode, seen: Set<string>): number =>
    selectionSet.selections.reduce((sum, selection) => {
      if (selection.kind === Kind.FIELD) return sum + (LIMITED.has(selection.name.value) ? 1 : 0);
      if (selection.kind === Kind.INLINE_FRAGMENT) return sum + count(selection.selectionSet, seen);
      const name = selection.name.value;
      const fragment = fragments.get(name);
      if (!fragment || seen.has(name)) return sum;
      return sum + count(fragment.selectionSet, new Set([...seen, name]));
    }, 0);

  return {
    OperationDefinition(node) {
      if (node.operation !== OperationTypeNode.MUTATION) return;
      if (count(node.selectionSet, new Set()) > 1) {
        context.reportError(new GraphQLError(`Only one of ${LIMITED_ACTIONS.join(', ')} may run per operation.`, { nodes: [node] }));
      }
    },
  };
}
