/**
 * What `make` works out from `source`, once per source object. A list read from the gateway is
 * the same object for as long as the gateway answers it unchanged (gateway/answer-memo.ts), so
 * what is worked out from it (its sorted form, its tabs) is kept with it, and goes when it does.
 * Read-only, like the source.
 */
export function keptWith<S extends object, V>(cache: WeakMap<S, V>, source: S, make: (source: S) => V): V {
  let value = cache.get(source);
  if (value === undefined) {
    value = make(source);
    cache.set(source, value);
  }
  return value;
}
