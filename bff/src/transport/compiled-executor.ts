import type {
  GatewayExecutor,
  GatewayInterface,
  GatewaySchemaLoadOrUpdateCallback,
} from '@apollo/server-gateway-interface';
import { GraphQLError, OperationTypeNode, execute, printSchema, type GraphQLSchema } from 'graphql';
import { inOperationSpan } from '../observability/traces.ts';
import type { TrustedDocuments } from './trusted-documents.ts';

/**
 * graphql-jit reports errors as its own class (an `instanceof GraphQLError` without the fields
 * graphql-js sets, e.g. no `extensions` object, on which Apollo's error formatting throws):
 * rebuilt as graphql-js errors with the same message, place and cause.
 */
function asGraphQLError(
  error: Pick<GraphQLError, 'message' | 'path' | 'locations' | 'originalError' | 'extensions'>,
): GraphQLError {
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  return Object.assign(rebuilt, { locations: error.locations });
}

/**
 * Executes queries and mutations: the trusted documents (the web client's) by the plan
 * graphql-jit compiled for each and keeps (trusted-documents.ts), any other document with
 * graphql-js's interpreter, which keeps nothing: a compiled plan costs more to make than a
 * document sent a few times saves, and heap for as long as it is kept. Apollo Server takes a
 * custom executor through its gateway interface: `load` hands it the schema and the executor; the
 * schema never changes here, so no update is ever announced.
 */
export function compiledExecutor(schema: GraphQLSchema, trusted: TrustedDocuments): GatewayInterface {
  const executor: GatewayExecutor = async ({ document, operation, operationName, context, request }) => {
    // An operation name the document lacks: graphql-js answers it (Apollo Server calls the
    // executor even when it found no operation, and makes its answer a 400).
    if (!(operation as typeof operation | undefined))
      return execute({ schema, document, operationName: request.operationName, contextValue: context });
    // Subscriptions are graphql-ws's, over WebSocket at the same path (live/live-socket.ts).
    if (operation.operation === OperationTypeNode.SUBSCRIPTION) {
      return {
        errors: [
          new GraphQLError('Subscriptions run over WebSocket (graphql-ws) at this address, not over HTTP.', {
            nodes: operation,
            extensions: { code: 'BAD_REQUEST' },
          }),
        ],
      };
    }
    const variables = request.variables ?? {};
    const plan = trusted.planFor(document);
    return inOperationSpan(operation.operation, operationName ?? undefined, async () => {
      // Variables that do not fit their types never get here: Apollo Server runs the plugins'
      // checks first (policies/argument-bounds.ts), and answers their refusal with status 400.
      if (!plan) return execute({ schema, document, operationName, variableValues: variables, contextValue: context });
      const result = await plan.query(undefined, context, variables);
      return result.errors ? { ...result, errors: result.errors.map(asGraphQLError) } : result;
    });
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
