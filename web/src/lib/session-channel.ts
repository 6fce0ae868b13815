/**
 * Tells the other open tabs of this browser that the user signed in or out, so they follow
 * without a reload (BroadcastChannel; a no-op where it does not exist).
 */
export type SessionEvent = 'login' | 'logout';

const NAME = 'bikri-session';

// One channel per tab for sending and listening: a channel does not hear its own messages,
// while a second channel in the same tab would (and would, say, log this tab out at once).
let channel: BroadcastChannel | undefined;

function tabChannel(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  channel ??= new BroadcastChannel(NAME);
  return channel;
}

export function announceSession(event: SessionEvent): void {
  tabChannel()?.postMessage(event);
}

/** Calls `listener` when another tab signs in or out; returns the unsubscribe function. */
export function onSessionChange(listener: (event: SessionEvent) => void): () => void {
  const tab = tabChannel();
  if (!tab) return () => {};
  const onMessage = (message: MessageEvent<SessionEvent>) => listener(message.data);
  tab.addEventListener('message', onMessage);
  return () => tab.removeEventListener('message', onMessage);
}
