import { onSessionChange } from './session-channel.ts';

/**
 * Whether someone is signed in, asked with one tiny request. The public pages use it instead of
 * Apollo Client so that the landing page does not download the signed-in app.
 */
export async function isSignedIn(): Promise<boolean> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({ query: 'query SessionProbe { me { id } }' }),
    });
    const body = (await response.json()) as { data?: { me: { id: string } | null } };
    return Boolean(body.data?.me);
  } catch {
    return false;
  }
}

/**
 * Calls `go` when someone turns out to be signed in: in this browser already (the probe), or
 * later in another tab. The public pages send a signed-in visitor on with it. Returns
 * the function that stops listening.
 */
export function whenSignedIn(go: () => void): () => void {
  let active = true;
  void isSignedIn().then((signedIn) => {
    if (active && signedIn) go();
  });
  const stop = onSessionChange((event) => {
    if (event === 'login') go();
  });
  return () => {
    active = false;
    stop();
  };
}
