import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the app keeps of the Apollo cache on the phone (web/src/lib/persisted-cache.ts), as the browser tests read it. */
export interface KeptRecord {
  userId: string;
  savedAt: number;
  entities: string[];
}

/** What the page kept on the phone (IndexedDB), or null: its entities' ids and the root fields; never creates the database itself. */
export function kept(page: Page): Promise<KeptRecord | null> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((database) => database.name === 'bikri-cache')) return null;
    return new Promise<KeptRecord | null>((resolve, reject) => {
      const open = indexedDB.open('bikri-cache');
      open.onerror = () => reject(new Error(String(open.error)));
      open.onsuccess = () => {
        const read = open.result.transaction('kept').objectStore('kept').get('last-seen');
        read.onsuccess = () => {
          const record = read.result as { userId: string; savedAt: number; data: Record<string, unknown> } | undefined;
          open.result.close();
          const root = Object.keys(record?.data.ROOT_QUERY ?? {}).map((field) => `ROOT_QUERY.${field}`);
          resolve(
            record
              ? { userId: record.userId, savedAt: record.savedAt, entities: [...Object.keys(record.data), ...root] }
              : null,
          );
        };
      };
    });
  });
}

/** Waits until the phone keeps something of each kind named (an id prefix such as `Order:` or `ROOT_QUERY.dashboard`). */
export async function keptWith(page: Page, ...prefixes: string[]): Promise<KeptRecord> {
  await expect
    .poll(
      async () => {
        const record = await kept(page);
        return prefixes.filter((prefix) => !record?.entities.some((id) => id.startsWith(prefix)));
      },
      { timeout: 15_000 },
    )
    .toEqual([]);
  return (await kept(page))!;
}
