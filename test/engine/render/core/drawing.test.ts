import { describe, expect, it } from 'vitest';
import type { ElementInput } from '../../../../schema/index.js';
import { createMeasurer } from '../../../../engine/measure/index.js';
import type { ComputedElement } from '../../../../engine/model/computed.js';

import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { fittedLabel, laidOut, nodeAt, sceneOf } from './fixtures/build.js';
import { annotations, frames } from './fixtures/hand-laid.js';
import { checkWellFormed, type XmlElement } from './xml-check.js';
import { draw as drawSvg, type DrawOptions } from '../../../support/draw.js';

const fonts = await loadFontsFromDisk();
const m = createMeasurer(fonts);

function draw(elements: ElementInput[], computed: Record<string, ComputedElement>, extra: Record<string, unknown> = {}, options: DrawOptions = {}): XmlElement[] {
  return checkWellFormed(drawSvg(laidOut(sceneOf(elements, extra), computed), fonts, { ...options }));
}

const byId = (elements: XmlElement[], id: string): XmlElement | undefined => elements.find((el) => el.attributes.id === id);
const after = (elements: XmlElement[], id: string): XmlElement | undefined => elements[elements.findIndex((el) => el.attributes.id === id) + 1];

describe('the document', () => {
  it('has the canvas as its size and viewBox, an accessible name, title and description', () => {
    const scene = sceneOf([], { scene: { id: 'doc', title: 'Payments', description: 'How money moves' } });
    const [svg, title, desc] = checkWellFormed(drawSvg(laidOut(scene, {}, { canvas: { x: 0, y: 0, width: 320, height: 200.5 } }), fonts));
    expect(svg?.attributes).toMatchObject({ role: 'img', 'aria-label': 'Payments', viewBox: '0 0 320 200.5', width: '320', height: '200.5' });
    expect([title?.name, desc?.name]).toEqual(['title', 'desc']);
  });

  it('names an untitled drawing by what it shows (not its id), falls back to the brief for the description, and leaves desc out without either', () => {
    const svg = drawSvg(laidOut(sceneOf([], { scene: { id: 'only-id', brief: 'A brief' } }), {}), fonts);
    expect(svg).toContain('<title>Diagram</title><desc>A brief</desc>');
    expect(drawSvg(laidOut(sceneOf([], { scene: { id: 'bare' } }), {}), fonts)).not.toContain('<desc>');
  });

  it('keeps a canvas that starts left of or above the origin', () => {
    const svg = drawSvg(laidOut(sceneOf([]), {}, { canvas: { x: -40.5, y: -10, width: 100, height: 50 } }), fonts);
    expect(svg).toContain('viewBox="-40.5 -10 100 50"');
  });
});

describe('nodes', () => {
  it('draw their ports as small marks in the stroke colour, and their opacity on the group', () => {
    const drawn = draw([{ kind: 'node', id: 'n', nodeType: 'service', style: { opacity: 0.4 }, ports: [{ id: 'p', side: 'right', offset: 0.5 }] } as ElementInput], {
      n: nodeAt(m, { x: 10, y: 10, width: 100, height: 40 }, 'roundedRect', undefined, { ports: [{ id: 'p', side: 'right', x: 110, y: 30 }] }),
    });
    expect(byId(drawn, 'dsp-n')?.attributes.opacity).toBe('0.4');
    const mark = drawn[drawn.length - 1];
    expect(mark?.attributes).toMatchObject({ d: 'M107 27H113V33H107Z', fill: '#334155' });
  });

  it('write a label below its shape in the canvas text colour, not the fill contrast', () => {
    const box = { x: 40, y: 10, width: 40, height: 40 };
    const label = fittedLabel(m, 'Start', { x: 10, y: 54, width: 100, height: 20 }, { font: 'sans', size: 12, weight: 'normal' }, 'center', 0);
    const drawn = draw([{ kind: 'node', id: 'n', nodeType: 'generic', label: 'Start', style: { fill: '#111111' } } as ElementInput], { n: { kind: 'node', box, shape: 'ellipse', ports: [], label } });
    expect(drawn.find((el) => el.name === 'text')?.attributes.fill).toBe('#1f2937');
  });

  it('round a rect only when the element sets cornerRadius', () => {
    const drawn = draw([
      { kind: 'node', id: 'square', nodeType: 'generic' } as ElementInput,
      { kind: 'node', id: 'soft', nodeType: 'generic', style: { cornerRadius: 6 } } as ElementInput,
    ], { square: nodeAt(m, { x: 0, y: 0, width: 50, height: 30 }, 'rect'), soft: nodeAt(m, { x: 60, y: 0, width: 50, height: 30 }, 'rect') });
    expect(after(drawn, 'dsp-square')?.attributes.d).toBe('M0 0H50V30H0Z');
    expect(after(drawn, 'dsp-soft')?.attributes.d).toContain('A6 6');
  });
});

describe('frames', () => {
  const drawn = checkWellFormed(drawSvg(frames(m).input, fonts));
  const outline = (id: string): Record<string, string> => after(drawn, id)?.attributes ?? {};

  it('draw pools and lanes solid, other containers dashed', () => {
    expect(outline('dsp-pool')['stroke-dasharray']).toBeUndefined();
    expect(outline('dsp-lane-a')['stroke-dasharray']).toBeUndefined();
    expect(outline('dsp-backend')['stroke-dasharray']).toBe('6 4');
    expect(outline('dsp-loop')['stroke-dasharray']).toBe('6 4');
  });

  it('draw the pool title band and the fragment tab', () => {
    const pool = drawn.findIndex((el) => el.attributes.id === 'dsp-pool');
    expect(drawn[pool + 2]?.attributes).toMatchObject({ d: 'M20 20H420V44H20Z', fill: 'none' });
    const loop = drawn.findIndex((el) => el.attributes.id === 'dsp-loop');
    expect(drawn[loop + 2]?.attributes.d).toBe('M20 310H130V326L122 334H20Z');
  });

  it('drop the white fill of a frame inside a coloured frame (rule 9), and keep it elsewhere', () => {
    expect(outline('dsp-backend').fill).toBe('#dbeafe');
    expect(outline('dsp-cache').fill).toBe('none');
    expect(outline('dsp-pool').fill).toBe('#ffffff');
    expect(outline('dsp-lane-a').fill).toBe('#ffffff');
  });

  it('do not draw groups', () => {
    expect(byId(drawn, 'dsp-logical')).toBeUndefined();
  });
});

describe('annotations', () => {
  const drawn = checkWellFormed(drawSvg(annotations(m).input, fonts));

  it('embed images as data, never as links', () => {
    const image = drawn.find((el) => el.name === 'image');
    expect(image?.attributes.href?.startsWith('data:image/png;base64,iVBOR')).toBe(true);
    expect(image?.attributes).toMatchObject({ x: '220', y: '70', width: '40', height: '40' });
  });

  it('mark an image whose asset is missing with a dashed box', () => {
    expect(after(drawn, 'dsp-lost')?.attributes['stroke-dasharray']).toBe('4 4');
  });

  it('draw guides across the whole canvas', () => {
    expect(after(drawn, 'dsp-h')?.attributes.d).toBe('M0 130H360');
    expect(after(drawn, 'dsp-v')?.attributes.d).toBe('M200 0V160');
  });

  it('box a text element only when its style asks', () => {
    expect(after(drawn, 'dsp-heading')?.name).toBe('text');
    expect(after(drawn, 'dsp-note')?.attributes).toMatchObject({ fill: '#fef9c3', stroke: '#ca8a04' });
  });
});

describe('the family and icon hooks', () => {
  it('let a family drawer draw its node completely, label included, once', () => {
    const box = { x: 20, y: 20, width: 40, height: 40 };
    const label = fittedLabel(m, 'Begin', { x: 0, y: 64, width: 80, height: 20 }, { font: 'sans', size: 12, weight: 'normal' }, 'center', 0);
    const svg = drawSvg(laidOut(sceneOf([{ kind: 'node', id: 's', nodeType: 'workflow.start', label: 'Begin' } as ElementInput]), { s: { kind: 'node', box, shape: 'ellipse', ports: [], label } }), fonts);
    expect(svg.match(/>Begin</g)).toHaveLength(1);
    expect(svg.indexOf('>Begin<')).toBeLessThan(svg.indexOf('</g>'));
  });

  it('draw a general icon as a <use> of a symbol defined once', () => {
    const drawn = draw([
      { kind: 'node', id: 'a', nodeType: 'service', icon: 'server' } as ElementInput,
      { kind: 'node', id: 'b', nodeType: 'service', icon: 'server' } as ElementInput,
    ], { a: nodeAt(m, { x: 0, y: 0, width: 150, height: 60 }, 'roundedRect'), b: nodeAt(m, { x: 0, y: 80, width: 150, height: 60 }, 'roundedRect') });
    const symbols = drawn.filter((el) => el.name === 'symbol');
    const uses = drawn.filter((el) => el.name === 'use');
    expect(symbols).toHaveLength(1);
    expect(uses.map((el) => el.attributes.href)).toEqual([`#${symbols[0]?.attributes.id}`, `#${symbols[0]?.attributes.id}`]);
  });

  it('leave the outline out when a cloud icon stands for the node (rule 9)', () => {
    const drawn = draw([{ kind: 'node', id: 'fn', nodeType: 'service', icon: 'aws:amplify' } as ElementInput], { fn: nodeAt(m, { x: 0, y: 0, width: 80, height: 80 }, 'roundedRect') });
    expect(after(drawn, 'dsp-fn')?.name).toBe('use');
  });
});
