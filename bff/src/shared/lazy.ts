import { isObjectType, type GraphQLSchema } from 'graphql';

/** A field value that is either known or still being loaded; GraphQL awaits either. */
export type Resolvable<T> = T | Promise<T>;

const LOAD = Symbol('load');
const LOADED = Symbol('loaded');
/** Per GraphQL type name, the fields `loadLazily` may leave loading (see `resolveLazyFields`). */
const lazyKeys = new Map<string, Set<string>>();

type Lazy<T> = T & { [LOAD]: () => Promise<T>; [LOADED]?: Promise<T> };

/** Fields of a type that load on demand, with the one prototype whose getters load them. */
export interface LazyShape<T extends object, K extends keyof T> {
  readonly keys: readonly K[];
  readonly prototype: T;
}

/**
 * Declares fields of `Type` that `loadLazily` may leave loading, and builds once the prototype
 * whose getters load them: each read of an entity's lazy field goes through it.
 */
export function lazyFields<T extends object, K extends keyof T & string>(Type: new () => T, keys: readonly K[]): LazyShape<T, K> {
  const declared = lazyKeys.get(Type.name) ?? new Set<string>();
  for (const key of keys) declared.add(key);
  lazyKeys.set(Type.name, declared);
  const prototype = Object.create(Type.prototype as object) as T;
  for (const key of keys) {
    Object.defineProperty(prototype, key, {
      enumerable: true,
      get(this: Lazy<T>) {
        return (this[LOADED] ??= this[LOAD]()).then((full) => full[key]);
      },
    });
  }
  return { keys, prototype };
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

/**
 * An instance of the shape's type with the `known` fields set and the shape's keys loading
 * lazily: the first read of any of them loads the whole entity once (through a DataLoader), later
 * reads share it. Used where the gateway populates only part of an entity (an order's product and
 * owner), so that a query asking only for the populated fields costs no extra call. The getters
 * live on the shape's one prototype, so a list of thousands of orders stays cheap to build.
 */
export function loadLazily<T extends object, K extends keyof T>(shape: LazyShape<T, K>, known: Partial<T>, load: () => Promise<T>): T {
  const target = Object.create(shape.prototype) as Lazy<T>;
  target[LOAD] = load;
  return Object.assign(target, known);
}
