import type { GraphQLFormattedError } from 'graphql';
import { useCallback, useSyncExternalStore } from 'react';
import { changeKept, forgetAllKept, readKept, setWaitingHint } from '../../lib/kept-on-phone.ts';
import type { OrderFormValues } from './order-fields.ts';

/** Why the last send of a draft did not place it. */
export type DraftProblem =
  /** The server refused it for a reason the draft must change for (stock, account, a field). */
  | { kind: 'refused'; errors: GraphQLFormattedError[] }
  /** The server could not take it now (unavailable, too many attempts): sent again with the others. */
  | { kind: 'notTaken'; errors: GraphQLFormattedError[] }
  /** No answer came, or the server could not tell yet: it may have been placed. */
  | { kind: 'unknown' }
  /** Its key was already used for other values: an earlier version of it may have been placed. */
  | { kind: 'keyUsed' };

/** An order kept on the phone until it is sent. */
export interface OrderDraft {
  id: string;
  /** The Idempotency-Key of every send of this draft, given when it was first submitted. */
  key: string;
  values: OrderFormValues;
  /** The product's name when it was typed, to list the draft without the network. */
  productName: string;
  savedAt: string;
  /**
   * A send of it may have reached the server: it went out and no definite refusal came back
   * (the answer was lost, in doubt, or the page closed while it was out).
   */
  maybePlaced: boolean;
  problem: DraftProblem | null;
}

/** What a screen sees of one user's drafts. */
export interface Outbox {
  loaded: boolean;
  drafts: readonly OrderDraft[];
  /** Drafts being sent from this page now. */
  sending: ReadonlySet<string>;
  /** A run over all drafts is going on in this page. */
  running: boolean;
}

const NAME = 'order-drafts';
const EMPTY: Outbox = { loaded: false, drafts: [], sending: new Set(), running: false };
const boxes = new Map<string, Outbox>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
/** Other tabs of this browser hear of each change and read the drafts again. */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('bikri-outbox');
channel?.addEventListener('message', (event: MessageEvent<string>) => {
  if (boxes.get(event.data)?.loaded) void load(event.data);
});

function patch(userId: string, change: Partial<Outbox>): void {
  boxes.set(userId, { ...(boxes.get(userId) ?? EMPTY), ...change });
  notify();
}

async function load(userId: string): Promise<readonly OrderDraft[]> {
  const drafts = (await readKept<OrderDraft[]>(userId, NAME).catch(() => undefined)) ?? [];
  patch(userId, { loaded: true, drafts });
  setWaitingHint(userId, drafts.length);
  return drafts;
}

export function outboxOf(userId: string): Outbox {
  return boxes.get(userId) ?? EMPTY;
}

function subscribe(userId: string, listener: () => void): () => void {
  listeners.add(listener);
  if (!boxes.has(userId)) {
    boxes.set(userId, EMPTY);
    void load(userId);
  }
  return () => void listeners.delete(listener);
}

/** The drafts of `userId`, read from the phone on first use. */
export function useOutbox(userId: string): Outbox {
  const listen = useCallback((listener: () => void) => subscribe(userId, listener), [userId]);
  return useSyncExternalStore(listen, () => outboxOf(userId));
}

/** The drafts as kept now (read from the phone if this page has not yet). */
export async function currentDrafts(userId: string): Promise<readonly OrderDraft[]> {
  const box = boxes.get(userId);
  return box?.loaded ? box.drafts : load(userId);
}

async function change(userId: string, edit: (drafts: OrderDraft[]) => OrderDraft[]): Promise<void> {
  const drafts = await changeKept<OrderDraft[]>(userId, NAME, (current) => edit(current ?? []));
  patch(userId, { loaded: true, drafts });
  setWaitingHint(userId, drafts.length);
  channel?.postMessage(userId);
}

/** Adds a draft, or replaces the one with its id. */
export function putDraft(userId: string, draft: OrderDraft): Promise<void> {
  return change(userId, (drafts) =>
    drafts.some((d) => d.id === draft.id) ? drafts.map((d) => (d.id === draft.id ? draft : d)) : [...drafts, draft],
  );
}

/** Changes a draft if it is still kept (another tab may have sent or removed it). */
export function updateDraft(
  userId: string,
  id: string,
  update: Partial<Omit<OrderDraft, 'id' | 'key'>>,
): Promise<void> {
  return change(userId, (drafts) => drafts.map((d) => (d.id === id ? { ...d, ...update } : d)));
}

export function removeDraft(userId: string, id: string): Promise<void> {
  return change(userId, (drafts) => drafts.filter((d) => d.id !== id));
}

/** Notes that a draft is being sent from this page, or no longer. */
export function markSending(userId: string, id: string, on: boolean): void {
  const sending = new Set(outboxOf(userId).sending);
  if (on) sending.add(id);
  else sending.delete(id);
  patch(userId, { sending });
}

export function markRunning(userId: string, running: boolean): void {
  patch(userId, { running });
}

/** Drafts that "send all" sends: all but those the server refused for a reason they must change for. */
export function isSendable(draft: OrderDraft): boolean {
  return draft.problem?.kind !== 'refused' && draft.problem?.kind !== 'keyUsed';
}

/**
 * Forgets every draft and half-typed form kept on this phone, of every account (for sign-out:
 * they hold customers' names and phone numbers).
 */
export async function forgetOutbox(): Promise<void> {
  await forgetAllKept();
  for (const userId of boxes.keys()) boxes.set(userId, { ...EMPTY, loaded: true });
  notify();
  for (const userId of boxes.keys()) channel?.postMessage(userId);
}
