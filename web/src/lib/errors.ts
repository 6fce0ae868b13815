import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The message to show for a failed operation: the server's, or `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? fallback;
  if (ServerError.is(error)) return fallback;
  if (error instanceof TypeError) return 'Cannot reach the server. Check your connection and try again.';
  return fallback;
}

/** The error code of a failed operation, such as `BAD_USER_INPUT` or `UNAUTHENTICATED`. */
export function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Field problems of a BAD_USER_INPUT error, keyed by field name (`images[0]` → `images`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!CombinedGraphQLErrors.is(error)) return {};
  const result: Record<string, string> = {};
  for (const problem of error.errors.flatMap((e) => (e.extensions?.fields as { field: string; message: string }[] | undefined) ?? [])) {
    const field = problem.field.replace(/\[\d+\]$/, '');
    result[field] ??= problem.message;
  }
  return result;
}
