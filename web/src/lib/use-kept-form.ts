import { useCallback, useEffect, useRef, useState } from 'react';
import { dropKept, readKept, writeKept } from './kept-on-phone.ts';

export interface KeptForm<T> {
  /** The kept values have been read (the form can be shown). */
  ready: boolean;
  /** What was typed before the page was left or reloaded, if anything. */
  saved: T | undefined;
  /** Keeps the values as typed; values equal to `empty` are not worth keeping. */
  keep: (values: T) => void;
  /** Forgets the kept values (the form was sent, saved elsewhere or cancelled). */
  forget: () => Promise<void>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's half-typed values, kept on the phone per user (`name` tells the forms apart), so that
 * a reload or a closed tab does not lose them. Writes go one at a time, the latest values last.
 */
export function useKeptForm<T>(userId: string, name: string, empty: T): KeptForm<T> {
  const [loaded, setLoaded] = useState<{ key: string; saved: T | undefined } | null>(null);
  const key = `${userId}/${name}`;
  const queue = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef<{ values: T } | null>(null);

  useEffect(() => {
    let live = true;
    void readKept<T>(userId, `form/${name}`)
      .catch(() => undefined)
      .then((saved) => live && setLoaded({ key: `${userId}/${name}`, saved }));
    return () => {
      live = false;
    };
  }, [userId, name]);

  const keep = useCallback(
    (values: T) => {
      const scheduled = latest.current !== null;
      latest.current = { values };
      if (scheduled) return;
      queue.current = queue.current.then(async () => {
        const next = latest.current;
        latest.current = null;
        if (!next) return;
        const write = same(next.values, empty)
          ? dropKept(userId, `form/${name}`)
          : writeKept(userId, `form/${name}`, next.values);
        await write.catch(() => undefined);
      });
    },
    [userId, name, empty],
  );

  const forget = useCallback(() => {
    latest.current = null;
    queue.current = queue.current.then(() => dropKept(userId, `form/${name}`).catch(() => undefined));
    return queue.current;
  }, [userId, name]);

  const current = loaded?.key === key ? loaded : null;
  return { ready: current !== null, saved: current?.saved, keep, forget };
}
