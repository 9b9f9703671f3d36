import type { FaceStyle, FontBytes, FontKey } from './font-bytes.js';
import { faceFor } from './face.js';
import { FontStack } from './font-stack.js';

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

/**
 * The bundled face a piece of text is set in. Bold italic is not bundled: CSS font
 * matching settles font-style before font-weight, so the rasteriser draws bold italic text
 * with the italic face, and it is measured the same way.
 */
export function faceStyleOf(text: { weight: 'normal' | 'bold'; italic?: boolean }): FaceStyle {
  if (text.italic === true) return 'italic';
  return text.weight === 'bold' ? 'bold' : 'regular';
}

const stacks = new WeakMap<FontBytes, Map<string, FontStack>>();

/**
 * The face of `font` in `style` with its fallback chain (FontStack), one per font bytes,
 * font and style: its caches of resolved characters serve every measurer and painter.
 */
export function fontStackFor(fonts: FontBytes, font: FontKey, style: FaceStyle): FontStack {
  let byKey = stacks.get(fonts);
  if (byKey === undefined) {
    byKey = new Map();
    stacks.set(fonts, byKey);
  }
  const key = `${font}/${style}`;
  let stack = byKey.get(key);
  if (stack === undefined) {
    const [primary, ...fallbacks] = fontChain(font).map((key) => faceFor(fonts[key][style]));
    stack = new FontStack(primary!, fallbacks);
    byKey.set(key, stack);
  }
  return stack;
}
