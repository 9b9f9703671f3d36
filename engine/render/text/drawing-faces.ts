import {
  faceBytes, faceChain, faceFor, FACE_FAMILY_NAMES, fontStackFor, LINE_START, lookedUpOnce, perFontStyle,
  type PerFontStyle,
  type Face, type FaceKey, type FaceStyle, type FontBytes, type FontKey, type FontStack,
} from '../../fonts/index.js';
import { ownFamilyName } from './face-outlines.js';
import { writableText } from '../svg/escape.js';

/** One character of a run as drawn. */
export interface ShapedChar {
  /** The character (one code point). */
  text: string;
  /** The face whose glyph draws it (a bundled font or a caller's fallback face); null when none has it (nothing is drawn). */
  font: FaceKey | null;
  /** Glyph index in that font's face of this style (0 when font is null). */
  glyph: number;
  /** Where the glyph's origin sits, in em from the start of the run (kerning included). */
  x: number;
}

/** A run of text as drawn: its characters and its whole advance in em. */
export interface ShapedRun {
  chars: ShapedChar[];
  advance: number;
}

interface Source {
  font: FaceKey | null;
  glyph: number;
  advance: number;
}

/**
 * A font key and face style with its fallback faces (engine/fonts: the chain measuring
 * follows too), placing each character of a run where the measurer counted it: advances
 * come from the same FontStack (so emoji, joiners and missing characters advance exactly
 * as measured), glyphs from the first face of the chain that has them.
 */
export class DrawingFaces {
  readonly keys: readonly FaceKey[];
  private readonly faces: readonly Face[];
  private readonly stack: FontStack;
  private readonly sources = new Map<number, Source>();
  private readonly shapedRuns = new Map<string, ShapedRun>();

  constructor(private readonly fonts: FontBytes, font: FontKey, readonly style: FaceStyle) {
    this.keys = faceChain(fonts, font);
    this.faces = this.keys.map((key) => faceFor(faceBytes(fonts, key, style)));
    this.stack = fontStackFor(fonts, font, style);
  }

  /** The bytes of one of this chain's faces. */
  bytes(font: FaceKey): Uint8Array {
    return faceBytes(this.fonts, font, this.style);
  }

  /**
   * The family name a face is known by: a bundled font's (which resvg matches), or a
   * fallback face's own (resvg is given those faces too), `Fallback <n>` when it has none.
   */
  familyName(font: FaceKey): string {
    if (typeof font === 'string') return FACE_FAMILY_NAMES[font];
    const own = ownFamilyName(this.face(font));
    return own === '' ? `Fallback ${font + 1}` : own;
  }

  /** The parsed face of one of this chain's fonts. */
  face(font: FaceKey): Face {
    const face = this.faces[this.keys.indexOf(font)];
    if (face === undefined) throw new Error(`${font} is not in the ${this.keys[0] ?? ''} chain`);
    return face;
  }

  /**
   * Places the characters of one line of text (no newlines; tabs already expanded). A pure
   * function of the fonts and the text, kept (up to SHAPED_RUNS_KEPT texts, see
   * drawingFacesFor): a diagram drawn again sets the same labels. The run is shared, so
   * callers must not change it.
   */
  shape(text: string): ShapedRun {
    let shaped = this.shapedRuns.get(text);
    if (shaped === undefined) {
      shaped = this.shapeNew(text);
      // First in, first out, and cleared wholesale when full: a hit is one Map lookup, and
      // one drawing's texts sit far under the bound.
      if (this.shapedRuns.size >= SHAPED_RUNS_KEPT) this.shapedRuns.clear();
      this.shapedRuns.set(text, shaped);
    }
    return shaped;
  }

  private shapeNew(text: string): ShapedRun {
    const chars: ShapedChar[] = [];
    let state = LINE_START;
    for (const ch of text) {
      state = this.stack.extend(state, ch);
      const source = this.source(ch.codePointAt(0) ?? 0);
      // The pen after the character, less its own advance: where its glyph starts,
      // including the kerning the stack added between it and the glyph before.
      chars.push({ text: ch, font: source.font, glyph: source.glyph, x: state.advance - source.advance });
    }
    return { chars, advance: state.advance };
  }

  private readonly lookUpOnce = (cp: number): Source => this.lookUp(cp);

  private source(cp: number): Source {
    return lookedUpOnce(this.sources, cp, this.lookUpOnce);
  }

  // The face the stack found for the character (the chain measuring follows); nothing
  // draws a character no face has, nor one XML cannot carry (a face may map U+0000 to an
  // empty glyph).
  private lookUp(cp: number): Source {
    const ch = String.fromCodePoint(cp);
    if (writableText(ch) !== ch) return NOTHING;
    const found = this.stack.resolve(cp);
    const font = found.face < 0 ? undefined : this.keys[found.face];
    return font === undefined ? NOTHING : { font, glyph: found.faceGlyph, advance: found.advance };
  }
}

const NOTHING: Source = { font: null, glyph: 0, advance: 0 };

// How many texts a chain keeps shaped: several large diagrams' worth.
const SHAPED_RUNS_KEPT = 4096;

const chainsByFonts: PerFontStyle<DrawingFaces> = new WeakMap();

/**
 * The chain of a font and style for these fonts, shared by every drawing made with them
 * (like the measurer's font stacks): what it works out (the face of each character, each
 * text's placement) depends on nothing else.
 */
export function drawingFacesFor(fonts: FontBytes, font: FontKey, style: FaceStyle): DrawingFaces {
  return perFontStyle(chainsByFonts, fonts, font, style, () => new DrawingFaces(fonts, font, style));
}
