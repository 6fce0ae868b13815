import type { GatewayExecutor, GatewayInterface, GatewaySchemaLoadOrUpdateCallback } from '@apollo/server-gateway-interface';
import { GraphQLError, OperationTypeNode, getVariableValues, printSchema, type DocumentNode, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Compiled = CompiledQuery | { errors: readonly GraphQLError[] };

/**
 * graphql-jit reports errors as its own class (an `instanceof GraphQLError` without the fields
 * graphql-js sets, e.g. no `extensions` object, on which Apollo's error formatting throws):
 * rebuilt as graphql-js errors with the same message, place and cause.
 */
function asGraphQLError(error: Pick<GraphQLError, 'message' | 'path' | 'locations' | 'originalError' | 'extensions'>): GraphQLError {
  const rebuilt = new GraphQLError(error.message, { path: error.path, originalError: error.originalError ?? undefined, extensions: error.extensions });
  return Object.assign(rebuilt, { locations: error.locations });
}

/**
 * Executes queries and mutations with graphql-jit instead of graphql-js's interpreter: each
 * operation is compiled once per document Apollo Server has parsed and validated (and caches),
 * and dropped with it. Apollo Server takes a custom executor through its gateway interface:
 * `load` hands it the schema and the executor; the schema never changes here, so no update is
 * ever announced.
 */
export function compiledExecutor(schema: GraphQLSchema): GatewayInterface {
  const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();

  const compile = (document: DocumentNode, operationName: string | null): Compiled => {
    let byName = compiled.get(document);
    if (!byName) compiled.set(document, (byName = new Map<string, Compiled>()));
    const key = operationName ?? '';
    let entry = byName.get(key);
    if (!entry) {
      const result = compileQuery(schema, document, operationName ?? undefined);
      entry = isCompiledQuery(result) ? result : { errors: result.errors ?? [] };
      byName.set(key, entry);
    }
    return entry;
  };

  const executor: GatewayExecutor = async ({ document, operation, operationName, context, request }) => {
    // Subscriptions are graphql-ws's, over WebSocket at the same path (live/live-socket.ts).
    if (operation.operation === OperationTypeNode.SUBSCRIPTION) {
      return { errors: [new GraphQLError('Subscriptions run over WebSocket (graphql-ws) at this address, not over HTTP.', { nodes: operation, extensions: { code: 'BAD_REQUEST' } })] };
    }
    // Variables are checked by graphql-js first: a value that does not fit its type is answered
    // with graphql-js's errors, tied to the variable's definition, which Apollo Server answers
    // as BAD_USER_INPUT with status 400.
    const variables = request.variables ?? {};
    const checked = getVariableValues(schema, operation.variableDefinitions ?? [], variables);
    if (checked.errors) return { errors: checked.errors };
    const entry = compile(document, operationName);
    if (!('query' in entry)) return { errors: entry.errors };
    const result = await entry.query(undefined, context, variables);
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
  };

  let announce: GatewaySchemaLoadOrUpdateCallback | undefined;
  return {
    onSchemaLoadOrUpdate(callback) {
      announce = callback;
      return () => (announce = undefined);
    },
    // The gateway interface answers promises; nothing here has to wait.
    load() {
      announce?.({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return Promise.resolve({ schema, executor });
    },
    stop: () => Promise.resolve(),
  };
}
