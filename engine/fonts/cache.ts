/**
 * The value `lookUp` gives for `key`, looked up once: font lookups (glyphs, advances, the
 * face that draws a character) are asked again and again for the few hundred characters a
 * scene uses. `lookUp` should be made once (a field), not per call.
 */
export function lookedUpOnce<K, V>(cache: Map<K, V>, key: K, lookUp: (key: K) => V): V {
  let value = cache.get(key);
  if (value === undefined) {
    value = lookUp(key);
    cache.set(key, value);
  }
  return value;
}
