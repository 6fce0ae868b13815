import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown that starts at `seconds`; `restart(from)` starts it again at `from` (default `seconds`). */
export function useCountdown(seconds: number): {
  remaining: number;
  restart: (from?: number) => void;
  stop: () => void;
} {
  const [remaining, setRemaining] = useState(seconds);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  const restart = useCallback(
    (from: number = seconds) => setRemaining(Math.max(0, Math.min(seconds, from))),
    [seconds],
  );
  const stop = useCallback(() => setRemaining(0), []);
  return { remaining, restart, stop };
}
