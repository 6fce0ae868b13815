import type { ApolloServerPlugin } from '@apollo/server';
import { OperationTypeNode } from 'graphql';
import { AppError, refusal } from '../errors.ts';
import { fragmentsOf, rootFieldNames } from './query-tree.ts';

/** The mutations that create something: sent without an Idempotency-Key, a retry could create it twice, so they are refused. */
export const KEY_REQUIRED = new Set(['addOrder', 'addProduct', 'requestPayout']);

/** What the plugin reads of a request's context: who sends it, and whether with an Idempotency-Key (policies/idempotency.ts). */
export interface KeyedContext {
  signedIn: boolean;
  write: unknown;
}

/**
 * The rules of Idempotency-Keys on the operation as it will run, its fields found through
 * fragments, inline or named, whatever directives they carry: a mutation of `KEY_REQUIRED` sent
 * without a key is refused, and a key covers exactly one mutation field. Refused with status 400
 * before anything runs; a key taken for the request is given back (nothing was written).
 */
export function keyedMutationsPlugin<C extends KeyedContext>(): ApolloServerPlugin<C> {
  return {
    // Apollo's hooks answer promises; this one has nothing to wait for (a refusal is thrown).
    requestDidStart() {
      return Promise.resolve({
        didResolveOperation({ schema, operation, document, contextValue }) {
          // Keys are kept per account: someone signed out is answered by the mutation (sign in first).
          if (operation?.operation !== OperationTypeNode.MUTATION || !contextValue.signedIn) return Promise.resolve();
          const fields = rootFieldNames(schema, operation, fragmentsOf(document)).filter(
            (name) => name !== '__typename',
          );
          if (contextValue.write !== undefined) {
            if (fields.length !== 1)
              throw refusal(
                new AppError(
                  'BAD_REQUEST',
                  'An Idempotency-Key covers one mutation: send one mutation field per request.',
                ),
              );
            return Promise.resolve();
          }
          const needing = fields.find((name) => KEY_REQUIRED.has(name));
          if (needing) {
            throw refusal(
              new AppError(
                'BAD_REQUEST',
                `${needing} needs an Idempotency-Key header (one per intended action, sent again unchanged with every retry), so that a retry cannot make it twice.`,
                [],
                { header: 'Idempotency-Key' },
              ),
            );
          }
          return Promise.resolve();
        },
      });
    },
  };
}
