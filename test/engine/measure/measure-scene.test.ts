import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { layoutScene } from '../../../engine/layout/index.js';
import {
  blockOfShaped, createMeasurer, fitShaped, fitText, measureScene, type FontBytes, type MeasuredScene, type Measurer, type TextSpec,
} from '../../../engine/measure/index.js';
import { fontMetricsOf } from '../../../engine/measure/measurer.js';
import { shapeText } from '../../../engine/measure/shaped-text.js';
import { readScene } from '../../../engine/normalize/index.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';

let fonts: FontBytes;
let measurer: Measurer;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
  measurer = createMeasurer(fonts);
});

function scene(fields: Record<string, unknown>) {
  const reading = readScene({ schemaVersion: '0.1', scene: { id: 'measured' }, ...fields });
  if (!reading.valid) throw new Error(JSON.stringify(reading.diagnostics));
  return reading.scene;
}

const ARCHITECTURE = {
  diagramFamily: 'architecture',
  extensions: { autoGroup: 'byNodeType' },
  elements: [
    { id: 'api', kind: 'node', nodeType: 'service', label: 'Orders API' },
    { id: 'db', kind: 'node', nodeType: 'database', label: 'A database label long enough to grow its box' },
    { id: 'tight', kind: 'node', nodeType: 'service', label: 'word wrapped and far too long for its fixed box', textStyle: { wrap: 'word' }, layout: { mode: 'absolute', x: 10, y: 10, width: 80, height: 30 } },
    { id: 'note', kind: 'text', text: 'A free text', layout: { mode: 'absolute', x: 400, y: 10, width: 120, height: 30 } },
    { id: 'frame', kind: 'frame', title: 'Backend', children: ['api', 'db'] },
    { id: 'e1', kind: 'edge', from: { elementId: 'api' }, to: { elementId: 'db' }, label: 'reads [cached] / log' },
    { id: 'e2', kind: 'edge', from: { elementId: 'db' }, to: { elementId: 'api' }, label: '   ' },
  ],
};

describe('measureScene', () => {
  it('holds every text layout and render need, by element id', () => {
    const measured = measureScene(scene(ARCHITECTURE), fonts, { stamp: 'https://dsp.example/v1/images/x@1.svg', legend: true });
    expect(Object.keys(measured.nodes)).toEqual(['api', 'db', 'tight', 'note']);
    expect(measured.nodes.api!.size).toEqual({ width: 150, height: 60 });
    expect(measured.nodes.db!.size.width).toBeGreaterThan(150);
    expect(measured.nodes.api!.label).toMatchObject({ text: 'Orders API', spec: { font: 'sans', size: 14, weight: 'normal' } });
    expect(measured.nodes.note!.label?.text).toBe('A free text');
    expect(measured.diagnostics).toEqual([expect.objectContaining({ code: 'TEXT_OVERFLOW', elementId: 'tight' })]);
    // Edge labels that are not blank; the tiered one as its runs (event, guard, action).
    expect(Object.keys(measured.edgeLabels)).toEqual(['e1']);
    expect(measured.edgeLabels.e1!.runs.map((run) => run.role)).toEqual(['event', 'guard', 'action']);
    expect(measured.frameTitles.frame).toMatchObject({ text: 'Backend', spec: { weight: 'bold' } });
    expect(Object.keys(measured.bandTitles).sort()).toEqual(['database', 'service']);
    expect(measured.bandTitles.database!.text).toBe('Databases');
    expect(measured.sequence).toBeUndefined();
    // The footer in every bundled face: render picks its theme's.
    expect(Object.keys(measured.footer!.stamp!)).toEqual(['sans', 'mono', 'hand']);
    expect(measured.footer!.legend!.mono.added.width).toBe(measurer.width('Added', { font: 'mono', size: 11, weight: 'normal' }));
  });

  it('measures no footer unless asked, and a sequence diagram\'s own texts', () => {
    const measured = measureScene(scene({
      diagramFamily: 'sequence',
      elements: [
        { id: 'a', kind: 'node', nodeType: 'sequence.lifeline', label: 'Client' },
        { id: 'b', kind: 'node', nodeType: 'sequence.actor', name: 'Person' },
        { id: 'n', kind: 'node', nodeType: 'sequence.note', label: 'Idempotent', extensions: { anchor: 'a' } },
        { id: 'm', kind: 'edge', from: { elementId: 'a' }, to: { elementId: 'b' }, label: 'call' },
        { id: 'f', kind: 'frame', containerType: 'fragment', title: 'loop [retry]', children: ['m'] },
      ],
    }), fonts);
    expect(measured.footer).toBeUndefined();
    expect(Object.keys(measured.sequence!.headers)).toEqual(['a', 'b']);
    expect(measured.sequence!.headers.b!.fitted.lines.map((line) => line.text)).toEqual(['Person']);
    expect(Object.keys(measured.sequence!.notes)).toEqual(['n']);
    expect(measured.sequence!.fragmentTitles.f!.spec.weight).toBe('bold');
  });

  it('is plain data: laid out from its JSON, a scene gives the same layout', async () => {
    const measured = measureScene(scene(ARCHITECTURE), fonts);
    const copy = JSON.parse(JSON.stringify(measured)) as MeasuredScene;
    expect(copy).toEqual(measured);
    const [direct, fromJson] = await Promise.all([layoutScene(measured), layoutScene(copy)]);
    expect(JSON.stringify(fromJson)).toBe(JSON.stringify(direct));
  });
});

describe('text kept as numbers (ShapedText)', () => {
  const SPECS: TextSpec[] = [
    { font: 'sans', size: 14, weight: 'normal' },
    { font: 'mono', size: 12, weight: 'bold' },
    { font: 'hand', size: 13, weight: 'normal', italic: true },
  ];
  // Latin words with kerning pairs, tabs, newlines, emoji with joiners and skin tones, flags, wide and missing scripts.
  const pieces = ['AV', 'To', 'Wa', 'café', 'x\ty', '\n', '  ', 'Ünïcödé', '👩‍💻', '👍🏽', '🇫🇷🇩', '漢字', 'שלום', 'é', ' ', 'supercalifragilistic'];
  const texts = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 14 }).map((parts) => parts.join(' '));

  it('breaks and fits at any width exactly as the fonts do', () => {
    fc.assert(
      fc.property(texts, fc.constantFrom(...SPECS), fc.integer({ min: 0, max: 400 }), fc.constantFrom('none', 'word', 'character'), (text, spec, width, wrap) => {
        const shaped = shapeText(text, spec, fontMetricsOf(fonts, spec));
        const options = wrap === 'none' ? { wrap } : { wrap, maxWidth: width };
        expect(blockOfShaped(shaped, options)).toEqual(measurer.block(text, spec, options));
        const box = { width, height: 40 };
        expect(fitShaped(shaped, { wrap, align: 'left' }, box, 4)).toEqual(fitText(measurer, text, spec, { wrap, align: 'left' }, box, 4));
      }),
      { numRuns: 300, seed: 20261124 },
    );
  });

  it('keeps only the characters and kerning pairs of its text', () => {
    const shaped = shapeText('AVA', SPECS[0]!, fontMetricsOf(fonts, SPECS[0]!));
    expect(shaped.glyphs.map(([cp]) => String.fromCodePoint(cp))).toEqual(['A', 'V']);
    expect(() => blockOfShaped({ ...shaped, text: 'AVB' }, { wrap: 'none' })).toThrow(/U\+42 was not measured/);
  });
});
