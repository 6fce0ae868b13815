import { isObjectType, type GraphQLSchema } from 'graphql';

/** A field value that is either known or still being loaded; GraphQL awaits either. */
export type Resolvable<T> = T | Promise<T>;

const LOAD = Symbol('load');
const prototypes = new Map<string, object>();
/** Per GraphQL type name, the fields `loadLazily` may leave loading (see `resolveLazyFields`). */
const lazyKeys = new Map<string, Set<string>>();

/** Declares fields of `Type` that `loadLazily` may leave loading; answers `keys`. */
export function lazyFields<T extends object, K extends keyof T & string>(Type: new () => T, keys: readonly K[]): readonly K[] {
  const declared = lazyKeys.get(Type.name) ?? new Set<string>();
  for (const key of keys) declared.add(key);
  lazyKeys.set(Type.name, declared);
  return keys;
}

/**
 * Gives each declared lazy field a resolver that reads the property. The compiled executor
 * (shared/compiled-executor.ts) reads a field without a resolver as a plain value; one with a
 * resolver may answer a promise, which is what a lazy field is until it has loaded.
 */
export function resolveLazyFields(schema: GraphQLSchema): void {
  for (const [typeName, keys] of lazyKeys) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`lazy fields of ${typeName}, which is no object type of the schema`);
    const fields = type.getFields();
    for (const key of keys) {
      const field = fields[key];
      if (!field) throw new Error(`lazy field ${typeName}.${key} is not in the schema`);
      field.resolve ??= (parent: Record<string, unknown>) => parent[key];
    }
  }
}

type Lazy<T> = T & { [LOAD]: () => Promise<T> };

/**
 * An instance of `Type` with the `known` fields set and `keys` loading lazily: the first read of
 * any of them loads the whole entity once (through a DataLoader), later reads share it. Used
 * where the gateway populates only part of an entity (an order's product and owner), so that a
 * query asking only for the populated fields costs no extra call. The getters live on one shared
 * prototype per type and key set, so a list of thousands of orders stays cheap to build. The
 * keys must be declared with `lazyFields`, so the schema resolves them as possible promises.
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
    const declared = lazyKeys.get(Type.name);
    const undeclared = keys.filter((key) => !declared?.has(String(key)));
    if (undeclared.length > 0) throw new Error(`declare ${Type.name}.${undeclared.join(', ')} with lazyFields() first`);
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
