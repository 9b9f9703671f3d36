import type { FaceKey, FaceStyle, FontBytes, FontKey } from './font-bytes.js';
import { faceFor } from './face.js';
import { FontStack } from './font-stack.js';
import { perFontStyle, type PerFontStyle } from './cache.js';

/**
 * Where a character missing from a face is looked for next, like a CSS family list: the
 * one chain measuring and drawing both follow, so drawn text takes the glyphs and
 * advances measured text counted.
 */
export const FALLBACK_FONTS: Readonly<Record<FontKey, readonly FontKey[]>> = {
  sans: ['mono'],
  mono: ['sans'],
  hand: ['sans', 'mono'],
};

/** A font key with its fallback fonts, in the order they are tried. */
export function fontChain(font: FontKey): readonly FontKey[] {
  return [font, ...FALLBACK_FONTS[font]];
}

/** The faces a font's characters are looked for in: its bundled chain, then the caller's fallback faces. */
export function faceChain(fonts: FontBytes, font: FontKey): readonly FaceKey[] {
  const extra = fonts.fallback ?? [];
  return extra.length === 0 ? fontChain(font) : [...fontChain(font), ...extra.map((_bytes, i) => i)];
}

/** The bytes of a face of the chain in a style (a fallback face serves every style). */
export function faceBytes(fonts: FontBytes, key: FaceKey, style: FaceStyle): Uint8Array {
  if (typeof key === 'string') return fonts[key][style];
  const bytes = fonts.fallback?.[key];
  if (bytes === undefined) throw new RangeError(`fonts.fallback has no face ${key}`);
  return bytes;
}

/**
 * The bundled face a piece of text is set in. Bold italic is not bundled: CSS font
 * matching settles font-style before font-weight, so the rasteriser draws bold italic text
 * with the italic face, and it is measured the same way.
 */
export function faceStyleOf(text: { weight: 'normal' | 'bold'; italic?: boolean }): FaceStyle {
  if (text.italic === true) return 'italic';
  return text.weight === 'bold' ? 'bold' : 'regular';
}

const stacks: PerFontStyle<FontStack> = new WeakMap();

/**
 * The face of `font` in `style` with its fallback chain (FontStack), one per font bytes,
 * font and style: its caches of resolved characters serve every measurer and painter.
 */
export function fontStackFor(fonts: FontBytes, font: FontKey, style: FaceStyle): FontStack {
  return perFontStyle(stacks, fonts, font, style, () => {
    const [primary, ...fallbacks] = faceChain(fonts, font).map((key) => faceFor(faceBytes(fonts, key, style)));
    return new FontStack(primary!, fallbacks);
  });
}

const withFallbacks = new WeakMap<FontBytes, WeakMap<readonly Uint8Array[], FontBytes>>();

/**
 * The fonts with `fallback` faces added after any the fonts already carry: one object per
 * (fonts, array), so the stacks and measurers cached per FontBytes serve every call that
 * passes the same array.
 */
export function withFallbackFonts(fonts: FontBytes, fallback: readonly Uint8Array[] | undefined): FontBytes {
  if (fallback === undefined || fallback.length === 0) return fonts;
  let byArray = withFallbacks.get(fonts);
  if (byArray === undefined) {
    byArray = new WeakMap();
    withFallbacks.set(fonts, byArray);
  }
  let merged = byArray.get(fallback);
  if (merged === undefined) {
    merged = { ...fonts, fallback: [...(fonts.fallback ?? []), ...fallback] };
    byArray.set(fallback, merged);
  }
  return merged;
}
