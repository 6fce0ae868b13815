/**
 * Addresses as traces show them (src/tracing.ts), for the requests the server receives and the
 * calls it makes. Ids and secrets travel in addresses (`/t/<tracking id>`, `/media/<signature>/…`,
 * `/order/getOrderDetail/<order id>`, `?search=<phone>`), and a trace store is read by more people,
 * and kept longer, than the data they point to.
 *
 * A path keeps the segments that are words, letters alone and at most 20 of them, as the
 * gateway's and our routes' names are (`getOrderDetail`, `graphql`); any other segment (an id with
 * digits, a random one of 22 characters, a file's name, anything encoded) is `:id`. A query keeps
 * its parameters' names that are words, each valued `REDACTED` as OpenTelemetry's conventions
 * write a value left out; other names are left out.
 */

const isWord = (text: string) => /^[A-Za-z_]{1,20}$/.test(text);

/** `/order/getOrderDetail/66f0…` → `/order/getOrderDetail/:id`. */
export function spanPath(path: string): string {
  return path
    .split('/')
    .map((segment) => (segment === '' || isWord(segment) ? segment : ':id'))
    .join('/');
}

/** `search=9841…&status=confirmed` → `search=REDACTED&status=REDACTED`. */
export function spanQuery(query: string): string {
  return [...new URLSearchParams(query).keys()]
    .filter(isWord)
    .map((name) => `${name}=REDACTED`)
    .join('&');
}

/**
 * The `url.*` attributes of a request for `target` (a path with its query), as the HTTP
 * instrumentations name them; `url.full` too when the request goes to `origin`.
 */
export function spanUrl(target: string, origin?: string): Record<string, string> {
  const at = target.indexOf('?');
  const path = spanPath(at === -1 ? target : target.slice(0, at));
  const query = at === -1 ? '' : spanQuery(target.slice(at + 1));
  return {
    'url.path': path,
    ...(at === -1 ? {} : { 'url.query': query }),
    ...(origin === undefined ? {} : { 'url.full': `${origin}${path}${query ? `?${query}` : ''}` }),
  };
}
