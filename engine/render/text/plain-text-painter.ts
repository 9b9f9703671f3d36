import { expandTabs, FACE_FAMILY_NAMES, GENERIC_FAMILIES, type FontKey } from '../../fonts/index.js';
import type { TextLayout, TextRun } from '../../model/index.js';
import { fillAttributes } from '../svg/paint.js';
import { group, textElement } from '../svg/writer.js';
import { nums } from '../svg/num.js';
import { centerX, centerY } from '../../geometry/index.js';
import type { TextPainter, Theme } from '../types.js';

/**
 * The plain text painter: one <text> per run at the anchor and baseline layout computed,
 * naming the bundled face (resvg gets the same font files; a browser that lacks them
 * falls back to the generic family). It embeds nothing, so <defs> stays empty.
 */

/** The font-family list written for a face. */
export function fontFamilyOf(face: FontKey): string {
  return `${FACE_FAMILY_NAMES[face]}, ${GENERIC_FAMILIES[face]}`;
}

/**
 * The face a layout is drawn in: text measured in the default face takes the theme's
 * face (themes draw with their own face at the same anchors); a face the element chose
 * through style.fontFamily is kept.
 */
export function drawnFace(layout: TextLayout, theme: Theme): FontKey {
  const chosen = layout.font !== 'sans' && Object.prototype.hasOwnProperty.call(FACE_FAMILY_NAMES, layout.font);
  return chosen ? layout.font : theme.font;
}

function runMarkup(run: TextRun, family: string, colour: string): string {
  // The measurer counts a tab as four spaces; a drawn tab would collapse to one.
  const text = expandTabs(run.text);
  return textElement('text', {
    x: run.x,
    y: run.y,
    'font-family': family,
    'font-size': run.fontSize,
    'font-weight': run.weight === 'bold' ? 'bold' : null,
    'font-style': run.italic ? 'italic' : null,
    'text-anchor': run.anchor === 'start' ? null : run.anchor,
    ...fillAttributes(colour),
    'xml:space': 'preserve',
  }, text);
}

/** `rotate(...)` about the centre of the layout's box for turned text (pool titles in a left band); null for level text. */
export function rotationOf(text: TextLayout): string | null {
  if (text.rotation === undefined || text.rotation % 360 === 0) return null;
  return `rotate(${nums([text.rotation, centerX(text.box), centerY(text.box)])})`;
}

/** The plain painter for a theme. */
export function createPlainTextPainter(theme: Theme): TextPainter {
  return {
    layout(text: TextLayout, color: string, mutedColor: string): string {
      const family = fontFamilyOf(drawnFace(text, theme));
      const runs = text.runs
        .filter((run) => run.text !== '')
        .map((run) => runMarkup(run, family, run.role === 'guard' || run.role === 'action' ? mutedColor : color))
        .join('');
      return group({ transform: rotationOf(text) }, runs);
    },
    definitions(): string {
      return '';
    },
  };
}
