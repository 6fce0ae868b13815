import { useSyncExternalStore } from 'react';
import type { Calendar } from '@bikri/schema/calendar';
import type { Locale } from './locale-choice.ts';

/**
 * Which calendar dates are shown in first: the one chosen in the user menu, kept per browser in
 * localStorage, or by default Bikram Sambat in Nepali and AD in English.
 */

const STORAGE_KEY = 'bikri.calendar';
const listeners = new Set<() => void>();
let chosen: Calendar | null = read();

function read(): Calendar | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'BS' || value === 'AD' ? value : null;
  } catch {
    return null;
  }
}

/** The calendar dates are shown in first, in an interface language. */
export function primaryCalendar(locale: Locale): Calendar {
  return chosen ?? (locale === 'ne' ? 'BS' : 'AD');
}

/** Chooses the calendar dates are shown in first for this browser (`null`: by language again). */
export function chooseCalendar(calendar: Calendar | null): void {
  chosen = calendar;
  try {
    if (calendar) localStorage.setItem(STORAGE_KEY, calendar);
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The calendar chosen in the menu (`null`: by language); the component re-renders when it changes. */
export function useChosenCalendar(): Calendar | null {
  return useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  );
}
