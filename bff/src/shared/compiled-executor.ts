import type { GatewayExecutor, GatewayInterface, GatewaySchemaLoadOrUpdateCallback } from '@apollo/server-gateway-interface';
import { GraphQLError, OperationTypeNode, printSchema, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Compiled = CompiledQuery | { errors: readonly GraphQLError[] };

/**
 * Executes operations with graphql-jit instead of graphql-js's interpreter. The profile of a
 * 100-order list (bench, `node --cpu-prof`) spent ~30 % of the BFF's CPU walking the result
 * field by field in graphql-js and another ~12 % stringifying its null-prototype result
 * objects; a compiled operation resolves the same fields through generated code and returns
 * plain objects. Apollo Server still parses, validates (armor, list budget) and caches each
 * document; the compiled form is cached per cached document object, so a document is compiled
 * once and dropped with it.
 *
 * Apollo Server takes a custom executor only through its gateway interface: `load` hands it the
 * schema and the executor; the schema never changes here, so updates are never announced.
 */
/**
 * graphql-jit reports errors as its own class (an `instanceof GraphQLError` without the fields
 * graphql-js sets, e.g. no `extensions` object, on which Apollo's error formatting throws):
 * rebuilt as graphql-js errors with the same message, place and cause.
 */
function asGraphQLError(
  error: Pick<GraphQLError, 'message' | 'path' | 'locations' | 'originalError' | 'extensions'>,
  operation: OperationDefinitionNode,
  beforeExecution: boolean,
): GraphQLError {
  // An answer without data failed before any resolver ran: a variable's value does not fit its
  // type (graphql-jit names the input field for a nested value). Tied to the variable's
  // definition when it names one, as graphql-js does; BAD_USER_INPUT either way (HTTP 400).
  const variable = /^Variable "\$(\w+)"/.exec(error.message)?.[1];
  const definition = operation.variableDefinitions?.find((d) => d.variable.name.value === variable);
  const rebuilt = new GraphQLError(error.message, {
    nodes: definition,
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: beforeExecution && !definition ? { ...error.extensions, code: 'BAD_USER_INPUT' } : error.extensions,
  });
  return definition ? rebuilt : Object.assign(rebuilt, { locations: error.locations });
}

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
    // Subscriptions are graphql-ws's, over WebSocket at the same path (shared/live-socket.ts).
    if (operation.operation === OperationTypeNode.SUBSCRIPTION) {
      return { errors: [new GraphQLError('Subscriptions run over WebSocket (graphql-ws) at this address, not over HTTP.', { nodes: operation, extensions: { code: 'BAD_REQUEST' } })] };
    }
    const entry = compile(document, operationName);
    if (!('query' in entry)) return { errors: entry.errors };
    const result = await entry.query(undefined, context, request.variables ?? {});
    if (!result.errors) return result;
    const beforeExecution = result.data === undefined;
    return { ...result, errors: result.errors.map((error) => asGraphQLError(error, operation, beforeExecution)) };
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
