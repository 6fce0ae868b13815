import { randomBytes } from 'node:crypto';
import { AppError } from '../errors.ts';
import type { OrderStatusDto } from '../gateway/dto.ts';
import { BurstLog, errorText } from '../log.ts';
import type { KeyValueStore } from './key-value.ts';

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
  | { kind: 'PROFILE_TO_REVIEW'; userId: string; marketer: string }
  | { kind: 'CUSTOMER_DECLINED'; orderId: string; customer: string; product: string };

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

/**
 * An entry's id: `<ms>-<n>-<replica>`, the millisecond it was recorded in, a count of this
 * process's entries (their order within a millisecond) and a random tag of the process (unique
 * across replicas). Ordered by the first two.
 */
function partsOf(id: string): [number, number] {
  const [ms = '0', n = '0'] = id.split('-');
  return [Number(ms), Number(n)];
}

const REPLICA = randomBytes(4).toString('hex');
let recorded = 0;
const newId = (now: number) => `${now}-${(recorded = (recorded + 1) % Number.MAX_SAFE_INTEGER)}-${REPLICA}`;

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
 * Keys: a stream is a list (`inboxes:user:<id>`, `inboxes:admins`) of entries as JSON; a reader's
 * read marks of a stream are one value (`inboxes:read:<id>:own`, `inboxes:read:<id>:admins`), a
 * JSON list of ids. Both expire when left unwritten for the age bound. (`inbox:` named the Redis
 * streams and sets of before, whose types these commands cannot read; they expire by themselves.)
 */
const keyOf = (name: string) => `inboxes:${name}`;

/** A reader's `first` newest entries of their streams, and how many of all are unread. */
function pageOf(views: readonly StreamView[], first: number): InboxPage {
  const entries = views.flatMap(({ entries, read }) =>
    entries.map(({ id, note }): InboxItem => ({ id, at: partsOf(id)[0], read: read.has(id), note })),
  );
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
 * Every user's notification inbox, in the shared key-value store (with Redis, every replica sees
 * the same entries and read marks, and they outlive a restart). Entries go to
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
  constructor(
    private readonly store: KeyValueStore,
    private readonly bounds: InboxBounds = INBOX_BOUNDS,
  ) {}

  /** Records entries, in this order; resolves once they are kept, or lost and logged. */
  async record(deliveries: readonly InboxDelivery[]): Promise<void> {
    if (deliveries.length === 0) return;
    const now = Date.now();
    const byStream = new Map<string, string[]>();
    for (const { to, by, note } of deliveries) {
      const stream = streamOf(to);
      byStream.set(stream, [
        ...(byStream.get(stream) ?? []),
        JSON.stringify({ id: newId(now), by, note } satisfies StoredEntry),
      ]);
    }
    try {
      await Promise.all(
        [...byStream].map(([stream, entries]) =>
          this.store.push(keyOf(stream), entries, this.bounds.maxEntries, this.bounds.maxAgeMs),
        ),
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
      await Promise.all(
        changes
          .filter(({ add, remove }) => add.length > 0 || remove.length > 0)
          .map(({ marks, add, remove }) => this.mark(marks, add, remove)),
      );
    } catch (error) {
      throw unavailable('mark', error);
    }
    return pageOf(
      views.map((view, n) => ({ ...view, read: new Set([...view.read, ...changes[n]!.add]) })),
      first,
    );
  }

  /** Adds ids to a set of read marks and takes others out; the set lives as long as the entries it marks. */
  private mark(marks: string, add: readonly string[], remove: readonly string[]): Promise<void> {
    return this.store.update(keyOf(marks), (current) => {
      const set = new Set<string>(current ? (JSON.parse(current) as string[]) : []);
      for (const id of add) set.add(id);
      for (const id of remove) set.delete(id);
      return set.size > 0
        ? { value: JSON.stringify([...set]), ttlMs: this.bounds.maxAgeMs, result: undefined }
        : { value: undefined, result: undefined };
    });
  }

  /** The reader's streams within the bounds, without the entries of changes they made themselves. */
  private async views(reader: InboxReader, doing: 'read' | 'mark'): Promise<(StreamView & ReaderStream)[]> {
    const streams = streamsOf(reader);
    const oldest = Date.now() - this.bounds.maxAgeMs;
    try {
      return await Promise.all(
        streams.map(async (stream) => {
          const [entries, marks] = await Promise.all([
            this.store.list(keyOf(stream.stream)),
            this.store.get(keyOf(stream.marks)),
          ]);
          return {
            ...stream,
            entries: entries
              .map((raw) => JSON.parse(raw) as StoredEntry)
              .filter((entry) => partsOf(entry.id)[0] >= oldest && entry.by !== reader.id)
              .reverse(),
            read: new Set<string>(marks ? (JSON.parse(marks) as string[]) : []),
          };
        }),
      );
    } catch (error) {
      throw unavailable(doing, error);
    }
  }

  /** Whether inboxes can be read now, for /readyz. */
  ready(): boolean {
    return this.store.ready();
  }
}

function unavailable(doing: 'read' | 'mark', error: unknown): AppError {
  storeAway.warn(doing, { unavailable: errorText(error) });
  return new AppError(
    'GATEWAY_UNAVAILABLE',
    doing === 'read'
      ? 'Your notifications cannot be read right now. Please try again shortly.'
      : 'Your notifications cannot be marked read right now. Please try again shortly.',
  );
}
