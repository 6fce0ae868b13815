import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RoleDto } from './dto.ts';

/**
 * The role each recent session had when last seen, so that a request can start the list it will
 * most likely need (an admin's or a marketer's) at the same time as it reads the session, rather
 * than after. A hint only chooses what to start early: access is always decided by the session
 * read in the same request, and the gateway enforces the admin calls itself; a stale hint costs a
 * wasted call, never a wrong answer. Kept per process, bounded, keyed by a hash of the token.
 */
export class RoleHints {
  private readonly roles: LRUCache<string, RoleDto>;

  constructor(capacity = 10_000) {
    this.roles = new LRUCache<string, RoleDto>({ max: capacity });
  }

  /** The hint of one session (none without a token). */
  for(token: string | undefined): RoleHint {
    if (!token) return { get: () => undefined, set: () => undefined };
    let key: string | undefined;
    const keyOf = () => (key ??= createHash('sha256').update(token).digest('base64url'));
    return {
      get: () => this.roles.get(keyOf()),
      set: (role) => void this.roles.set(keyOf(), role),
    };
  }
}

/** One session's role hint. */
export interface RoleHint {
  get(): RoleDto | undefined;
  set(role: RoleDto): void;
}
