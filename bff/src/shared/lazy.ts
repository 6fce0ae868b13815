/** A field value that is either known or still being loaded; GraphQL awaits either. */
export type Resolvable<T> = T | Promise<T>;

const LOAD = Symbol('load');
const prototypes = new Map<string, object>();

type Lazy<T> = T & { [LOAD]: () => Promise<T> };

/**
 * An instance of `Type` with the `known` fields set and `keys` loading lazily: the first read of
 * any of them loads the whole entity once (through a DataLoader), later reads share it. Used
 * where the gateway populates only part of an entity (an order's product and owner), so that a
 * query asking only for the populated fields costs no extra call. The getters live on one shared
 * prototype per type and key set, so a list of thousands of orders stays cheap to build.
 */
export function loadLazily<T extends object, K extends keyof T>(
  Type: new () => T,
  known: Partial<T>,
  keys: readonly K[],
  load: () => Promise<T>,
): T {
  const id = `${Type.name}:${keys.join(',')}`;
  let prototype = prototypes.get(id);
  if (!prototype) {
    prototype = Object.create(Type.prototype as object) as object;
    for (const key of keys) {
      Object.defineProperty(prototype, key, {
        enumerable: true,
        get(this: Lazy<T>) {
          return this[LOAD]().then((full) => full[key]);
        },
      });
    }
    prototypes.set(id, prototype);
  }
  let loaded: Promise<T> | undefined;
  const target = Object.create(prototype) as Lazy<T>;
  target[LOAD] = () => (loaded ??= load());
  return Object.assign(target, known);
}
