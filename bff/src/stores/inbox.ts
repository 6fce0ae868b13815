import type { ChainableCommander, Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { AppError } from '../errors.ts';
import type { OrderStatusDto } from '../gateway/dto.ts';
import { BurstLog, errorText } from '../log.ts';
import { closeRedis, connectRedis } from './redis.ts';

/** Inbox reads and writes that failed because the store is away: one line a minute each. */
const storeAway = new BurstLog('inbox');

/**
 * What an inbox entry tells, by kind, as it is kept (plain JSON): the ids it is about and the
 * names it shows, as they were when it happened. An order's status is the gateway's word.
 */
export type InboxNote =
  | { kind: 'ORDER_STATUS'; orderId: string; status: OrderStatusDto; customer: string; product: string | null }
  | { kind: 'NEW_ORDER'; orderId: string; customer: string; product: string | null; marketer: string | null }
  | { kind: 'PAYOUT_SENT'; paymentId: string; amount: number }
  | { kind: 'PAYOUT_REQUESTED'; paymentId: string; amount: number; marketer: string | null }
  | { kind: 'ACCOUNT_VERIFIED'; userId: string }
  | { kind: 'ACCOUNT_BLOCKED'; userId: string }
  | { kind: 'PROFILE_TO_REVIEW'; userId: string; marketer: string };

/** Whose inbox an entry goes to: one user's, or the admins' (one stream every admin reads). */
export type InboxAudience = { user: string } | 'admins';

/** One entry to record: for whom, what it tells, and who made the change it tells of. */
export interface InboxDelivery {
  to: InboxAudience;
  note: InboxNote;
  /** The user who made the change: the admins' entries keep it, and that admin is not shown them. */
  by: string;
}

/** Who reads an inbox: a user, and whether they also read the admins' stream. */
export interface InboxReader {
  id: string;
  admin: boolean;
}

/** One entry as a reader sees it. */
export interface InboxItem {
  /** The entry's id in its stream, `<ms>-<n>` (see `compareIds`). */
  id: string;
  /** When it was recorded (ms), the first part of its id. */
  at: number;
  read: boolean;
  note: InboxNote;
}

/** A reader's newest entries and how many of all their entries are unread. */
export interface InboxPage {
  entries: InboxItem[];
  unread: number;
}

/** How much a stream keeps: its newest `maxEntries` entries, none older than `maxAgeMs`. */
export interface InboxBounds {
  maxEntries: number;
  maxAgeMs: number;
}

export const INBOX_BOUNDS: InboxBounds = { maxEntries: 200, maxAgeMs: 30 * 24 * 60 * 60 * 1000 };

/** Streams (and sets of read marks) kept in memory without Redis, the least recently used going first. */
const MEMORY_STREAMS = 10_000;

/**
 * An entry's id: `<ms>-<n>`, the millisecond it was recorded in and its place among the entries of
 * that millisecond in its stream, as Redis stream ids are. Unique within a stream, not across streams.
 */
function partsOf(id: string): [number, number] {
  const [ms = '0', n = '0'] = id.split('-');
  return [Number(ms), Number(n)];
}

/** Orders ids oldest first. */
export function compareIds(a: string, b: string): number {
  const [aMs, aN] = partsOf(a);
  const [bMs, bN] = partsOf(b);
  return aMs - bMs || aN - bN;
}

/** One kept entry, as the stores answer it. */
interface StoredEntry {
  id: string;
  by: string;
  note: InboxNote;
}

/** One stream as a reader sees it: its entries within the bounds, newest first, and the ids the reader marked read. */
interface StreamView {
  entries: StoredEntry[];
  read: Set<string>;
}

/** A stream a reader reads, and the name of their set of read marks for it. */
interface ReaderStream {
  stream: string;
  marks: string;
}

/**
 * Where the streams and the read marks live: this process's memory, or Redis shared by every
 * replica. Streams are named `user:<id>` and `admins`; a reader's marks `read:<id>:own` and
 * `read:<id>:admins`, one set per stream, since ids are unique within a stream only.
 */
interface InboxStore {
  readonly kind: 'memory' | 'redis';
  /** Appends each note to its stream, and trims every stream it wrote to to the bounds. */
  append(items: readonly { stream: string; by: string; note: InboxNote }[], now: number): Promise<void>;
  /** Each stream, as of `now`, with the reader's read marks for it. */
  view(streams: readonly ReaderStream[], now: number): Promise<StreamView[]>;
  /** Adds ids to a set of read marks and takes others out; the set lives as long as the entries it marks. */
  mark(marks: string, add: readonly string[], remove: readonly string[]): Promise<void>;
  ready(): boolean;
  close(): Promise<void>;
}

/** The id a stream gives its next entry at `now`, after its newest one (none: `undefined`). */
function nextId(newest: string | undefined, now: number): string {
  const [ms, n] = newest ? partsOf(newest) : [0, 0];
  return now > ms ? `${now}-0` : `${ms}-${n + 1}`;
}

class MemoryStore implements InboxStore {
  readonly kind = 'memory';
  /** Each stream's entries, oldest first; a stream left unwritten for the age bound goes, as in Redis. */
  private readonly streams: LRUCache<string, StoredEntry[]>;
  private readonly marks: LRUCache<string, Set<string>>;

  constructor(private readonly bounds: InboxBounds) {
    this.streams = new LRUCache({ max: MEMORY_STREAMS, ttl: bounds.maxAgeMs });
    this.marks = new LRUCache({ max: MEMORY_STREAMS, ttl: bounds.maxAgeMs });
  }

  append(items: readonly { stream: string; by: string; note: InboxNote }[], now: number): Promise<void> {
    for (const { stream, by, note } of items) {
      const entries = this.within(this.streams.get(stream) ?? [], now);
      entries.push({ id: nextId(entries.at(-1)?.id, now), by, note });
      this.streams.set(stream, entries.slice(-this.bounds.maxEntries));
    }
    return Promise.resolve();
  }

  view(streams: readonly ReaderStream[], now: number): Promise<StreamView[]> {
    return Promise.resolve(
      streams.map(({ stream, marks }) => ({
        entries: this.within(this.streams.get(stream) ?? [], now).reverse(),
        read: new Set(this.marks.get(marks)),
      })),
    );
  }

  mark(marks: string, add: readonly string[], remove: readonly string[]): Promise<void> {
    const set = new Set(this.marks.get(marks));
    for (const id of add) set.add(id);
    for (const id of remove) set.delete(id);
    if (set.size > 0) this.marks.set(marks, set);
    else this.marks.delete(marks);
    return Promise.resolve();
  }

  /** The entries (oldest first) within the bounds at `now`, as a new array. */
  private within(entries: readonly StoredEntry[], now: number): StoredEntry[] {
    const oldest = now - this.bounds.maxAgeMs;
    return entries.filter((entry) => partsOf(entry.id)[0] >= oldest).slice(-this.bounds.maxEntries);
  }

  ready(): boolean {
    return true;
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** Runs a MULTI; answers each command's result, or throws the first command's error. */
async function run(multi: ChainableCommander): Promise<unknown[]> {
  const results = await multi.exec();
  if (!results) throw new Error('The transaction was discarded.');
  return results.map(([error, result]) => {
    if (error) throw error;
    return result;
  });
}

const keyOf = (name: string) => `bikri:inbox:${name}`;

/**
 * A stream is a Redis stream (`bikri:inbox:user:<id>`, `bikri:inbox:admins`) whose entries hold
 * `by` and `note` (JSON), and a set of read marks a Redis set (`bikri:inbox:read:<id>:own`, `…:admins`).
 * XADD trims a stream to about `maxEntries` and XTRIM to about the age bound (`~`: whole nodes
 * at a time, cheaply); a stream or a set unwritten for the age bound expires. Reads apply both
 * bounds exactly, so what `~` leaves over is never seen.
 */
class RedisStore implements InboxStore {
  readonly kind = 'redis';

  constructor(
    private readonly redis: Redis,
    private readonly bounds: InboxBounds,
  ) {}

  async append(items: readonly { stream: string; by: string; note: InboxNote }[], now: number): Promise<void> {
    const multi = this.redis.multi();
    for (const { stream, by, note } of items) {
      multi.xadd(keyOf(stream), 'MAXLEN', '~', this.bounds.maxEntries, '*', 'by', by, 'note', JSON.stringify(note));
    }
    for (const stream of new Set(items.map((item) => item.stream))) {
      multi.xtrim(keyOf(stream), 'MINID', '~', now - this.bounds.maxAgeMs).pexpire(keyOf(stream), this.bounds.maxAgeMs);
    }
    await run(multi);
  }

  async view(streams: readonly ReaderStream[], now: number): Promise<StreamView[]> {
    const multi = this.redis.multi();
    for (const { stream, marks } of streams) {
      multi.xrevrange(keyOf(stream), '+', `${now - this.bounds.maxAgeMs}-0`, 'COUNT', this.bounds.maxEntries).smembers(keyOf(marks));
    }
    const results = await run(multi);
    return streams.map((_, n) => {
      const entries = results[2 * n] as [id: string, fields: string[]][];
      const read = results[2 * n + 1] as string[];
      return { entries: entries.map(([id, fields]) => entryOf(id, fields)), read: new Set(read) };
    });
  }

  async mark(marks: string, add: readonly string[], remove: readonly string[]): Promise<void> {
    const multi = this.redis.multi();
    if (add.length > 0) multi.sadd(keyOf(marks), ...add);
    if (remove.length > 0) multi.srem(keyOf(marks), ...remove);
    await run(multi.pexpire(keyOf(marks), this.bounds.maxAgeMs));
  }

  ready(): boolean {
    return this.redis.status === 'ready';
  }

  close(): Promise<void> {
    return closeRedis(this.redis);
  }
}

/** A stream entry's fields (`by`, `note`) as an entry. */
function entryOf(id: string, fields: readonly string[]): StoredEntry {
  const value = (name: string) => fields[fields.indexOf(name) + 1] ?? '';
  return { id, by: value('by'), note: JSON.parse(value('note')) as InboxNote };
}

/** A reader's `first` newest entries of their streams, and how many of all are unread. */
function pageOf(views: readonly StreamView[], first: number): InboxPage {
  const entries = views.flatMap(({ entries, read }) => entries.map(({ id, note }): InboxItem => ({ id, at: partsOf(id)[0], read: read.has(id), note })));
  entries.sort((a, b) => compareIds(b.id, a.id));
  return { entries: entries.slice(0, first), unread: entries.filter((entry) => !entry.read).length };
}

/** The stream an audience's entries go to. */
const streamOf = (to: InboxAudience) => (to === 'admins' ? 'admins' : `user:${to.user}`);

/** The streams a reader reads: their own, and an admin the admins' too. */
function streamsOf(reader: InboxReader): ReaderStream[] {
  const own = { stream: streamOf({ user: reader.id }), marks: `read:${reader.id}:own` };
  return reader.admin ? [own, { stream: streamOf('admins'), marks: `read:${reader.id}:admins` }] : [own];
}

/**
 * Every user's notification inbox: in Redis with `REDIS_URL` (every replica sees the same
 * entries and read marks, and they outlive a restart) or in this process's memory. Entries go to
 * one stream per user and one for the admins, which every admin reads with their own; each
 * stream keeps its newest 200 entries of the last 30 days (`INBOX_BOUNDS`).
 *
 * Read state is one set of read entry ids per reader and stream. Marking read adds the ids of
 * entries still in the stream and takes out those of entries the bounds have dropped, so a set
 * never holds more ids than its stream keeps, and it expires with the entries it marks.
 *
 * Recording never fails: with the store away the entries are lost and a warning is logged.
 * Reading and marking then fail with GATEWAY_UNAVAILABLE.
 */
export class Inboxes {
  private constructor(private readonly store: InboxStore) {}

  static create(redisUrl: string | undefined, bounds: InboxBounds = INBOX_BOUNDS): Inboxes {
    return new Inboxes(redisUrl ? new RedisStore(connectRedis(redisUrl, 'inbox-redis', 'wait'), bounds) : new MemoryStore(bounds));
  }

  /** Records entries, in this order; resolves once they are kept, or lost and logged. */
  async record(deliveries: readonly InboxDelivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    try {
      await this.store.append(
        deliveries.map(({ to, by, note }) => ({ stream: streamOf(to), by, note })),
        Date.now(),
      );
    } catch (error) {
      storeAway.warn('record', { lost: deliveries.map(({ note }) => note.kind), unavailable: errorText(error) });
    }
  }

  /** The reader's `first` newest entries, and how many of all theirs are unread. */
  async read(reader: InboxReader, first: number): Promise<InboxPage> {
    return pageOf(await this.views(reader, 'read'), first);
  }

  /**
   * Marks the reader's entries with these ids read (all of them: `null`); other ids are ignored.
   * Answers the page `read` would answer after, from what was read to mark them.
   */
  async markRead(reader: InboxReader, ids: readonly string[] | null, first: number): Promise<InboxPage> {
    const wanted = ids && new Set(ids);
    const views = await this.views(reader, 'mark');
    const changes = views.map(({ marks, entries, read }) => {
      const kept = new Set(entries.map((entry) => entry.id));
      const add = [...kept].filter((id) => !read.has(id) && (!wanted || wanted.has(id)));
      const remove = [...read].filter((id) => !kept.has(id));
      return { marks, add, remove };
    });
    try {
      await Promise.all(changes.filter(({ add, remove }) => add.length > 0 || remove.length > 0).map(({ marks, add, remove }) => this.store.mark(marks, add, remove)));
    } catch (error) {
      throw unavailable('mark', error);
    }
    return pageOf(
      views.map((view, n) => ({ ...view, read: new Set([...view.read, ...changes[n]!.add]) })),
      first,
    );
  }

  /** The reader's streams, without the entries of changes they made themselves. */
  private async views(reader: InboxReader, doing: 'read' | 'mark'): Promise<(StreamView & ReaderStream)[]> {
    const streams = streamsOf(reader);
    let views: StreamView[];
    try {
      views = await this.store.view(streams, Date.now());
    } catch (error) {
      throw unavailable(doing, error);
    }
    return views.map(({ entries, read }, n) => ({ ...streams[n]!, entries: entries.filter((entry) => entry.by !== reader.id), read }));
  }

  /** Where the inboxes live, for /healthz. */
  get storeState(): { kind: 'memory' } | { kind: 'redis'; ready: boolean } {
    return this.store.kind === 'memory' ? { kind: 'memory' } : { kind: 'redis', ready: this.store.ready() };
  }

  close(): Promise<void> {
    return this.store.close();
  }
}

function unavailable(doing: 'read' | 'mark', error: unknown): AppError {
  storeAway.warn(doing, { unavailable: errorText(error) });
  return new AppError(
    'GATEWAY_UNAVAILABLE',
    doing === 'read' ? 'Your notifications cannot be read right now. Please try again shortly.' : 'Your notifications cannot be marked read right now. Please try again shortly.',
  );
}
