import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startGatewaySim } from './app.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function login(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe('persistence', () => {
  it('saves every change to one JSON file and reloads it; --fresh reseeds', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bikri-gateway-'));
    dirs.push(dataDir);
    const first = await startGatewaySim({ dataDir });
    const register = await fetch(`${first.url}/user/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Saved User',
        email: 'saved@example.com',
        password: 'secret1',
        confirm_password: 'secret1',
      }),
    });
    expect(((await register.json()) as { success: boolean }).success).toBe(true);
    await first.close();

    const file = join(dataDir, 'gateway.json');
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { users: { email: string }[] };
    expect(saved.users.some((u) => u.email === 'saved@example.com')).toBe(true);
    expect(readdirSync(dataDir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(existsSync(join(dataDir, 'uploads', 'seed-product-1-a.png'))).toBe(true);

    const second = await startGatewaySim({ dataDir });
    expect(await login(second.url, 'saved@example.com', 'secret1')).toEqual(expect.any(String));
    const token = await login(second.url, 'sita@demo.test', 'sita1234');
    const image = await fetch(`${second.url}/uploads/seed-product-1-a.png`, { headers: { token } });
    expect(image.headers.get('content-type')).toBe('image/png');
    await second.close();

    const fresh = await startGatewaySim({ dataDir, fresh: true });
    expect(await login(fresh.url, 'saved@example.com', 'secret1')).toBeUndefined();
    await fresh.close();
  });

  it('answers image links on the configured public URL', async () => {
    const sim = await startGatewaySim({ publicUrl: 'https://images.example.com/' });
    const token = await login(sim.url, 'sita@demo.test', 'sita1234');
    const { products } = (await (await fetch(`${sim.url}/product`, { headers: { token } })).json()) as {
      products: { images: string[] }[];
    };
    expect(products[0]!.images[0]).toMatch(/^https:\/\/images\.example\.com\/uploads\/seed-product-1-a\.png$/);
    await sim.close();
  });
});

describe('/__dev/ controls', () => {
  it('counts calls, generates bulk orders and refuses bad fault switches', async () => {
    const sim = await startGatewaySim();
    const token = await login(sim.url, 'admin@demo.test', 'admin1234');
    const dev = (path: string, body?: unknown) =>
      fetch(`${sim.url}/__dev/${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    await dev('calls/reset', {});
    await fetch(`${sim.url}/admin/orders`, { headers: { token } });
    await fetch(`${sim.url}/admin/orders`, { headers: { token } });
    expect(await (await dev('calls')).json()).toEqual({ total: 2, byRoute: { 'GET /admin/orders': 2 } });

    const bulk = (await (await dev('orders/bulk', { count: 1000 })).json()) as { created: number; total: number };
    expect(bulk).toMatchObject({ created: 1000, total: 1060 });
    const { orders } = (await (await fetch(`${sim.url}/admin/orders`, { headers: { token } })).json()) as {
      orders: unknown[];
    };
    expect(orders).toHaveLength(1060);

    const bad = await dev('faults', { mode: 'explode' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(
      /mode must be one of delay, status500, malformed, html502, drop/,
    );
    await sim.close();
  });

  it('answers JSON for unknown calls and malformed bodies', async () => {
    const sim = await startGatewaySim();
    const token = await login(sim.url, 'sita@demo.test', 'sita1234');
    const unknown = await fetch(`${sim.url}/nowhere`, { headers: { token } });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ success: false, message: 'No such call: GET /nowhere' });
    const malformed = await fetch(`${sim.url}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
    await sim.close();
  });
});
