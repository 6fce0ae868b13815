/**
 * Whether someone is signed in, asked with one tiny request. The public pages use it instead of
 * Apollo Client so that the landing page does not download the signed-in app (DESIGN §7).
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
