import { describe, expect, it } from 'vitest';
import { RoleHints } from './role-hints.ts';

describe('RoleHints', () => {
  it("answers the role last seen with a session's token, and none for another token or none", () => {
    const hints = new RoleHints();
    hints.for('admin-token').set('admin');
    hints.for('marketer-token').set('user');
    expect(hints.for('admin-token').get()).toBe('admin');
    expect(hints.for('marketer-token').get()).toBe('user');
    expect(hints.for('other-token').get()).toBeUndefined();
    hints.for(undefined).set('admin');
    expect(hints.for(undefined).get()).toBeUndefined();
  });

  it('keeps the sessions seen most recently, up to its capacity', () => {
    const hints = new RoleHints(2);
    hints.for('a').set('admin');
    hints.for('b').set('user');
    hints.for('a').set('admin');
    hints.for('c').set('user');
    expect(hints.for('a').get()).toBe('admin');
    expect(hints.for('b').get()).toBeUndefined();
    expect(hints.for('c').get()).toBe('user');
  });
});
