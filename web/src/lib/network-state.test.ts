import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteLiveSocket, noteServerReached, onConnectionRegained } from './network-state.ts';

describe('the page online again', () => {
  afterEach(() => {
    noteServerReached(true);
    noteLiveSocket(false);
  });

  it('is announced once the server answers and the live socket is back, each time, and not while either is missing', () => {
    const regained = vi.fn();
    const stop = onConnectionRegained(regained);
    noteServerReached(false);
    noteLiveSocket(true);
    noteServerReached(true);
    expect(regained).not.toHaveBeenCalled();
    noteLiveSocket(false);
    expect(regained).toHaveBeenCalledTimes(1);
    // An answer lost just after: offline, then reached again.
    noteServerReached(false);
    noteServerReached(true);
    expect(regained).toHaveBeenCalledTimes(2);
    // The socket alone dropping and coming back.
    noteLiveSocket(true);
    noteLiveSocket(false);
    expect(regained).toHaveBeenCalledTimes(3);
    // Nothing to announce when nothing was missing.
    noteServerReached(true);
    noteLiveSocket(false);
    expect(regained).toHaveBeenCalledTimes(3);
    stop();
    noteServerReached(false);
    noteServerReached(true);
    expect(regained).toHaveBeenCalledTimes(3);
  });
});
