import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setMaxListeners } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import WebSocket from 'ws';
import { buildDeployed, freePort, stop, type Deployed } from './deployed.ts';

/**
 * `npm run attack`: what one caller can do to the BFF, as issue 38 counts it. Four attacks, each
 * against a BFF of its own (compiled and started as deployed: NODE_ENV=production with
 * GATEWAY_URL, so the Sandbox is off) over one stand-in, while another signed-in user, the
 * victim, asks `{ me { id name } }` one request at a time:
 *
 * 1. anonymous flood of distinct documents: 490 repetitions of `me { id }` and 8 aliases of it,
 *    each text new, sent at fixed rates whatever the answers;
 * 2. the same flood from one signed-in account;
 * 3. one marketer's keyed large writes: a harmless `editOrder` of its own confirmed order under a
 *    fresh Idempotency-Key each time, selecting 9 aliased `tab(first: 66)` (the most a signed-in
 *    caller's own document may hold within the document bounds);
 * 4. sockets one account can hold: the same account signed in many times, each session opening
 *    graphql-ws sockets until one is refused, each socket subscribing to `live`.
 *
 * Per attack: the victim's p50 alone and during the attack, the BFF's resident memory (VmRSS of
 * /proc) before, at its peak and after, its heap after a full collection (through the soak
 * test's probe), and the answers by status: refusals (4xx) are figures, not failures. The
 * floods have targets (DESIGN.md §7): the victim's p50 within 5× idle, growth under 200 MB.
 * Exits 0 whether they are met or not.
 */

/** The victim asks again this long after its previous request began (at once when it took longer). */
const VICTIM_INTERVAL_MS = 50;
/** The victim's requests before the idle figure, not counted: the BFF compiles its query on first use. */
const VICTIM_WARMUP_MS = 1_000;
const IDLE_MS = 4_000;

const FLOOD_MS = 20_000;
const BIG_DOCUMENTS_PER_SECOND = 9;
const BIG_REPEATS = 490;
const ALIAS_DOCUMENTS_PER_SECOND = 38;
const ALIASES = 8;
/**
 * The flooder's own bound on requests waiting for an answer (a send beyond it is skipped and
 * counted): above what FLOOD_MS at both rates sends, so that the rates hold whatever the answers.
 */
const FLOOD_MAX_IN_FLIGHT = 1_000;
/** How long answers are still awaited once an attack stops sending; then they are given up. */
const DRAIN_MS = 5_000;

const WRITES = 1_000;
const WRITES_MAX_MS = 90_000;
const WRITE_CONCURRENCY = 4;
const TAB_ALIASES = 9;
const TAB_FIRST = 66;
/** Orders the stand-in gets beside its demo data, so that the writer's CONFIRMED tab holds TAB_FIRST rows and more. */
const EXTRA_ORDERS = 1_500;

const SIGN_INS = 150;
/** Sign-ins at once: each in flight holds one of the 5 points of an account at one address (policies/rate-limits.ts). */
const SIGN_IN_CONCURRENCY = 4;
/** Sockets tried per session, one after the other, unless one is refused first. */
const SOCKETS_PER_SESSION_TRIED = 20;
const SUBSCRIPTIONS_PER_SOCKET_TRIED = 3;
const SOCKETS_MAX_MS = 30_000;
const SOCKET_OPEN_TIMEOUT_MS = 10_000;
/** How long the held subscriptions have to receive the one event published to them. */
const EVENT_WAIT_MS = 10_000;

const TARGET_P50_FACTOR = 5;
const TARGET_GROWTH_MB = 200;

const VICTIM = { email: 'maya@demo.test', password: 'maya1234' };
const ATTACKER = { email: 'sita@demo.test', password: 'sita1234' };
const ADMIN = { email: 'admin@demo.test', password: 'admin1234' };

/** The fields an orders screen shows of a row (web/src/features/orders/orders.graphql, OrderRow_order). */
const ROW = 'id createdAt quantity price status remarks totalCommission canEdit canCancel customer { name phone location } product { id name } owner { id name }';
const ME = JSON.stringify({ query: '{ me { id name } }' });
const bigDocument = (n: number) => `query Big${n} { ${'me { id } '.repeat(BIG_REPEATS)}}`;
const aliasDocument = (n: number) => `query Aliases${n} { ${Array.from({ length: ALIASES }, (_, k) => `a${n}_${k}: me { id }`).join(' ')} }`;
const EDIT_ORDER = `mutation AttackEditOrder($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { message order { id }
  ${Array.from({ length: TAB_ALIASES }, (_, k) => `t${k}: tab(first: ${TAB_FIRST}) { totalCount edges { cursor node { ${ROW} } } }`).join('\n  ')} } }`;
const LIVE = 'subscription AttackLive { live { __typename ... on ProductEvent { productId } } }';

/**
 * The sign-in document: the web client's own, as its persisted-query manifest holds it, when the
 * repository has one (signed out, only those documents run while the Sandbox is off, sent by id
 * or as their exact text); otherwise a sign-in of our own.
 */
const manifestFile = new URL('../../schema/persisted-query-manifest.json', import.meta.url);
const webLogin = existsSync(manifestFile)
  ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { operations: { name: string; body: string }[] }).operations.find((operation) => operation.name === 'Login')?.body
  : undefined;
const LOGIN = webLogin ?? 'mutation Login($input: LoginInput!) { login(input: $input) { user { id } } }';

const MB = 1024 * 1024;
const now = () => performance.now();

interface Answer {
  /** 0: no answer (the connection failed, or the wait was given up). */
  status: number;
  text: string;
  setCookie: string[];
}

async function post(pool: Pool, body: string, headers: Record<string, string> = {}, signal?: AbortSignal): Promise<Answer> {
  try {
    const answer = await pool.request({ method: 'POST', path: '/graphql', headers: { 'content-type': 'application/json', ...headers }, body, signal });
    const cookies = answer.headers['set-cookie'];
    return { status: answer.statusCode, text: await answer.body.text(), setCookie: cookies === undefined ? [] : [cookies].flat() };
  } catch {
    return { status: 0, text: '', setCookie: [] };
  }
}

/** An error inside a JSON answer shows as this key; inside a string value it would be escaped. */
const hasErrors = (text: string) => text.includes('"errors":');

/** Answers of one attack by status. */
class Tally {
  sent = 0;
  skipped = 0;
  ok = 0;
  okWithErrors = 0;
  refused = 0;
  failed = 0;
  unanswered = 0;
  /** Answers with an error status or errors, by status and the first error's code. */
  readonly codes = new Map<string, number>();

  add(answer: Answer): void {
    if (answer.status === 0) this.unanswered += 1;
    else if (answer.status >= 500) this.failed += 1;
    else if (answer.status >= 400) this.refused += 1;
    else this.ok += 1;
    if (answer.status === 0 || (answer.status < 400 && !hasErrors(answer.text))) return;
    if (answer.status < 400) this.okWithErrors += 1;
    const code = /"code":"([A-Z_]+)"/.exec(answer.text)?.[1];
    const key = `${answer.status}${code ? ` ${code}` : ''}`;
    this.codes.set(key, (this.codes.get(key) ?? 0) + 1);
  }

  get errors(): string {
    return [...this.codes].map(([key, count]) => `${count}× ${key}`).join(', ');
  }

  get summary(): string {
    return `${this.sent} sent, ${this.ok} 2xx (${this.okWithErrors} with errors), ${this.refused} 4xx, ${this.failed} 5xx, ${this.unanswered} unanswered, ${this.skipped} skipped${this.errors ? `; ${this.errors}` : ''}`;
  }

  static sum(tallies: Tally[]): Tally {
    const sum = new Tally();
    for (const tally of tallies) {
      for (const key of ['sent', 'skipped', 'ok', 'okWithErrors', 'refused', 'failed', 'unanswered'] as const) sum[key] += tally[key];
      for (const [key, count] of tally.codes) sum.codes.set(key, (sum.codes.get(key) ?? 0) + count);
    }
    return sum;
  }
}

/** Signs in through the BFF's `login` as a browser does: its answer, and the session cookie it set unless it refused. */
async function signIn(pool: Pool, account: { email: string; password: string }): Promise<{ answer: Answer; cookie?: string }> {
  const answer = await post(pool, JSON.stringify({ query: LOGIN, operationName: 'Login', variables: { input: account } }));
  const cookie = answer.setCookie.map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('session='));
  return { answer, cookie: answer.status === 200 && !hasErrors(answer.text) ? cookie : undefined };
}

async function mustSignIn(pool: Pool, account: { email: string; password: string }): Promise<string> {
  const { answer, cookie } = await signIn(pool, account);
  if (!cookie) throw new Error(`${account.email} could not sign in: ${answer.status} ${answer.text.slice(0, 300)}`);
  return cookie;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** The victim: `{ me { id name } }` with its own session and connection, one request at a time, until stopped. */
function startVictim(url: string, cookie: string) {
  const pool = new Pool(url, { connections: 1 });
  const samples: { at: number; ms: number; ok: boolean }[] = [];
  const giveUp = new AbortController();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const at = now();
      const answer = await post(pool, ME, { cookie }, giveUp.signal);
      samples.push({ at, ms: now() - at, ok: answer.status === 200 && !hasErrors(answer.text) });
      await sleep(Math.max(0, at + VICTIM_INTERVAL_MS - now()));
    }
  })();
  const within = (from: number, to: number) => samples.filter((s) => s.at >= from && s.at < to);
  return {
    p50: (from: number, to: number) => percentile(within(from, to).map((s) => s.ms), 50),
    count: (from: number, to: number) => within(from, to).length,
    failures: (from: number, to: number) => within(from, to).filter((s) => !s.ok).length,
    async stop() {
      stopped = true;
      // A request still waiting counts with the time it waited.
      await Promise.race([loop, sleep(DRAIN_MS)]);
      giveUp.abort();
      await loop;
      await pool.close();
    },
  };
}

/** A BFF of one attack, with what it can tell of its memory. */
interface Bff {
  url: string;
  child: ChildProcess;
  /** VmRSS in MB; undefined once the process has ended. */
  rss(): number | undefined;
  /** Heap used after a full collection, in MB (test/soak-probe.mjs); undefined when it does not answer in time. */
  heapAfterGc(): Promise<number | undefined>;
  /** How it ended, if it ended before it was stopped. */
  ended(): string | undefined;
}

const soakProbe = new URL('../test/soak-probe.mjs', import.meta.url).pathname;

function readRss(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

async function startBff(start: Deployed['start'], gatewayUrl: string): Promise<Bff> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await start('index.js', { NODE_ENV: 'production', PORT: String(port), GATEWAY_URL: gatewayUrl, PUBLIC_URL: url }, { nodeArgs: ['--expose-gc', '--import', soakProbe], ipc: true });
  let ending: string | undefined;
  child.once('exit', (code, signal) => (ending = `the BFF exited (${signal ?? `code ${code}`})`));
  // The probe answers in order; an answer that came too late goes to the wait that gave up on it.
  const waiting: ((heapUsed: number) => void)[] = [];
  child.on('message', (message: { memory?: { heapUsed: number } }) => waiting.shift()?.(message.memory?.heapUsed ?? NaN));
  return {
    url,
    child,
    rss: () => (ending ? undefined : readRss(child.pid!)),
    heapAfterGc: () =>
      ending
        ? Promise.resolve(undefined)
        : Promise.race([
            new Promise<number>((resolve) => {
              waiting.push((bytes) => resolve(bytes / MB));
              child.send('measure');
            }),
            sleep(30_000).then(() => undefined),
          ]),
    ended: () => ending,
  };
}

/** What an attack reports beside the figures every attack has. */
interface Outcome {
  tally: Tally;
  /** What was held at the end (sockets, subscriptions), when that is the point. */
  held?: string;
  details: string[];
  /** Writes that succeeded, when the growth per write is the figure. */
  writes?: number;
  /** Lets go of what was held, once the memory after the attack has been read. */
  release?: () => void;
}

interface Row {
  name: string;
  load: number;
  victimIdle: number;
  victimDuring: number;
  victimNotes: string;
  rssBefore?: number;
  rssPeak?: number;
  rssAfter?: number;
  heapBefore?: number;
  heapAfter?: number;
  outcome?: Outcome;
  ended?: string;
  error?: string;
  flood: boolean;
}

// The stand-in and every BFF come from one build; the stand-in serves all four attacks.
const deployed = buildDeployed('attack');
const dataDir = mkdtempSync(join(tmpdir(), 'bikri-attack-'));
const gatewayUrl = `http://127.0.0.1:${await freePort()}`;
const gatewayProcess = await deployed.start('gateway.js', { PORT: new URL(gatewayUrl).port, GATEWAY_DATA_DIR: dataDir }, { args: ['--fresh'] });
const bulk = await fetch(`${gatewayUrl}/__dev/orders/bulk`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count: EXTRA_ORDERS }) });
if (!bulk.ok) throw new Error(`the stand-in did not add orders: ${bulk.status}`);

/**
 * Runs one attack against a fresh BFF: the victim alone (warm-up, then IDLE_MS), the memory
 * before, the attack with the victim still asking and the memory sampled, the memory after.
 * `prepare` runs before the victim starts (sign-ins the attack needs first).
 */
async function attack<T>(name: string, isFlood: boolean, prepare: (bff: Bff, pool: Pool) => Promise<T>, run: (bff: Bff, pool: Pool, prepared: T) => Promise<Outcome>): Promise<Row> {
  const bff = await startBff(deployed.start, gatewayUrl);
  const pool = new Pool(bff.url, { connections: FLOOD_MAX_IN_FLIGHT });
  const row: Row = { name, flood: isFlood, load: loadavg()[0]!, victimIdle: NaN, victimDuring: NaN, victimNotes: '' };
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, bff.rss() ?? 0)), 100);
  try {
    const prepared = await prepare(bff, pool);
    const victim = startVictim(bff.url, await mustSignIn(pool, VICTIM));
    await sleep(VICTIM_WARMUP_MS);
    const idleFrom = now();
    await sleep(IDLE_MS);
    const idleTo = now();
    row.rssBefore = bff.rss();
    row.heapBefore = await bff.heapAfterGc();
    peak = bff.rss() ?? 0;
    const from = now();
    try {
      row.outcome = await run(bff, pool, prepared);
    } finally {
      const to = now();
      await victim.stop();
      row.victimIdle = victim.p50(idleFrom, idleTo);
      row.victimDuring = victim.p50(from, to);
      row.victimNotes = `victim: ${victim.count(idleFrom, idleTo)} requests idle, ${victim.count(from, to)} during (${victim.failures(from, to)} failed or refused)`;
    }
    row.rssPeak = Math.max(peak, bff.rss() ?? 0);
    row.rssAfter = bff.rss();
    row.heapAfter = await bff.heapAfterGc();
  } catch (error) {
    row.error = (error as Error).message;
  } finally {
    row.outcome?.release?.();
    clearInterval(sampler);
    row.ended = bff.ended();
    await pool.close();
    await stop(bff.child);
  }
  return row;
}

/** Sends both documents at their rates for FLOOD_MS, whatever the answers, then waits DRAIN_MS for the last ones. */
async function flood(pool: Pool, headers: Record<string, string>): Promise<Outcome> {
  const big = new Tally();
  const aliases = new Tally();
  const giveUp = new AbortController();
  // One signal for every request of the flood, each adding a listener.
  setMaxListeners(FLOOD_MAX_IN_FLIGHT + 10, giveUp.signal);
  const inFlight = new Set<Promise<void>>();
  const send = async (tally: Tally, perSecond: number, document: (n: number) => string) => {
    const start = now();
    const count = Math.floor((FLOOD_MS / 1000) * perSecond);
    for (let n = 0; n < count; n++) {
      await sleep(Math.max(0, start + (n * 1000) / perSecond - now()));
      if (inFlight.size >= FLOOD_MAX_IN_FLIGHT) {
        tally.skipped += 1;
        continue;
      }
      tally.sent += 1;
      const sent: Promise<void> = post(pool, JSON.stringify({ query: document(n) }), headers, giveUp.signal).then((answer) => {
        tally.add(answer);
        inFlight.delete(sent);
      });
      inFlight.add(sent);
    }
  };
  const started = now();
  await Promise.all([send(big, BIG_DOCUMENTS_PER_SECOND, bigDocument), send(aliases, ALIAS_DOCUMENTS_PER_SECOND, aliasDocument)]);
  const sending = now() - started;
  await Promise.race([Promise.all(inFlight), sleep(DRAIN_MS)]);
  giveUp.abort();
  await Promise.all(inFlight);
  return {
    tally: Tally.sum([big, aliases]),
    details: [
      `${(sending / 1000).toFixed(1)} s of sending, answers awaited ${DRAIN_MS / 1000} s more, at most ${FLOOD_MAX_IN_FLIGHT} unanswered at once`,
      `${BIG_REPEATS}× me { id } at ${BIG_DOCUMENTS_PER_SECOND}/s: ${big.summary}`,
      `${ALIASES} aliases of me { id } at ${ALIAS_DOCUMENTS_PER_SECOND}/s: ${aliases.summary}`,
    ],
  };
}

/** The writer's session and a confirmed order of its own, with its values, to edit into the same values. */
async function prepareWrites(_bff: Bff, pool: Pool) {
  const cookie = await mustSignIn(pool, ATTACKER);
  const query = `{ orders(status: CONFIRMED, first: 1) { totalCount edges { node { id quantity price remarks customer { name phone location } } } } }`;
  const answer = await post(pool, JSON.stringify({ query }), { cookie });
  const { data } = JSON.parse(answer.text) as {
    data?: { orders: { totalCount: number; edges: { node: { id: string; quantity: number; price: number; remarks: string | null; customer: { name: string; phone: string; location: string } } }[] } };
  };
  const order = data?.orders.edges[0]?.node;
  if (!order) throw new Error(`${ATTACKER.email} has no confirmed order to edit: ${answer.text.slice(0, 300)}`);
  const { id, quantity, price, remarks, customer } = order;
  const body = JSON.stringify({
    query: EDIT_ORDER,
    variables: { id, input: { quantity, price, remarks, customerName: customer.name, customerPhone: customer.phone, customerLocation: customer.location } },
  });
  return { cookie, body, confirmed: data.orders.totalCount };
}

async function keyedWrites(pool: Pool, { cookie, body, confirmed }: Awaited<ReturnType<typeof prepareWrites>>): Promise<Outcome> {
  const tally = new Tally();
  let answerBytes = 0;
  const started = now();
  const until = started + WRITES_MAX_MS;
  await Promise.all(
    Array.from({ length: WRITE_CONCURRENCY }, async () => {
      while (tally.sent < WRITES && now() < until) {
        tally.sent += 1;
        const answer = await post(pool, body, { cookie, 'idempotency-key': `attack-${randomUUID()}` });
        tally.add(answer);
        if (answer.status === 200 && !hasErrors(answer.text)) answerBytes = Buffer.byteLength(answer.text);
      }
    }),
  );
  const writes = tally.ok - tally.okWithErrors;
  return {
    tally,
    writes,
    details: [
      `${tally.sent} keyed editOrder in ${((now() - started) / 1000).toFixed(1)} s, ${WRITE_CONCURRENCY} at a time (bound ${WRITES} or ${WRITES_MAX_MS / 1000} s), each selecting ${TAB_ALIASES}× tab(first: ${TAB_FIRST}) of ${confirmed} CONFIRMED orders: ${answerBytes > 0 ? `answer ${(answerBytes / 1024).toFixed(0)} KB, ${((writes * answerBytes) / MB).toFixed(0)} MB of answers in all` : 'none written'}`,
    ],
  };
}

/** A graphql-ws socket as a browser page opens it: the session cookie and this site's Origin on the upgrade. */
interface HeldSocket {
  ws: WebSocket;
  refused: Set<string>;
  received: Set<string>;
  /** How the server closed it once it was open, if it did: code and reason. */
  closed?: string;
}

function openSocket(url: string, cookie: string): Promise<HeldSocket | { status: number; text: string }> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', { headers: { cookie, origin: url } });
    const held: HeldSocket = { ws, refused: new Set(), received: new Set() };
    let settled = false;
    const done = (outcome: HeldSocket | { status: number; text: string }) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!('ws' in outcome)) ws.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => done({ status: 0, text: '' }), SOCKET_OPEN_TIMEOUT_MS);
    ws.on('error', () => done({ status: 0, text: '' }));
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.once('end', () => done({ status: res.statusCode ?? 0, text }));
    });
    ws.once('close', (code: number, reason: Buffer) => {
      held.closed = `${code}${reason.length > 0 ? ` ${reason.toString()}` : ''}`;
      done({ status: 0, text: '' });
    });
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('message', (data: Buffer) => {
      const message = JSON.parse(data.toString()) as { type: string; id?: string };
      if (message.type === 'connection_ack') done(held);
      else if (message.type === 'next') held.received.add(message.id!);
      else if (message.type === 'error') held.refused.add(message.id!);
    });
  });
}

/** The admin's session and an available product, whose re-announcement every signed-in user receives. */
async function prepareSockets(_bff: Bff, pool: Pool) {
  const cookie = await mustSignIn(pool, ADMIN);
  const answer = await post(pool, JSON.stringify({ query: '{ products { id status } }' }), { cookie });
  const products = (JSON.parse(answer.text) as { data?: { products: { id: string; status: string }[] } }).data?.products ?? [];
  const product = products.find((p) => p.status === 'AVAILABLE');
  if (!product) throw new Error(`no available product: ${answer.text.slice(0, 300)}`);
  return { admin: cookie, productId: product.id };
}

async function heldSockets(bff: Bff, pool: Pool, { admin, productId }: Awaited<ReturnType<typeof prepareSockets>>): Promise<Outcome> {
  const tally = new Tally();
  const upgrades = new Tally();
  const sockets: HeldSocket[] = [];
  const started = now();
  const until = started + SOCKETS_MAX_MS;
  let sessions = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: SIGN_IN_CONCURRENCY }, async () => {
      while (next < SIGN_INS && now() < until) {
        next += 1;
        tally.sent += 1;
        const { answer, cookie } = await signIn(pool, ATTACKER);
        tally.add(answer);
        if (!cookie) continue;
        sessions += 1;
        for (let k = 0; k < SOCKETS_PER_SESSION_TRIED && now() < until; k++) {
          upgrades.sent += 1;
          const socket = await openSocket(bff.url, cookie);
          upgrades.add('ws' in socket ? { status: 101, text: '', setCookie: [] } : { ...socket, setCookie: [] });
          if (!('ws' in socket)) break;
          sockets.push(socket);
          for (let s = 0; s < SUBSCRIPTIONS_PER_SOCKET_TRIED; s++) socket.ws.send(JSON.stringify({ id: `s${s}`, type: 'subscribe', payload: { query: LIVE } }));
        }
      }
    }),
  );
  const opening = now() - started;
  // One event to every subscription held: what answers it is held, not merely not refused yet.
  const tried = sockets.length * SUBSCRIPTIONS_PER_SOCKET_TRIED;
  const settled = () => sockets.reduce((sum, s) => sum + (s.closed ? SUBSCRIPTIONS_PER_SOCKET_TRIED : s.refused.size + s.received.size), 0);
  const announced = await post(pool, JSON.stringify({ query: 'mutation AttackAnnounce($id: ID!) { setProductStatus(id: $id, status: AVAILABLE) { product { id } } }', variables: { id: productId } }), {
    cookie: admin,
    'idempotency-key': `attack-${randomUUID()}`,
  });
  const waitUntil = now() + EVENT_WAIT_MS;
  while (settled() < tried && now() < waitUntil) await sleep(100);
  const open = sockets.filter((s) => s.ws.readyState === WebSocket.OPEN);
  const live = open.reduce((sum, s) => sum + s.received.size, 0);
  const refusedSubscriptions = sockets.reduce((sum, s) => sum + s.refused.size, 0);
  const closes = new Map<string, number>();
  for (const { closed } of sockets) if (closed) closes.set(closed, (closes.get(closed) ?? 0) + 1);
  const outcome: Outcome = {
    tally: upgrades,
    held: `${open.length} sockets, ${live} subs`,
    details: [
      `${sessions} sessions of ${ATTACKER.email} in ${(opening / 1000).toFixed(1)} s (bound ${SOCKETS_MAX_MS / 1000} s), sign-ins: ${tally.summary}`,
      `upgrades, up to ${SOCKETS_PER_SESSION_TRIED} a session until one is refused: ${upgrades.summary}`,
      `sockets closed by the server once open: ${sockets.length - open.length}${closes.size > 0 ? ` (${[...closes].map(([how, count]) => `${count}× ${how}`).join(', ')})` : ''}`,
      `subscriptions: ${tried} sent, ${live} on open sockets received the announced event, ${refusedSubscriptions} refused, the rest neither within ${EVENT_WAIT_MS / 1000} s or closed${announced.status === 200 && !hasErrors(announced.text) ? '' : ` (the announcement failed: ${announced.status} ${announced.text.slice(0, 200)})`}`,
    ],
    release: () => sockets.forEach((s) => s.ws.terminate()),
  };
  return outcome;
}

const loadAtStart = loadavg();
const rows: Row[] = [];
rows.push(await attack('1 anonymous flood', true, () => Promise.resolve(undefined), (_bff, pool) => flood(pool, {})));
rows.push(
  await attack(
    `2 flood from ${ATTACKER.email}`,
    true,
    (_bff, pool) => mustSignIn(pool, ATTACKER),
    (_bff, pool, cookie) => flood(pool, { cookie }),
  ),
);
rows.push(await attack(`3 ${WRITES} keyed large writes`, false, prepareWrites, (_bff, pool, prepared) => keyedWrites(pool, prepared)));
rows.push(await attack(`4 sockets, ${SIGN_INS} sign-ins`, false, prepareSockets, heldSockets));

await stop(gatewayProcess);
rmSync(dataDir, { recursive: true, force: true });
deployed.remove();

const fixed = (value: number | undefined, digits = 0) => (value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits));
const header = ['attack', 'victim p50 idle', 'during', '× idle', 'RSS before', 'peak', 'after', 'growth', 'heap before', 'after', 'sent', '2xx (errors)', '4xx', '5xx', 'none', 'held', 'target'];
const table = rows.map((row) => {
  const factor = row.victimDuring / row.victimIdle;
  const growth = row.rssPeak !== undefined && row.rssBefore !== undefined ? row.rssPeak - row.rssBefore : undefined;
  let target = 'none set';
  if (row.flood) {
    const met = factor <= TARGET_P50_FACTOR && growth !== undefined && growth < TARGET_GROWTH_MB && !row.ended && !row.error;
    target = `${met ? 'met' : 'NOT met'} (p50 ≤ ${TARGET_P50_FACTOR}×, < ${TARGET_GROWTH_MB} MB)`;
  }
  const t = row.outcome?.tally;
  return [
    row.name,
    `${fixed(row.victimIdle, 1)} ms`,
    `${fixed(row.victimDuring, 1)} ms`,
    `${fixed(factor, 1)}×`,
    `${fixed(row.rssBefore)} MB`,
    `${fixed(row.rssPeak)} MB`,
    `${fixed(row.rssAfter)} MB`,
    `${fixed(growth)} MB`,
    `${fixed(row.heapBefore)} MB`,
    `${fixed(row.heapAfter)} MB`,
    t ? String(t.sent) : '—',
    t ? `${t.ok} (${t.okWithErrors})` : '—',
    t ? String(t.refused) : '—',
    t ? String(t.failed) : '—',
    t ? String(t.unanswered) : '—',
    row.outcome?.held ?? '—',
    target,
  ];
});
const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]!.length)));
const line = (cells: string[]) => cells.map((cell, column) => (column === 0 || column >= cells.length - 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ').trimEnd();

const lines = [
  `Attacks on the compiled BFF (NODE_ENV=production, GATEWAY_URL set: Sandbox off) over the stand-in, a fresh BFF each; Node ${process.version}; load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}`,
  `victim ${VICTIM.email}: { me { id name } } every ${VICTIM_INTERVAL_MS} ms, one at a time; idle ${IDLE_MS / 1000} s before each attack; RSS = VmRSS (peak: sampled every 100 ms); heap: used after a full collection; 4xx = refusals`,
  '',
  line(header),
  ...table.map(line),
  '',
  ...rows.flatMap((row) => [
    `${row.name} (load ${row.load.toFixed(2)} at its start):`,
    ...(row.outcome?.details ?? []).map((detail) => `  ${detail}`),
    ...(row.outcome?.tally.errors ? [`  answers with errors: ${row.outcome.tally.errors}`] : []),
    ...(row.outcome?.writes && row.rssPeak !== undefined && row.rssBefore !== undefined
      ? [`  growth ${((row.rssPeak - row.rssBefore) / row.outcome.writes).toFixed(2)} MB per write: ≈ ${(((row.rssPeak - row.rssBefore) / row.outcome.writes) * WRITES).toFixed(0)} MB for ${WRITES} (${row.outcome.writes} done)`]
      : []),
    `  ${row.victimNotes}`,
    ...(row.ended ? [`  ${row.ended} during the attack`] : []),
    ...(row.error ? [`  stopped: ${row.error}`] : []),
  ]),
  '',
  `load average at the end ${loadavg().map((l) => l.toFixed(2)).join(' ')}; ${(now() / 1000).toFixed(0)} s in all, the build included`,
];
console.log(lines.join('\n'));
process.exit(0);
