import { expandTabs, faceStyleOf, type FaceKey, type FaceStyle, type FontBytes, type FontKey } from '../../fonts/index.js';
import type { TextLayout, TextRun } from '../../model/index.js';
import { fillAttributes } from '../svg/paint.js';
import { idScheme, type IdScheme } from '../svg/ids.js';
import { num } from '../svg/num.js';
import { element } from '../svg/writer.js';
import type { TextPainter, Theme } from '../types.js';
import { drawingFacesFor, type DrawingFaces } from './drawing-faces.js';
import { glyphCommands, unitsPerEm } from './face-outlines.js';
import { glyphPathData } from './glyph-path.js';
import { GlyphUsage } from './glyph-usage.js';
import { drawnFace, rotationOf } from './plain-text-painter.js';
import { anchorShift, runColour } from './run-style.js';

const STYLE_LETTER: Readonly<Record<FaceStyle, string>> = { regular: 'r', bold: 'b', italic: 'i' };

/** The <defs> id of one glyph of one bundled face. */
function glyphId(ids: IdScheme, font: FaceKey, style: FaceStyle, glyph: number): string {
  return ids.definition(`glyph-${font}-${STYLE_LETTER[style]}-${glyph}`);
}

/**
 * The outline painter (the alternative the README measures against): each glyph used is
 * defined once in <defs> as a path in font units, and each character is a <use> of it
 * inside a per-run group scaled to the run's size, at exactly the x the measurer counted
 * (kerning included). Nothing depends on font support in the viewer, but the text is not
 * selectable: each layout carries its text in aria-label (role="img") for assistive
 * technology. Characters no bundled face has draw nothing and keep their advance.
 */
export class OutlinePainter implements TextPainter {
  private readonly usage = new GlyphUsage();

  constructor(private readonly theme: Theme, private readonly fonts: FontBytes, private readonly ids: IdScheme = idScheme()) {}

  layout(text: TextLayout, color: string, mutedColor: string): string {
    const font = drawnFace(text, this.theme);
    const runs = text.runs.map((run) => this.run(run, font, runColour(run, color, mutedColor))).join('');
    if (runs === '') return '';
    const label = text.runs.map((run) => expandTabs(run.text)).join(' ');
    return element('g', { role: 'img', 'aria-label': label, transform: rotationOf(text) }, runs);
  }

  definitions(): string {
    return this.usage.faces().map(({ font, style, glyphs }) => {
      const face = this.chain(typeof font === 'number' ? 'sans' : font, style).face(font);
      const distinct = [...new Set(glyphs.values())].sort((a, b) => a - b);
      return distinct.map((glyph) => element('path', { id: glyphId(this.ids, font, style, glyph), d: glyphPathData(glyphCommands(face, glyph)) })).join('');
    }).join('');
  }

  private run(run: TextRun, font: FontKey, colour: string): string {
    const text = expandTabs(run.text);
    if (text === '') return '';
    const style = faceStyleOf(run);
    const chain = this.chain(font, style);
    const shaped = chain.shape(text);
    const primaryUnits = unitsPerEm(chain.face(font));
    const uses: string[] = [];
    for (const ch of shaped.chars) {
      // Spaces and other blank glyphs only advance the pen, which the x of the next glyph does.
      if (ch.font === null || glyphCommands(chain.face(ch.font), ch.glyph).length === 0) continue;
      this.usage.add(ch.font, style, ch.text.codePointAt(0) ?? 0, ch.glyph);
      const href = `#${glyphId(this.ids, ch.font, style, ch.glyph)}`;
      const units = unitsPerEm(chain.face(ch.font));
      // Positions are in the primary face's units; a fallback face with other units per em is scaled to match.
      uses.push(units === primaryUnits
        ? element('use', { href, x: ch.x === 0 ? null : ch.x * primaryUnits })
        : element('use', { href, transform: `translate(${num(ch.x * primaryUnits)}) scale(${String(primaryUnits / units)})` }));
    }
    if (uses.length === 0) return '';
    const scale = run.fontSize / primaryUnits;
    const left = run.x - anchorShift(run.anchor, shaped.advance * run.fontSize);
    // The scale needs more than num()'s 2 decimals (it is a step of 1/2048 em).
    const transform = `translate(${num(left)} ${num(run.y)}) scale(${scale.toPrecision(6)})`;
    return element('g', { transform, ...fillAttributes(colour) }, ...uses);
  }

  private chain(font: FontKey, style: FaceStyle): DrawingFaces {
    return drawingFacesFor(this.fonts, font, style);
  }
}

/** The outline painter for a theme and the bundled fonts (one per drawing). */
export function createOutlinePainter(theme: Theme, fonts: FontBytes, ids?: IdScheme): TextPainter {
  return new OutlinePainter(theme, fonts, ids);
}
