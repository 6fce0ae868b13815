import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValueNode,
} from 'graphql';
import { MAX_ROWS } from '@bikri/schema/lists';
import { fragmentsOf, walkFields } from './query-tree.ts';

/**
 * How many list rows an operation asks for: every field with a `first` argument counts its
 * `first` (its default when not given), multiplied by the rows of the lists it sits in, over
 * every alias and fragment. A page of 50 orders is 50; fifteen aliases of 100 are 1,500.
 */
export function rowsAskedFor(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
): number {
  const defaults = new Map(operation.variableDefinitions?.map((d) => [d.variable.name.value, d.defaultValue]) ?? []);
  const valueOf = (node: ValueNode): unknown => {
    if (node.kind === Kind.VARIABLE) {
      const name = node.name.value;
      if (variables[name] !== undefined) return variables[name];
      const fallback = defaults.get(name);
      return fallback ? valueOf(fallback) : undefined;
    }
    return node.kind === Kind.INT ? Number(node.value) : undefined;
  };

  let rows = 0;
  walkFields(schema, operation, fragments, 1, ({ node, definition }, outer) => {
    const first = definition.args.find((arg) => arg.name === 'first');
    if (!first) return outer;
    const given = node.arguments?.find((arg) => arg.name.value === 'first');
    const asked = given ? valueOf(given.value) : first.defaultValue;
    // A single page over the limit is the argument's own error (BAD_USER_INPUT naming `first`,
    // from its validation); here it counts as a full page.
    const inner =
      outer * (typeof asked === 'number' && Number.isFinite(asked) ? Math.min(Math.max(0, asked), MAX_ROWS) : 0);
    rows += inner;
    return inner;
  });
  return rows;
}

/**
 * Refuses, before anything runs, an operation whose lists ask for more than `MAX_ROWS` rows in
 * all, so that aliases or nesting cannot multiply what one request makes the BFF build.
 */
export function listBudgetPlugin<C extends object>(): ApolloServerPlugin<C> {
  return {
    // Apollo's hooks answer promises; these have nothing to wait for.
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ schema, operation, document, request }) {
          if (!operation) return Promise.resolve();
          const rows = rowsAskedFor(schema, operation, fragmentsOf(document), request.variables ?? {});
          if (rows > MAX_ROWS) {
            throw new GraphQLError(
              `This operation asks for ${rows} list rows in all (the sum of every "first", aliases included); at most ${MAX_ROWS} per request.`,
              {
                extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400 } },
              },
            );
          }
          return Promise.resolve();
        },
      });
    },
  };
}
