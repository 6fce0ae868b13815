import { compareByName, compareNewestFirst, sortableTime, type Position } from '@bikri/schema/lists';
import type { UserDto } from '../gateway/dto.ts';

/**
 * A list order: rows by `compare`, and where each row sits (for its cursor). Cursors hold the
 * row's position rather than an offset, so a page continues right after the row it was asked
 * after even when rows were added or moved since: no row twice, none skipped.
 */
export interface ListOrder<T> {
  /** Which order this is; a cursor carries it, so one list's cursor is refused by another. */
  name: string;
  position(item: T): Position;
  /** Negative when `a` comes first; the list is sorted with it, and pages are found with it. */
  compare(a: Position, b: Position): number;
}

/** The users list's order (`compareByName` of `@bikri/schema/lists`). */
export const BY_NAME: ListOrder<Pick<UserDto, '_id' | 'name'>> = {
  name: 'name',
  position: (user) => ({ key: user.name ?? '', id: user._id }),
  compare: compareByName,
};

/** Every dated list's order: newest first by `createdAt`, then by id (`compareNewestFirst` of `@bikri/schema/lists`). */
export const BY_NEWEST: ListOrder<{ createdAt: string; _id: string }> = {
  name: 'newest',
  position: (item) => ({ key: sortableTime(item.createdAt), id: item._id }),
  compare: compareNewestFirst,
};
