import { onSessionChange } from './session-channel.ts';

/**
 * The id of `session-probe.graphql` in the persisted-query manifest, the SHA-256 of its text
 * (persisted-query-link.test.ts checks it against the manifest).
 */
export const SESSION_PROBE_ID = '701cd3cdde40e610a2957687c8031c8d9622c7d3a7123c92f16d8d6d9120cd47';

/**
 * Whether someone is signed in, asked with one tiny request. The public pages use it instead of
 * Apollo Client so that the landing page does not download the signed-in app; like Apollo Client,
 * it sends the trusted document's id, not its text.
 */
export async function isSignedIn(): Promise<boolean> {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({
        operationName: 'SessionProbe',
        extensions: { persistedQuery: { version: 1, sha256Hash: SESSION_PROBE_ID } },
      }),
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
