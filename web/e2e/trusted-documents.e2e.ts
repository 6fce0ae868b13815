import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, login, startApp, type App } from './harness.ts';

/**
 * The web client sends its operations by their ids in the persisted-query manifest, never their
 * text, and the BFF (in production, the Sandbox off) runs them for anyone signed in or not.
 */

let app: App;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.close());

interface Sent {
  query?: unknown;
  operationName?: string;
  extensions?: { persistedQuery?: { version: number; sha256Hash: string } };
}

describe('trusted documents', () => {
  it('sends every request by id alone, from the landing page to the signed-in screens, and the live subscription with its id', async () => {
    const page = await app.newPage(DESKTOP);
    const sent: Sent[] = [];
    const statuses: number[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST')
        sent.push(JSON.parse(request.postData() ?? '{}') as Sent);
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/graphql')) statuses.push(response.status());
    });
    const subscribed = new Promise<Sent>((resolve) =>
      page.on('websocket', (socket) =>
        socket.on('framesent', ({ payload }) => {
          const message = JSON.parse(String(payload)) as { type: string; payload?: Sent };
          if (message.type === 'subscribe') resolve(message.payload!);
        }),
      ),
    );

    const probed = page.waitForResponse((response) =>
      (response.request().postData() ?? '').includes('"operationName":"SessionProbe"'),
    );
    await page.goto('/');
    expect(await (await probed).json()).toEqual({ data: { me: null } });
    await login(page, 'admin@demo.test');
    const orders = page.waitForResponse((response) =>
      (response.request().postData() ?? '').includes('"operationName":"OrdersPage"'),
    );
    await page.getByRole('link', { name: 'Orders' }).first().click();
    expect((await orders).status()).toBe(200);

    const names = sent.map((request) => request.operationName);
    expect(names).toEqual(expect.arrayContaining(['SessionProbe', 'Login', 'OrdersPage']));
    for (const request of sent) {
      expect(request, request.operationName).not.toHaveProperty('query');
      expect(request.extensions?.persistedQuery, request.operationName).toEqual({
        version: 1,
        sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
      });
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    // graphql-ws requires the text; the id beside it is what the BFF runs.
    expect((await subscribed).extensions?.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
