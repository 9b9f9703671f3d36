import { expandTabs, faceStyleOf, type FaceKey, type FaceStyle, type FontBytes, type FontKey } from '../../fonts/index.js';
import type { TextLayout, TextRun } from '../../model/index.js';
import { idScheme, type IdScheme } from '../svg/ids.js';
import { fillAttributes } from '../svg/paint.js';
import { escapeText } from '../svg/escape.js';
import { attributes, element, elementAfter, group, textElement, textElementAfter } from '../svg/writer.js';
import type { TextPainter, Theme } from '../types.js';
import { drawingFacesFor, type DrawingFaces, type ShapedChar } from './drawing-faces.js';
import { cachedFontFaceRule, subsetKey } from './font-face-cache.js';
import { fontFaceRule } from './font-face-rule.js';
import { subsetFont } from './font-subset.js';
import { GlyphUsage } from './glyph-usage.js';
import { drawnFace, rotationOf } from './plain-text-painter.js';
import { anchorShift, runColour } from './run-style.js';

// SVG collapses runs of spaces and drops spaces at the ends unless told to keep them.
const NEEDS_PRESERVE = /^ | $| {2}/;

/** What drawing a text takes besides its position, colour and size. */
interface PlacedText {
  /** The whole advance, in em. */
  advance: number;
  /** The font-family list (families()). */
  family: string;
  /** null when every character is drawn (one plain <text>); else the stretches some face draws. */
  stretches: ShapedChar[][] | null;
  /** Whether spaces must be kept as written (xml:space). */
  preserve: boolean;
  /** The font and paint attributes this text was last written with (see paint()). */
  paint: WrittenPaint | null;
}

/** A run's font and paint attributes as written, and what they were written for. */
interface WrittenPaint {
  style: FaceStyle;
  preserve: boolean;
  fontSize: number;
  colour: string;
  written: string;
}

/** A face chain and the texts one drawing has set in it. */
interface ChainTexts {
  chain: DrawingFaces;
  texts: Map<string, PlacedText>;
  /** The font-family list of a text drawn from the chain's own face alone (almost every text), once written. */
  ownFamily: string | undefined;
}

/**
 * The text painter chosen by measurement (README.md in this folder): real, selectable
 * <text>, drawn with a subset of the bundled face embedded in an @font-face rule as a
 * data: URL, so the SVG looks the same in any viewer, an <img> tag included.
 *
 * - Family names are the bundled faces' own ("Inter", "JetBrains Mono", "Comic Neue"):
 *   resvg ignores @font-face but receives the same faces as fontBuffers and matches them
 *   by these names, so the PNG draws the same glyphs.
 * - A character the theme's face lacks is drawn from the next face of the measurer's
 *   fallback chain: its subset is embedded too and the run's font-family names it after
 *   the run's own face, so a browser takes each character from the first face that has
 *   it. (resvg instead draws such a run wholly in the fallback face; only these rare runs
 *   differ between the PNG and the SVG.)
 * - A character no face has (emoji, most non-Latin scripts, unless the caller passed a
 *   fallback face that has it) is not written at all,
 *   so no viewer can draw it from a system font; the text after it is placed where the
 *   measurer put it, so it keeps its advance (1 em for emoji and wide characters, the
 *   .notdef width otherwise), and the run's full text goes into aria-label.
 *
 * One painter serves one drawing: layout() records the characters it wrote and
 * definitions(), called after the last layout(), embeds exactly those.
 */
export class EmbeddedFontPainter implements TextPainter {
  // Keyed by font, then style, then text: every run looks itself up here, and nested maps
  // of strings the run already holds cost no key to build.
  private readonly chains = new Map<FontKey, Map<FaceStyle, ChainTexts>>();
  private readonly usage = new GlyphUsage();
  // The font and paint attributes written so far, by font-family list (see paint()).
  private readonly paints = new Map<string, WrittenPaint[]>();

  constructor(private readonly theme: Theme, private readonly fonts: FontBytes, private readonly ids: IdScheme = idScheme()) {}

  layout(text: TextLayout, color: string, mutedColor: string): string {
    const font = drawnFace(text, this.theme);
    // A loop, not runs.map(callback): every label comes through here, and under tsx each
    // closure made costs a call that names it.
    let runs = '';
    for (const run of text.runs) runs += this.run(run, font, runColour(run, color, mutedColor));
    // Rotated titles (pool bands) turn about the centre of their box; level text (nearly all) needs no group.
    const rotation = rotationOf(text);
    return rotation === null ? runs : group({ transform: rotation }, runs);
  }

  reserve(font: FontKey, characters: string): void {
    // Shaped and recorded like drawn text in the face's regular style: a character the
    // face lacks comes from the fallback face, one no bundled face has is left out.
    this.placed(font, 'regular', characters);
  }

  definitions(): string {
    const rules = this.usage.faces().map(({ font, style, glyphs }) => {
      const chain = this.chainHolding(font, style);
      const familyName = chain.familyName(font);
      const declared = this.ids.family(familyName);
      // glyphs come in code point order (GlyphUsage.faces), so equal sets give equal keys.
      // The subset keeps the face's own name whatever family it is declared under, so
      // every scope shares one cached subset. The rule is kept escaped, as the <style>
      // element's text: a rule is tens of kilobytes, not to be scanned at every drawing.
      return cachedFontFaceRule(chain.bytes(font), subsetKey(declared, style, glyphs), () => {
        const face = chain.face(font);
        return escapeText(fontFaceRule(declared, style, [...glyphs.keys()], subsetFont({ face, familyName, style, glyphs })));
      });
    });
    return rules.length === 0 ? '' : element('style', {}, ...rules);
  }

  private run(run: TextRun, font: FontKey, colour: string): string {
    const text = expandTabs(run.text);
    if (text === '') return '';
    const style = faceStyleOf(run);
    const placed = this.placed(font, style, text);
    const paint = this.paint(placed, style, run.fontSize, colour);
    if (placed.stretches === null) {
      const anchor = run.anchor === 'start' ? null : run.anchor;
      return textElementAfter('text', { x: run.x, y: run.y, 'text-anchor': anchor }, paint, text);
    }
    // Characters no face has are left out; each stretch between them is placed at the x
    // the measurer gave it, so they keep their advance, and aria-label keeps the full text.
    const start = run.x - anchorShift(run.anchor, placed.advance * run.fontSize);
    const spans = placed.stretches.map((part) => textElement('tspan', { x: start + (part[0]?.x ?? 0) * run.fontSize }, textOf(part)));
    return elementAfter('text', { y: run.y }, paint + attributes({ 'aria-label': text }), ...spans);
  }

  /**
   * The font and paint attributes of a run, written. A drawing uses a handful of them
   * (an ER table writes every column name in one face, size and colour): each is written
   * once, found again by its family list, and each text remembers the last it used.
   */
  private paint(placed: PlacedText, style: FaceStyle, fontSize: number, colour: string): string {
    const last = placed.paint;
    if (last !== null && last.fontSize === fontSize && last.colour === colour) return last.written;
    let known = this.paints.get(placed.family);
    if (known === undefined) {
      known = [];
      this.paints.set(placed.family, known);
    }
    for (const paint of known) {
      if (paint.style === style && paint.preserve === placed.preserve && paint.fontSize === fontSize && paint.colour === colour) {
        placed.paint = paint;
        return paint.written;
      }
    }
    const written = attributes({
      'font-family': placed.family,
      'font-size': fontSize,
      'font-weight': style === 'bold' ? 'bold' : null,
      'font-style': style === 'italic' ? 'italic' : null,
      ...fillAttributes(colour),
      'xml:space': placed.preserve ? 'preserve' : null,
    });
    const paint: WrittenPaint = { style, preserve: placed.preserve, fontSize, colour, written };
    known.push(paint);
    placed.paint = paint;
    return written;
  }

  /**
   * A text as the face chain sets it, worked out once per drawing: an ER table repeats
   * its column types, a flowchart its yes/no labels, and shaping is per character. Its
   * glyphs are recorded for definitions() the first time (recording them again would
   * change nothing).
   */
  private placed(font: FontKey, style: FaceStyle, text: string): PlacedText {
    const entry = this.chainTexts(font, style);
    let placed = entry.texts.get(text);
    if (placed === undefined) {
      const { chain } = entry;
      const shaped = chain.shape(text);
      const [primary] = chain.keys;
      // The own face's characters go into its map, looked up once (and only when one is drawn).
      let ownGlyphs: Map<number, number> | undefined;
      let drawn = true;
      let own = true;
      for (const ch of shaped.chars) {
        if (ch.font === null) {
          drawn = false;
        } else if (ch.font === primary) {
          (ownGlyphs ??= this.usage.glyphsOf(ch.font, style)).set(ch.text.codePointAt(0) ?? 0, ch.glyph);
        } else {
          own = false;
          this.usage.add(ch.font, style, ch.text.codePointAt(0) ?? 0, ch.glyph);
        }
      }
      placed = {
        advance: shaped.advance,
        // Almost every run draws from its own face alone: that list is written once.
        family: own && primary !== undefined ? (entry.ownFamily ??= families(chain, [primary], this.ids)) : families(chain, familiesDrawing(chain, shaped.chars), this.ids),
        // A run whose characters are all drawn is one stretch: none is made.
        stretches: drawn && shaped.chars.length > 0 ? null : stretches(shaped.chars),
        preserve: NEEDS_PRESERVE.test(text),
        paint: null,
      };
      entry.texts.set(text, placed);
    }
    return placed;
  }

  private chainTexts(font: FontKey, style: FaceStyle): ChainTexts {
    let styles = this.chains.get(font);
    if (styles === undefined) {
      styles = new Map();
      this.chains.set(font, styles);
    }
    let entry = styles.get(style);
    if (entry === undefined) {
      entry = { chain: drawingFacesFor(this.fonts, font, style), texts: new Map(), ownFamily: undefined };
      styles.set(style, entry);
    }
    return entry;
  }

  private chain(font: FontKey, style: FaceStyle): DrawingFaces {
    return this.chainTexts(font, style).chain;
  }

  /** A chain that holds the face: a bundled font's own, or any chain for a fallback face (every chain ends with them). */
  private chainHolding(font: FaceKey, style: FaceStyle): DrawingFaces {
    return this.chain(typeof font === 'number' ? 'sans' : font, style);
  }
}

/** The maximal stretches of characters some face draws, in order. */
function stretches(chars: readonly ShapedChar[]): ShapedChar[][] {
  const out: ShapedChar[][] = [];
  let current: ShapedChar[] = [];
  for (const ch of chars) {
    if (ch.font !== null) {
      current.push(ch);
    } else if (current.length > 0) {
      out.push(current);
      current = [];
    }
  }
  if (current.length > 0) out.push(current);
  return out;
}

/** The faces of the chain a run draws from, its own face always first. */
function familiesDrawing(chain: DrawingFaces, chars: readonly ShapedChar[]): FaceKey[] {
  return chain.keys.filter((key, i) => i === 0 || chars.some((ch) => ch.font === key));
}

/**
 * The font-family list of a run drawn from these faces. In a scoped drawing the embedded
 * families (`dsp<scope>-Inter`) come first and the faces' own names follow: a browser
 * draws from the drawing's own subsets, resvg (which ignores @font-face and knows the
 * faces by their names) skips the unknown names.
 */
function families(chain: DrawingFaces, faces: readonly FaceKey[], ids: IdScheme): string {
  const names = faces.map((key) => chain.familyName(key));
  const scoped = names.map((name) => ids.family(name));
  return (scoped[0] === names[0] ? names : [...scoped, ...names]).join(', ');
}

/** The characters of a stretch as text. */
function textOf(chars: readonly ShapedChar[]): string {
  return chars.map((ch) => ch.text).join('');
}

/** The embedded-font painter for a theme and the bundled fonts (one per drawing). */
export function createEmbeddedFontPainter(theme: Theme, fonts: FontBytes, ids?: IdScheme): TextPainter {
  return new EmbeddedFontPainter(theme, fonts, ids);
}
