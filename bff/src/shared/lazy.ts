/** A field value that is either known or still being loaded; GraphQL awaits either. */
export type Resolvable<T> = T | Promise<T>;

/**
 * Makes `keys` of `target` load lazily: the first read of any of them loads the whole entity
 * once (through a DataLoader), later reads share it. Used where the gateway populates only part
 * of an entity (an order's product and owner), so that a query asking only for the populated
 * fields costs no extra call.
 */
export function loadLazily<T extends object, K extends keyof T>(target: T, keys: readonly K[], load: () => Promise<T>): T {
  let loaded: Promise<T> | undefined;
  for (const key of keys) {
    Object.defineProperty(target, key, {
      enumerable: true,
      configurable: true,
      get: () => (loaded ??= load()).then((full) => full[key]),
    });
  }
  return target;
}
