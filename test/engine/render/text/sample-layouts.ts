import type { FontKey } from '../../../../engine/measure/index.js';
import type { TextLayout, TextRun } from '../../../../engine/model/computed.js';
import type { TextPainter } from '../../../../engine/render/types.js';

/**
 * Text layouts that exercise every path of a text painter: the three anchors, bold, italic,
 * muted guard and action runs, a character from a fallback face, characters no bundled
 * face has, spaces that must be kept, and a face chosen by the element. Shared by the Node
 * tests and the browser test (no Node imports here).
 */

function run(text: string, x: number, y: number, extra: Partial<TextRun> = {}): TextRun {
  return { text, x, y, anchor: 'start', width: 0, fontSize: 14, weight: 'normal', italic: false, ...extra };
}

function layout(runs: TextRun[], font: FontKey = 'sans'): TextLayout {
  return { box: { x: 0, y: 0, width: 300, height: 40 }, font, lineHeight: 17.5, runs, overflow: false };
}

/** Sample layouts by name. */
export const SAMPLE_LAYOUTS: Readonly<Record<string, TextLayout>> = {
  start: layout([run('Service 42', 10, 20)]),
  middle: layout([run('Payment Gateway', 150, 40, { anchor: 'middle' })]),
  end: layout([run('varchar(120)', 290, 60, { anchor: 'end', fontSize: 12 })], 'mono'),
  bold: layout([run('customer', 10, 80, { weight: 'bold' })]),
  tiered: layout([
    run('submit', 150, 100, { anchor: 'middle', fontSize: 12, role: 'event' }),
    run('[valid]', 120, 114, { fontSize: 10, role: 'guard' }),
    run('/ save draft', 160, 114, { fontSize: 10, italic: true, role: 'action' }),
  ]),
  boldItalic: layout([run('both', 10, 130, { weight: 'bold', italic: true })]),
  // ∀ (U+2200) is not in Inter but is in JetBrains Mono: the fallback chain draws it.
  fallback: layout([run('∀ x ∈ S', 10, 150)]),
  // The rocket and the Hebrew letters are in no bundled face: nothing is drawn, the advance stays.
  missing: layout([run('ship 🚀 now שלום!', 150, 170, { anchor: 'middle' })]),
  spaces: layout([run('  indented  twice', 10, 190)]),
  escaped: layout([run('a < b & "c"', 10, 210)]),
  tab: layout([run('key\tvalue', 10, 230)]),
};

/** A small standalone SVG of every sample layout drawn by `painter`, definitions included. */
export function sampleSvg(painter: TextPainter): string {
  const body = Object.values(SAMPLE_LAYOUTS).map((sample) => painter.layout(sample, '#111827', '#6b7280')).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="240" viewBox="0 0 300 240">\n`
    + `<defs>${painter.definitions()}</defs>\n<rect width="300" height="240" fill="#ffffff"/>\n${body}\n</svg>\n`;
}
