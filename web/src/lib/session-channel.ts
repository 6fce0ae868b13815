/**
 * Tells the other open tabs of this browser that the user signed in or out, so they follow
 * without a reload (BroadcastChannel; a no-op where it does not exist).
 */
export type SessionEvent = 'login' | 'logout';

const NAME = 'bikri-session';

export function announceSession(event: SessionEvent): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(NAME);
  channel.postMessage(event);
  channel.close();
}

/** Calls `listener` when another tab signs in or out; returns the unsubscribe function. */
export function onSessionChange(listener: (event: SessionEvent) => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(NAME);
  channel.onmessage = (message: MessageEvent<SessionEvent>) => listener(message.data);
  return () => channel.close();
}
