import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import {
  ATTACKER,
  flood,
  hasErrors,
  IDLE_MS,
  MB,
  mustSignIn,
  now,
  post,
  signIn,
  startBff,
  startIdleVictim,
  startStandIn,
  Tally,
  underAttack,
  VICTIM,
  VICTIM_INTERVAL_MS,
  type Bff,
  type UnderAttack,
  type VictimFigures,
} from './attacks.ts';
import { buildDeployed } from './deployed.ts';

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
 *    fresh Idempotency-Key each time, selecting 6 aliased `tab(first: 66)` (about the most a signed-in
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

const WRITES = 1_000;
const WRITES_MAX_MS = 90_000;
const WRITE_CONCURRENCY = 4;
const TAB_ALIASES = 6;
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

const ADMIN = { email: 'admin@demo.test', password: 'admin1234' };

/** The fields an orders screen shows of a row (web/src/features/orders/orders.graphql, OrderRow_order). */
const ROW =
  'id createdAt quantity price status remarks totalCommission canEdit canCancel customer { name phone location } product { id name } owner { id name }';
const EDIT_ORDER = `mutation AttackEditOrder($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { message order { id }
  ${Array.from({ length: TAB_ALIASES }, (_, k) => `t${k}: tab(first: ${TAB_FIRST}) { totalCount edges { cursor node { ${ROW} } } }`).join('\n  ')} } }`;
const LIVE = 'subscription AttackLive { live { __typename ... on ProductEvent { productId } } }';

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
  idle?: VictimFigures;
  measured?: UnderAttack<Outcome>;
  ended?: string;
  error?: string;
  flood: boolean;
}

// The stand-in and every BFF come from one build; the stand-in serves all four attacks.
const deployed = buildDeployed('attack');
const standIn = await startStandIn(deployed);
const bulk = await fetch(`${standIn.url}/__dev/orders/bulk`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ count: EXTRA_ORDERS }),
});
if (!bulk.ok) throw new Error(`the stand-in did not add orders: ${bulk.status}`);

/**
 * Runs one attack against a fresh BFF: the victim alone, then the attack with the victim still
 * asking (underAttack). `prepare` runs before the victim starts (sign-ins the attack needs first).
 */
async function attack<T>(
  name: string,
  isFlood: boolean,
  prepare: (bff: Bff) => Promise<T>,
  run: (bff: Bff, prepared: T) => Promise<Outcome>,
): Promise<Row> {
  const bff = await startBff(deployed, standIn.url);
  const row: Row = { name, flood: isFlood, load: loadavg()[0]! };
  try {
    const prepared = await prepare(bff);
    const { victim, idle } = await startIdleVictim(bff.url, await mustSignIn(bff.pool, VICTIM));
    row.idle = idle;
    try {
      row.measured = await underAttack(bff, victim, () => run(bff, prepared));
    } finally {
      await victim.stop();
    }
  } catch (error) {
    row.error = (error as Error).message;
  } finally {
    row.measured?.outcome.release?.();
    row.ended = bff.ended();
    await bff.stop();
  }
  return row;
}

/** The writer's session and a confirmed order of its own, with its values, to edit into the same values. */
async function prepareWrites({ pool }: Bff) {
  const cookie = await mustSignIn(pool, ATTACKER);
  const query = `{ orders(status: CONFIRMED, first: 1) { totalCount edges { node { id quantity price remarks customer { name phone location } } } } }`;
  const answer = await post(pool, JSON.stringify({ query }), { cookie });
  const { data } = JSON.parse(answer.text) as {
    data?: {
      orders: {
        totalCount: number;
        edges: {
          node: {
            id: string;
            quantity: number;
            price: number;
            remarks: string | null;
            customer: { name: string; phone: string; location: string };
          };
        }[];
      };
    };
  };
  const order = data?.orders.edges[0]?.node;
  if (!order) throw new Error(`${ATTACKER.email} has no confirmed order to edit: ${answer.text.slice(0, 300)}`);
  const { id, quantity, price, remarks, customer } = order;
  const body = JSON.stringify({
    query: EDIT_ORDER,
    variables: {
      id,
      input: {
        quantity,
        price,
        remarks,
        customerName: customer.name,
        customerPhone: customer.phone,
        customerLocation: customer.location,
      },
    },
  });
  return { cookie, body, confirmed: data.orders.totalCount };
}

async function keyedWrites(
  { pool }: Bff,
  { cookie, body, confirmed }: Awaited<ReturnType<typeof prepareWrites>>,
): Promise<Outcome> {
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
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { cookie, origin: url },
    });
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
async function prepareSockets({ pool }: Bff) {
  const cookie = await mustSignIn(pool, ADMIN);
  const answer = await post(pool, JSON.stringify({ query: '{ products { id status } }' }), { cookie });
  const products =
    (JSON.parse(answer.text) as { data?: { products: { id: string; status: string }[] } }).data?.products ?? [];
  const product = products.find((p) => p.status === 'AVAILABLE');
  if (!product) throw new Error(`no available product: ${answer.text.slice(0, 300)}`);
  return { admin: cookie, productId: product.id };
}

async function heldSockets(
  bff: Bff,
  { admin, productId }: Awaited<ReturnType<typeof prepareSockets>>,
): Promise<Outcome> {
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
        const { answer, cookie } = await signIn(bff.pool, ATTACKER);
        tally.add(answer);
        if (!cookie) continue;
        sessions += 1;
        for (let k = 0; k < SOCKETS_PER_SESSION_TRIED && now() < until; k++) {
          upgrades.sent += 1;
          const socket = await openSocket(bff.url, cookie);
          upgrades.add('ws' in socket ? { status: 101, text: '', setCookie: [] } : { ...socket, setCookie: [] });
          if (!('ws' in socket)) break;
          sockets.push(socket);
          for (let s = 0; s < SUBSCRIPTIONS_PER_SOCKET_TRIED; s++)
            socket.ws.send(JSON.stringify({ id: `s${s}`, type: 'subscribe', payload: { query: LIVE } }));
        }
      }
    }),
  );
  const opening = now() - started;
  // One event to every subscription held: what answers it is held, not merely not refused yet.
  const tried = sockets.length * SUBSCRIPTIONS_PER_SOCKET_TRIED;
  const settled = () =>
    sockets.reduce((sum, s) => sum + (s.closed ? SUBSCRIPTIONS_PER_SOCKET_TRIED : s.refused.size + s.received.size), 0);
  const announced = await post(
    bff.pool,
    JSON.stringify({
      query: 'mutation AttackAnnounce($id: ID!) { setProductStatus(id: $id, status: AVAILABLE) { product { id } } }',
      variables: { id: productId },
    }),
    {
      cookie: admin,
      'idempotency-key': `attack-${randomUUID()}`,
    },
  );
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
rows.push(
  await attack(
    '1 anonymous flood',
    true,
    () => Promise.resolve(undefined),
    (bff) => flood(bff.pool, {}),
  ),
);
rows.push(
  await attack(
    `2 flood from ${ATTACKER.email}`,
    true,
    (bff) => mustSignIn(bff.pool, ATTACKER),
    (bff, cookie) => flood(bff.pool, { cookie }),
  ),
);
rows.push(await attack(`3 ${WRITES} keyed large writes`, false, prepareWrites, keyedWrites));
rows.push(await attack(`4 sockets, ${SIGN_INS} sign-ins`, false, prepareSockets, heldSockets));

await standIn.stop();
deployed.remove();

const fixed = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value) ? '—' : value.toFixed(digits);
const header = [
  'attack',
  'victim p50 idle',
  'during',
  '× idle',
  'RSS before',
  'peak',
  'after',
  'growth',
  'heap before',
  'after',
  'sent',
  '2xx (errors)',
  '4xx',
  '5xx',
  'none',
  'held',
  'target',
];
const table = rows.map((row) => {
  const m = row.measured;
  const factor = (m?.victim.p50 ?? NaN) / (row.idle?.p50 ?? NaN);
  const growth = m?.rssBefore !== undefined ? m.rssPeak - m.rssBefore : undefined;
  let target = 'none set';
  if (row.flood) {
    const met =
      factor <= TARGET_P50_FACTOR && growth !== undefined && growth < TARGET_GROWTH_MB && !row.ended && !row.error;
    target = `${met ? 'met' : 'NOT met'} (p50 ≤ ${TARGET_P50_FACTOR}×, < ${TARGET_GROWTH_MB} MB)`;
  }
  const t = m?.outcome.tally;
  return [
    row.name,
    `${fixed(row.idle?.p50, 1)} ms`,
    `${fixed(m?.victim.p50, 1)} ms`,
    `${fixed(factor, 1)}×`,
    `${fixed(m?.rssBefore)} MB`,
    `${fixed(m?.rssPeak)} MB`,
    `${fixed(m?.rssAfter)} MB`,
    `${fixed(growth)} MB`,
    `${fixed(m?.heapBefore)} MB`,
    `${fixed(m?.heapAfter)} MB`,
    t ? String(t.sent) : '—',
    t ? `${t.ok} (${t.okWithErrors})` : '—',
    t ? String(t.refused) : '—',
    t ? String(t.failed) : '—',
    t ? String(t.unanswered) : '—',
    m?.outcome.held ?? '—',
    target,
  ];
});
const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => cells[column]!.length)));
const line = (cells: string[]) =>
  cells
    .map((cell, column) =>
      column === 0 || column >= cells.length - 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
    )
    .join('  ')
    .trimEnd();

const lines = [
  `Attacks on the compiled BFF (NODE_ENV=production, GATEWAY_URL set: Sandbox off) over the stand-in, a fresh BFF each; Node ${process.version}; load average at start ${loadAtStart.map((l) => l.toFixed(2)).join(' ')}`,
  `victim ${VICTIM.email}: { me { id name } } every ${VICTIM_INTERVAL_MS} ms, one at a time; idle ${IDLE_MS / 1000} s before each attack; RSS = VmRSS (peak: sampled every 100 ms); heap: used after a full collection; 4xx = refusals`,
  '',
  line(header),
  ...table.map(line),
  '',
  ...rows.flatMap(({ name, load, idle, measured: m, ended, error }) => [
    `${name} (load ${load.toFixed(2)} at its start):`,
    ...(m?.outcome.details ?? []).map((detail) => `  ${detail}`),
    ...(m?.outcome.tally.errors ? [`  answers with errors: ${m.outcome.tally.errors}`] : []),
    ...(m?.outcome.writes && m.rssBefore !== undefined
      ? [
          `  growth ${((m.rssPeak - m.rssBefore) / m.outcome.writes).toFixed(2)} MB per write: ≈ ${(((m.rssPeak - m.rssBefore) / m.outcome.writes) * WRITES).toFixed(0)} MB for ${WRITES} (${m.outcome.writes} done)`,
        ]
      : []),
    ...(idle && m
      ? [`  victim: ${idle.count} requests idle, ${m.victim.count} during (${m.victim.failures} failed or refused)`]
      : []),
    ...(ended ? [`  ${ended} during the attack`] : []),
    ...(error ? [`  stopped: ${error}`] : []),
  ]),
  '',
  `load average at the end ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; ${(now() / 1000).toFixed(0)} s in all, the build included`,
];
console.log(lines.join('\n'));
process.exit(0);
