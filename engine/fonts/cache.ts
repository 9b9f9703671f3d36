import type { FaceStyle, FontBytes, FontKey } from './font-bytes.js';

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

/** Values kept one per font bytes (weakly: dropped with them), font and style. */
export type PerFontStyle<V> = WeakMap<FontBytes, Map<string, V>>;

/**
 * The value for these fonts, font and style in `cache`, made by `make` the first time: what
 * is worked out from a font's faces (its fallback stack, the faces that draw each
 * character) depends on nothing else, so every measurer and painter shares it.
 */
export function perFontStyle<V>(cache: PerFontStyle<V>, fonts: FontBytes, font: FontKey, style: FaceStyle, make: () => V): V {
  let byKey = cache.get(fonts);
  if (byKey === undefined) {
    byKey = new Map();
    cache.set(fonts, byKey);
  }
  return lookedUpOnce(byKey, `${font}/${style}`, make);
}
