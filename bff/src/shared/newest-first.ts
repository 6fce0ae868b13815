/** Newest first by `createdAt` (spec §2: lists are newest first), each date parsed once. */
export function newestFirst<T extends { createdAt: string }>(list: readonly T[]): T[] {
  return list
    .map((item) => ({ item, time: Date.parse(item.createdAt) || 0 }))
    .sort((a, b) => b.time - a.time)
    .map(({ item }) => item);
}
