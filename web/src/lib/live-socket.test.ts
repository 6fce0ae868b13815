import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retryWait } from './live-socket.ts';
import { noteLiveSocket, noteServerReached } from './network-state.ts';

/** Whether the promise has settled once pending callbacks ran. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe("the live socket's wait before reconnecting", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0);
  });
  afterEach(() => {
    noteServerReached(true);
    noteLiveSocket(false);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('backs off, doubling from 1 s', async () => {
    const wait = retryWait(3);
    await vi.advanceTimersByTimeAsync(7_999);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(wait)).toBe(true);
  });

  it('ends when the page, offline, reaches the server again, with no event from the browser', async () => {
    noteServerReached(false);
    const wait = retryWait(4);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await settled(wait)).toBe(false);
    noteServerReached(true);
    expect(await settled(wait)).toBe(true);
  });

  it('ends when the browser says it is back online', async () => {
    const wait = retryWait(4);
    window.dispatchEvent(new Event('online'));
    expect(await settled(wait)).toBe(true);
  });

  it('waits out its time when the page was not offline and something else changed', async () => {
    const wait = retryWait(2);
    noteLiveSocket(true);
    expect(await settled(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await settled(wait)).toBe(true);
  });
});
