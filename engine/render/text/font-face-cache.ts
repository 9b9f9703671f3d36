/**
 * The @font-face rules written lately, per face: writing a subset font (opentype.js) and
 * its base64 is most of what drawing a small diagram costs, and the same glyphs recur
 * (every re-render of a scene, other themes and formats of it, its next versions). Keyed
 * weakly on the face's bytes, like the measurer's parsed faces, so the cache goes with the
 * fonts; at most RULES_PER_FACE rules a face are kept (the least recently used goes first),
 * so a server drawing many different diagrams holds a bounded amount.
 *
 * A rule is a pure function of the face, the family name, the style and the glyphs, so a
 * hit gives exactly the bytes a fresh write would: the cache changes no output.
 */
const RULES_PER_FACE = 64;

const rulesByFace = new WeakMap<Uint8Array, Map<string, string>>();

/** The rule for this key of the face (`faceBytes`), from the cache or written by `write`. */
export function cachedFontFaceRule(faceBytes: Uint8Array, key: string, write: () => string): string {
  let rules = rulesByFace.get(faceBytes);
  if (rules === undefined) {
    rules = new Map();
    rulesByFace.set(faceBytes, rules);
  }
  const cached = rules.get(key);
  if (cached !== undefined) {
    // Map keeps insertion order: re-inserting marks the rule as the most recently used.
    rules.delete(key);
    rules.set(key, cached);
    return cached;
  }
  const rule = write();
  rules.set(key, rule);
  if (rules.size > RULES_PER_FACE) {
    const oldest = rules.keys().next();
    if (oldest.done !== true) rules.delete(oldest.value);
  }
  return rule;
}

/** The cache key of a subset: family, style and every code point with its glyph, in code point order. */
export function subsetKey(familyName: string, style: string, glyphs: ReadonlyMap<number, number>): string {
  let key = `${familyName}/${style}/`;
  for (const [cp, glyph] of glyphs) key += `${cp.toString(36)}:${glyph.toString(36)},`;
  return key;
}
