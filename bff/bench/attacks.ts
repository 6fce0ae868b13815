import { setMaxListeners } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { freePort, stop, type Deployed } from './deployed.ts';

/**
 * What `npm run attack` (attack.ts) and the attack test (test/attack.timing.test.ts) share: the
 * stand-in and a BFF started as deployed (deployed.ts; NODE_ENV=production with GATEWAY_URL, so
 * the Sandbox is off), the victim, another signed-in user asking `{ me { id name } }` one request
 * at a time, the flood of distinct documents, and the BFF's memory while an attack runs.
 */

export const VICTIM = { email: 'maya@demo.test', password: 'maya1234' };
export const ATTACKER = { email: 'sita@demo.test', password: 'sita1234' };

/** The victim asks again this long after its previous request began (at once when it took longer). */
export const VICTIM_INTERVAL_MS = 50;
/** The victim's requests before the idle figure, not counted: the BFF compiles its query on first use. */
const VICTIM_WARMUP_MS = 1_000;
export const IDLE_MS = 4_000;

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
/** How long answers are still awaited once a flood stops sending; then they are given up. */
const DRAIN_MS = 5_000;
/** How long the BFF has to answer a request for its heap after a full collection. */
const HEAP_ANSWER_MS = 30_000;

const ME = JSON.stringify({ query: '{ me { id name } }' });
const bigDocument = (n: number) => `query Big${n} { ${'me { id } '.repeat(BIG_REPEATS)}}`;
const aliasDocument = (n: number) =>
  `query Aliases${n} { ${Array.from({ length: ALIASES }, (_, k) => `a${n}_${k}: me { id }`).join(' ')} }`;

/**
 * The sign-in document: the web client's own, as its persisted-query manifest holds it, when the
 * repository has one (signed out, only those documents run while the Sandbox is off, sent by id
 * or as their exact text); otherwise a sign-in of our own.
 */
const manifestFile = new URL('../../schema/persisted-query-manifest.json', import.meta.url);
const manifestOperations = existsSync(manifestFile)
  ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as { operations: { id: string; name: string; body: string }[] })
      .operations
  : undefined;
const webLogin = manifestOperations?.find((operation) => operation.name === 'Login')?.body;
const LOGIN = webLogin ?? 'mutation Login($input: LoginInput!) { login(input: $input) { user { id } } }';

export const MB = 1024 * 1024;
export const now = () => performance.now();

/** `promise`'s value, or undefined when `ms` pass first. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      promise,
      new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export interface Answer {
  /** 0: no answer (the connection failed, or the wait was given up). */
  status: number;
  text: string;
  setCookie: string[];
}

export async function post(
  pool: Pool,
  body: string,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Answer> {
  try {
    const answer = await pool.request({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      body,
      signal,
    });
    const cookies = answer.headers['set-cookie'];
    return {
      status: answer.statusCode,
      text: await answer.body.text(),
      setCookie: cookies === undefined ? [] : [cookies].flat(),
    };
  } catch {
    return { status: 0, text: '', setCookie: [] };
  }
}

/** An error inside a JSON answer shows as this key; inside a string value it would be escaped. */
export const hasErrors = (text: string) => text.includes('"errors":');

/** Answers of one attack by status. */
export class Tally {
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
      for (const key of ['sent', 'skipped', 'ok', 'okWithErrors', 'refused', 'failed', 'unanswered'] as const)
        sum[key] += tally[key];
      for (const [key, count] of tally.codes) sum.codes.set(key, (sum.codes.get(key) ?? 0) + count);
    }
    return sum;
  }
}

/** Signs in through the BFF's `login` as a browser does: its answer, and the session cookie it set unless it refused. */
export async function signIn(
  pool: Pool,
  account: { email: string; password: string },
): Promise<{ answer: Answer; cookie?: string }> {
  const answer = await post(
    pool,
    JSON.stringify({ query: LOGIN, operationName: 'Login', variables: { input: account } }),
  );
  const cookie = answer.setCookie.map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('session='));
  return { answer, cookie: answer.status === 200 && !hasErrors(answer.text) ? cookie : undefined };
}

export async function mustSignIn(pool: Pool, account: { email: string; password: string }): Promise<string> {
  const { answer, cookie } = await signIn(pool, account);
  if (!cookie) throw new Error(`${account.email} could not sign in: ${answer.status} ${answer.text.slice(0, 300)}`);
  return cookie;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** The victim's requests begun within a time range. */
export interface VictimFigures {
  p50: number;
  count: number;
  /** Answers other than a 200 without errors. */
  failures: number;
}

export interface Victim {
  /** Its requests begun from `from` until `to`; one still waiting counts with the time it has waited so far. */
  during(from: number, to: number): VictimFigures;
  stop(): Promise<void>;
}

/** The victim: `{ me { id name } }` with its own session and connection, one request at a time, until stopped. */
export function startVictim(url: string, cookie: string): Victim {
  const pool = new Pool(url, { connections: 1 });
  const samples: { at: number; ms: number; ok: boolean }[] = [];
  let waitingSince: number | undefined;
  const giveUp = new AbortController();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const at = now();
      waitingSince = at;
      const answer = await post(pool, ME, { cookie }, giveUp.signal);
      waitingSince = undefined;
      samples.push({ at, ms: now() - at, ok: answer.status === 200 && !hasErrors(answer.text) });
      await sleep(Math.max(0, at + VICTIM_INTERVAL_MS - now()));
    }
  })();
  return {
    during(from, to) {
      const answered = samples.filter((s) => s.at >= from && s.at < to);
      const times = answered.map((s) => s.ms);
      if (waitingSince !== undefined && waitingSince >= from && waitingSince < to) times.push(now() - waitingSince);
      return { p50: percentile(times, 50), count: times.length, failures: answered.filter((s) => !s.ok).length };
    },
    async stop() {
      stopped = true;
      giveUp.abort();
      await loop;
      await pool.close();
    },
  };
}

/** Starts the victim and lets it ask alone: VICTIM_WARMUP_MS not counted, then IDLE_MS, its idle figures. */
export async function startIdleVictim(url: string, cookie: string): Promise<{ victim: Victim; idle: VictimFigures }> {
  const victim = startVictim(url, cookie);
  await sleep(VICTIM_WARMUP_MS);
  const from = now();
  await sleep(IDLE_MS);
  return { victim, idle: victim.during(from, now()) };
}

export interface StandIn {
  url: string;
  /** Ends it and deletes its data. */
  stop(): Promise<void>;
}

/** The compiled stand-in with fresh demo data in a folder of its own. */
export async function startStandIn(deployed: Deployed): Promise<StandIn> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bikri-attack-'));
  const url = `http://127.0.0.1:${await freePort()}`;
  const child = await deployed.start(
    'gateway.js',
    { PORT: new URL(url).port, GATEWAY_DATA_DIR: dataDir },
    { args: ['--fresh'] },
  );
  return {
    url,
    stop: async () => {
      await stop(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A compiled BFF in production mode (Sandbox off), with what it can tell of its memory. */
export interface Bff {
  url: string;
  /** The attacker's connections: as many as a flood keeps waiting. */
  pool: Pool;
  /** VmRSS in MB; undefined once the process has ended. */
  rss(): number | undefined;
  /** Heap used after a full collection, in MB (test/soak-probe.mjs); undefined when it does not answer in time. */
  heapAfterGc(): Promise<number | undefined>;
  /** The CPU time it has used and the memory its heap and buffers hold now, without a collection; undefined when it does not answer in time. */
  sample(): Promise<{ cpuMs: number; heldMb: number } | undefined>;
  /** How it ended, if it ended before it was stopped. */
  ended(): string | undefined;
  stop(): Promise<void>;
}

const soakProbe = new URL('../test/soak-probe.mjs', import.meta.url).pathname;

/** What test/soak-probe.mjs answers (the part read here). */
interface ProbeAnswer {
  memory: { heapUsed: number; external: number };
  cpu: { user: number; system: number };
}

function readRss(pid: number): number | undefined {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

export async function startBff(deployed: Deployed, gatewayUrl: string): Promise<Bff> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await deployed.start(
    'index.js',
    { NODE_ENV: 'production', PORT: String(port), GATEWAY_URL: gatewayUrl, PUBLIC_URL: url },
    { nodeArgs: ['--expose-gc', '--import', soakProbe], ipc: true },
  );
  let ending: string | undefined;
  child.once('exit', (code, signal) => (ending = `the BFF exited (${signal ?? `code ${code}`})`));
  // A question sent as it ends (out of memory, say) fails to be written: it is answered by `within`'s wait.
  child.on('error', (error) => (ending ??= `the BFF could not be asked: ${error.message}`));
  // The probe answers in order; an answer that came too late goes to the wait that gave up on it.
  const waiting: ((message: ProbeAnswer) => void)[] = [];
  child.on('message', (message: ProbeAnswer) => waiting.shift()?.(message));
  const ask = (question: 'measure' | 'sample') =>
    ending
      ? Promise.resolve(undefined)
      : within(
          new Promise<ProbeAnswer>((resolve) => {
            waiting.push(resolve);
            child.send(question);
          }),
          HEAP_ANSWER_MS,
        );
  const pool = new Pool(url, { connections: FLOOD_MAX_IN_FLIGHT });
  return {
    url,
    pool,
    rss: () => (ending ? undefined : readRss(child.pid!)),
    heapAfterGc: async () => {
      const answer = await ask('measure');
      return answer && answer.memory.heapUsed / MB;
    },
    sample: async () => {
      const answer = await ask('sample');
      return (
        answer && {
          cpuMs: (answer.cpu.user + answer.cpu.system) / 1000,
          heldMb: (answer.memory.heapUsed + answer.memory.external) / MB,
        }
      );
    },
    ended: () => ending,
    stop: async () => {
      await pool.close();
      await stop(child);
    },
  };
}

/** What a flood reports. */
export interface FloodOutcome {
  tally: Tally;
  details: string[];
}

/**
 * Distinct documents at fixed rates for `ms`, whatever the answers: 490 repetitions of `me { id }`
 * at 9 a second and 8 aliases of it at 38 a second, each text new; then DRAIN_MS for the last answers.
 */
export async function flood(pool: Pool, headers: Record<string, string>, ms = FLOOD_MS): Promise<FloodOutcome> {
  const big = new Tally();
  const aliases = new Tally();
  const giveUp = new AbortController();
  // One signal for every request of the flood, each adding a listener.
  setMaxListeners(FLOOD_MAX_IN_FLIGHT + 10, giveUp.signal);
  const inFlight = new Set<Promise<void>>();
  const send = async (tally: Tally, perSecond: number, document: (n: number) => string) => {
    const start = now();
    const count = Math.floor((ms / 1000) * perSecond);
    for (let n = 0; n < count; n++) {
      await sleep(Math.max(0, start + (n * 1000) / perSecond - now()));
      if (inFlight.size >= FLOOD_MAX_IN_FLIGHT) {
        tally.skipped += 1;
        continue;
      }
      tally.sent += 1;
      const sent: Promise<void> = post(pool, JSON.stringify({ query: document(n) }), headers, giveUp.signal).then(
        (answer) => {
          tally.add(answer);
          inFlight.delete(sent);
        },
      );
      inFlight.add(sent);
    }
  };
  const started = now();
  await Promise.all([
    send(big, BIG_DOCUMENTS_PER_SECOND, bigDocument),
    send(aliases, ALIAS_DOCUMENTS_PER_SECOND, aliasDocument),
  ]);
  const sending = now() - started;
  await within(Promise.all(inFlight), DRAIN_MS);
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

/** The figures of one attack. */
export interface UnderAttack<T> {
  outcome: T;
  /** The victim's requests begun while the attack ran. */
  victim: VictimFigures;
  /** VmRSS in MB just before, at its peak (sampled every 100 ms) and just after; undefined once the BFF has ended. */
  rssBefore?: number;
  rssPeak: number;
  rssAfter?: number;
  /** Heap used after a full collection, in MB, before and after. */
  heapBefore?: number;
  heapAfter?: number;
}

/** Runs an attack on `bff` while `victim` asks, and reads the BFF's memory before, during and after it. */
export async function underAttack<T>(bff: Bff, victim: Victim, run: () => Promise<T>): Promise<UnderAttack<T>> {
  const rssBefore = bff.rss();
  const heapBefore = await bff.heapAfterGc();
  let peak = bff.rss() ?? 0;
  const sampler = setInterval(() => (peak = Math.max(peak, bff.rss() ?? 0)), 100);
  try {
    const from = now();
    const outcome = await run();
    const during = victim.during(from, now());
    const rssPeak = Math.max(peak, bff.rss() ?? 0);
    const rssAfter = bff.rss();
    return { outcome, victim: during, rssBefore, rssPeak, rssAfter, heapBefore, heapAfter: await bff.heapAfterGc() };
  } finally {
    clearInterval(sampler);
  }
}

/** What one request cost the BFF, measured alone on an idle BFF (`costOfRequest`). */
export interface RequestCost {
  status: number;
  /** CPU time of the whole process while it was answered, in ms. */
  cpuMs: number;
  /** Growth of what its heap and buffers hold from just before to just after, in MB, without a collection between. */
  heldMb: number;
  answerBytes: number;
  answer: string;
}

/**
 * Sends one request to an idle BFF and reads the CPU time and memory the process used to answer
 * it: a full collection first, then a pause for its background threads, so that neither counts.
 */
export async function costOfRequest(
  bff: Bff,
  body: string,
  headers: Record<string, string> = {},
): Promise<RequestCost> {
  await bff.heapAfterGc();
  await sleep(200);
  const before = await bff.sample();
  const answer = await post(bff.pool, body, headers);
  const after = await bff.sample();
  if (!before || !after) throw new Error(`the BFF did not answer its probe (${bff.ended() ?? 'still running'})`);
  return {
    status: answer.status,
    cpuMs: after.cpuMs - before.cpuMs,
    heldMb: after.heldMb - before.heldMb,
    answerBytes: Buffer.byteLength(answer.text),
    answer: answer.text,
  };
}

/** LoginInput's two fields and `keys` keys it does not define. */
function withUnknownKeys(keys: number): Record<string, string> {
  const input: Record<string, string> = { email: 'victim@example.com', password: 'not-hers' };
  for (let n = 0; n < keys; n++) input[`k${n}`] = 'v';
  return input;
}

/**
 * The variables bomb: the web client's trusted sign-in by its id, which anyone may send, with
 * `keys` keys its input type does not define.
 */
export function anonymousVariablesBomb(keys: number): string {
  const login = manifestOperations?.find((operation) => operation.name === 'Login');
  if (!login) throw new Error("the web client's Login is not in schema/persisted-query-manifest.json");
  return JSON.stringify({
    operationName: 'Login',
    variables: { input: withUnknownKeys(keys) },
    extensions: { persistedQuery: { version: 1, sha256Hash: login.id } },
  });
}

/** The same bomb in a signed-in caller's own document with an ID argument. */
export function signedInVariablesBomb(keys: number): string {
  return JSON.stringify({
    query: 'mutation Bomb($id: ID!, $input: EditOrderInput!) { editOrder(id: $id, input: $input) { message } }',
    variables: { id: 'abc', input: withUnknownKeys(keys) },
  });
}

/** A marketer's busiest day (`busyDay`): what was placed and what was refused. */
export interface BusyDay {
  tally: Tally;
  ms: number;
}

/**
 * `orders` orders placed one after another by one marketer, as the web client places them (its
 * AddOrder by id, each under an Idempotency-Key of its own), `concurrency` at a time.
 */
export async function busyDay(
  pool: Pool,
  cookie: string,
  product: { id: string; price: number },
  orders: number,
  concurrency = 4,
): Promise<BusyDay> {
  const add = manifestOperations?.find((operation) => operation.name === 'AddOrder');
  if (!add) throw new Error("the web client's AddOrder is not in schema/persisted-query-manifest.json");
  const tally = new Tally();
  const started = now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (tally.sent < orders) {
        const n = (tally.sent += 1);
        const body = JSON.stringify({
          operationName: 'AddOrder',
          variables: {
            input: {
              productId: product.id,
              quantity: 1,
              price: product.price,
              customerName: `Busy Day ${n}`,
              customerPhone: `98${String(20_000_000 + n).slice(-8)}`,
              customerLocation: 'Kathmandu',
            },
          },
          extensions: { persistedQuery: { version: 1, sha256Hash: add.id } },
        });
        tally.add(await post(pool, body, { cookie, 'idempotency-key': `busy-day-${n}` }));
      }
    }),
  );
  return { tally, ms: now() - started };
}
