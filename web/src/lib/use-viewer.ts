import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MeDocument, type MeQuery } from './session.generated.ts';

export type Viewer = NonNullable<MeQuery['me']>;

/**
 * The signed-in user, from the cache the session guard filled. Only for pages behind the guard;
 * the cache keeps it current when a mutation answers an updated user.
 */
export function useViewer(): Viewer {
  const { data } = useQuery(MeDocument, { fetchPolicy: 'cache-only' });
  // The last user stays while a sign-out clears the cache and the page unmounts.
  const [last, setLast] = useState<Viewer | null>(null);
  const me = data?.me;
  if (me && me !== last) setLast(me);
  const viewer = me ?? last;
  if (!viewer) throw new Error('useViewer() needs a signed-in user: render it behind <RequireAuth>.');
  return viewer;
}
