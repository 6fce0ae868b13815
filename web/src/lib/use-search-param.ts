import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { appliedSearch } from './applied-search.ts';

/** Quiet time after the last keystroke before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 150;

/**
 * A search box kept in the address (`?q=`), so a search survives a reload and combines with the
 * other parameters (a tab): what is typed shows at once; it is applied (the URL changes, the list
 * asks the server) once typing pauses. Back and forward bring their search back into the box.
 */
export function useSearchParam(name = 'q') {
  const [params, setParams] = useSearchParams();
  const applied = appliedSearch(params, name);
  const [typed, setTyped] = useState(applied);
  const written = useRef(applied);

  useEffect(() => {
    if (applied !== written.current) setTyped(applied);
    written.current = applied;
  }, [applied]);

  useEffect(() => {
    const text = typed.trim();
    if (text === written.current) return;
    const timer = setTimeout(() => {
      written.current = text;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text) next.set(name, text);
          else next.delete(name);
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, name, setParams]);

  return { typed, applied, pending: typed.trim() !== applied, type: setTyped };
}

/** `appliedSearch` of the current address. */
export function useAppliedSearch(name = 'q'): string {
  const [params] = useSearchParams();
  return appliedSearch(params, name);
}
