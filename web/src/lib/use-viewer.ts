import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';
import { MeDocument, type MeQuery } from '../gql/graphql.ts';

export type Viewer = NonNullable<MeQuery['me']>;

/**
 * The signed-in user, from the cache the session guard filled. Only for pages behind the guard;
 * the cache keeps it current when a mutation answers an updated user.
 */
export function useViewer(): Viewer {
  const { data } = useQuery(MeDocument, { fetchPolicy: 'cache-only' });
  // Keeps the last user while a sign-out clears the cache and the page unmounts.
  const last = useRef<Viewer | null>(null);
  if (data?.me) last.current = data.me;
  if (!last.current) throw new Error('useViewer() needs a signed-in user: render it behind <RequireAuth>.');
  return last.current;
}
