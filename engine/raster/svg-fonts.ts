import { faceFor, FONT_ORDER, type FontBytes, type FontKey } from '../fonts/index.js';

// A <style> holding nothing but @font-face rules: what renderSvg's embedded-font painter
// writes (engine/render/text/font-face-rule.ts). Base64 has no braces, so [^{}] spans a rule.
const FONT_FACE_STYLE = /<style>(?:@font-face\{[^{}<]*\})+<\/style>/g;

/**
 * The SVG without the @font-face rules renderSvg embeds. resvg cannot use them (it draws
 * with the faces it is given, matched by the same family names), and reading their
 * base64 costs time. A <style> with any other rule is kept.
 */
export function withoutFontFaceRules(svg: string): string {
  return svg.includes('@font-face') ? svg.replace(FONT_FACE_STYLE, '') : svg;
}

// What each family name, or generic family, of a font-family list can select. resvg-wasm
// maps the generic families onto the bundled faces (fonts.ts); any other name matches
// nothing and falls through to the default family, Inter.
const FONT_OF_NAME: Readonly<Record<string, FontKey>> = {
  'inter': 'sans',
  'sans-serif': 'sans',
  'serif': 'sans',
  'jetbrains mono': 'mono',
  'monospace': 'mono',
  'comic neue': 'hand',
  'cursive': 'hand',
  'fantasy': 'hand',
};

// font-family as an attribute (font-family="A, B") or as a CSS declaration (font-family: A, B).
const FAMILY_ATTRIBUTE = /\bfont-family\s*=\s*(?:"([^"]*)"|'([^']*)')/g;
const FAMILY_DECLARATION = /\bfont-family\s*:\s*((?:[^;}"'<>]|"[^"<>]*"|'[^'<>]*')*)/g;
// The font shorthand sets the family too; when present, every face goes to resvg.
const FONT_SHORTHAND = /\bfont\s*[=:]/;
// Printable ASCII: drawn by every bundled face (a test checks it), so it never needs a fallback.
const BEYOND_ASCII = /[^\t\n\r\x20-\x7e]|&#/;

/**
 * The bundled fonts resvg needs for this SVG, in FONT_ORDER: none without <text>; else the
 * default (sans) and every font a font-family list names. resvg picks a run's face from
 * its family list and, for a character that face lacks, searches all the faces it was
 * given; so when some drawn character is missing from one of the chosen faces but present
 * in a face left out, all fonts are passed and the PNG stays what it was with all nine.
 */
export function fontsForSvg(svg: string, fonts: FontBytes): FontKey[] {
  if (!svg.includes('<text')) return [];
  if (FONT_SHORTHAND.test(svg)) return [...FONT_ORDER];
  const chosen = new Set<FontKey>(['sans']);
  // Every name-like piece of a value counts: a declaration read past its end (the regex
  // cannot always tell an attribute's closing quote from a CSS string) only adds pieces
  // that select nothing but the default, which is in already.
  const addList = (list: string): void => {
    for (const name of list.replace(/&quot;/g, '"').split(/[,"';]/)) {
      const font = FONT_OF_NAME[name.trim().toLowerCase()];
      if (font !== undefined) chosen.add(font);
    }
  };
  for (const match of svg.matchAll(FAMILY_ATTRIBUTE)) addList(match[1] ?? match[2] ?? '');
  for (const match of svg.matchAll(FAMILY_DECLARATION)) addList(match[1] ?? '');
  const keys = FONT_ORDER.filter((key) => chosen.has(key));
  if (keys.length === FONT_ORDER.length || !BEYOND_ASCII.test(svg)) return keys;
  return needsFallbackOutside(drawnCodePoints(svg), keys, fonts) ? [...FONT_ORDER] : keys;
}

/** True when a character is missing from some face of `keys` but drawn by a face of another font. */
function needsFallbackOutside(codePoints: ReadonlySet<number>, keys: readonly FontKey[], fonts: FontBytes): boolean {
  const faces = (list: readonly FontKey[]) => list.flatMap((key) => [fonts[key].regular, fonts[key].bold, fonts[key].italic]);
  const inside = faces(keys);
  const outside = faces(FONT_ORDER.filter((key) => !keys.includes(key)));
  for (const cp of codePoints) {
    if (cp >= 0x20 && cp <= 0x7e) continue;
    const missing = inside.some((bytes) => faceFor(bytes).glyphIndex(cp) === 0);
    if (missing && outside.some((bytes) => faceFor(bytes).glyphIndex(cp) !== 0)) return true;
  }
  return false;
}

/** The code points of the SVG's character data (a superset of what is drawn: titles too), character references decoded. */
function drawnCodePoints(svg: string): Set<number> {
  const codePoints = new Set<number>();
  for (const match of svg.matchAll(/>([^<]+)</g)) {
    const text = (match[1] ?? '').replace(/&#(x[0-9a-f]+|[0-9]+);/gi, (_, ref: string) => {
      const cp = ref[0] === 'x' || ref[0] === 'X' ? parseInt(ref.slice(1), 16) : parseInt(ref, 10);
      return cp <= 0x10ffff ? String.fromCodePoint(cp) : '';
    });
    for (const ch of text) codePoints.add(ch.codePointAt(0) ?? 0);
  }
  return codePoints;
}
