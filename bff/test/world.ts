import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { startBff, type Session, type TestBff } from './harness.ts';

/**
 * The BFF the test files' worlds (`*-world.ts`) share: one with the seed, and the admin, Sita and
 * Maya signed in.
 */

export let bff: TestBff;
export let admin: Session;
export let sita: Session;
export let maya: Session;

/**
 * Starts the BFF with the seed and signs the admin, Sita and Maya in before the tests of the file
 * or describe it is called in (`each`: before each of them, for tests that change what the others
 * read), and stops it after them; the outer one is back then.
 */
export function useSeededBff(per: 'all' | 'each'): void {
  let outer: [TestBff, Session, Session, Session];
  (per === 'all' ? beforeAll : beforeEach)(async () => {
    outer = [bff, admin, sita, maya];
    bff = await startBff();
    [admin, sita, maya] = await Promise.all([
      bff.signIn('admin@demo.test'),
      bff.signIn('sita@demo.test'),
      bff.signIn('maya@demo.test'),
    ]);
  });
  (per === 'all' ? afterAll : afterEach)(async () => {
    await bff.close();
    [bff, admin, sita, maya] = outer;
  });
}
