import { beforeAll, describe, expect, it } from 'vitest';
import { boxSizeForLabelArea, createMeasurer, defaultShapeFor, labelAreaOf, shapeOf, type Measurer } from '../../../engine/measure/index.js';
import { sizeNodes } from '../../../engine/measure/nodes/node-sizes.js';
import { buildIndex } from '../../../engine/layout/build-index.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { node, sceneOf } from '../layout/core/layout-helpers.js';

let measurer: Measurer;
beforeAll(async () => {
  measurer = createMeasurer(await loadFontsFromDisk());
});

const sizesOf = (elements: unknown[], extra: Record<string, unknown> = {}) => sizeNodes(buildIndex(sceneOf(elements, extra)), measurer);

describe('default shapes', () => {
  it('follow the spec table by nodeType, rect for the rest', () => {
    expect(defaultShapeFor('database')).toBe('cylinder');
    expect(defaultShapeFor('objectStorage')).toBe('bucket');
    expect(defaultShapeFor('workflow.gatewayParallel')).toBe('diamond');
    expect(defaultShapeFor('workflow.intermediateTimer')).toBe('ellipse');
    expect(defaultShapeFor('uiflow.modal')).toBe('roundedRect');
    expect(defaultShapeFor('network.cloud')).toBe('cloud');
    expect(defaultShapeFor('iconNode')).toBe('iconBox');
    expect(defaultShapeFor('network.router')).toBe('rect');
    expect(shapeOf({ nodeType: 'database', shape: 'hexagon' })).toBe('hexagon');
  });
});

describe('node sizes', () => {
  it('start at nodeWidth x nodeHeight and grow to fit a wide label (wrap none)', () => {
    const { sizes } = sizesOf([node('a', 'generic', { label: 'A' }), node('b', 'generic', { label: 'A label much wider than one hundred and fifty px' })]);
    expect(sizes.get('a')).toEqual({ width: 150, height: 60 });
    const b = sizes.get('b')!;
    expect(b.height).toBe(60);
    expect(b.width).toBeGreaterThan(150);
    expect(Number.isInteger(b.width)).toBe(true);
  });

  it('use the strategy defaults', () => {
    const { sizes } = sizesOf([node('a', 'generic', { label: 'A' })], { layoutStrategy: { algorithm: 'grid', nodeWidth: 90, nodeHeight: 40 } });
    expect(sizes.get('a')).toEqual({ width: 90, height: 40 });
  });

  it('grow the height for extra lines', () => {
    const { sizes } = sizesOf([node('a', 'generic', { label: 'one\ntwo\nthree\nfour' })]);
    expect(sizes.get('a')!.height).toBe(Math.ceil(4 * 17.5 + 16));
  });

  it('give shapes with smaller text areas a larger box for the same text', () => {
    const label = 'The same label for all';
    const { sizes } = sizesOf([node('r', 'generic', { label, shape: 'rect' }), node('e', 'generic', { label, shape: 'ellipse' }), node('d', 'generic', { label, shape: 'diamond' })], { layoutStrategy: { algorithm: 'hierarchical', labelWrapWidth: 0 } });
    const rect = sizes.get('r')!.width;
    expect(sizes.get('e')!.width).toBeGreaterThan(rect);
    expect(sizes.get('d')!.width).toBeGreaterThan(sizes.get('e')!.width);
    const area = labelAreaOf({ nodeType: 'generic', shape: 'diamond' }, { x: 0, y: 0, ...sizes.get('d')! });
    expect(area.width).toBeGreaterThanOrEqual(measurer.width(label, { font: 'sans', size: 14, weight: 'normal' }) + 24 - 0.01);
    expect(boxSizeForLabelArea({ nodeType: 'generic', shape: 'diamond' }, 100, 20)).toEqual({ width: 200, height: 40 });
  });

  it('keep a given size; word wrap without autoSize raises TEXT_OVERFLOW instead of growing', () => {
    const long = 'This label is long enough to need several lines inside a small box';
    const { sizes, diagnostics } = sizesOf([node('a', 'generic', { label: long, textStyle: { wrap: 'word' }, x: 10, y: 10, width: 100, height: 40 })]);
    expect(sizes.get('a')).toEqual({ width: 100, height: 40 });
    expect(diagnostics.map((d) => [d.code, d.elementId])).toEqual([['TEXT_OVERFLOW', 'a']]);
    expect(diagnostics[0]!.data!.availableHeight).toBe(40);
    expect(diagnostics[0]!.data!.requiredHeight as number).toBeGreaterThan(40);
  });

  it('grow the height only with autoSize content (or when the engine chose the size)', () => {
    const long = 'This label is long enough to need several lines inside a small box';
    const layout = { mode: 'absolute', x: 10, y: 10, width: 100, height: 40, autoSize: 'content' };
    const { sizes, diagnostics } = sizesOf([
      node('a', 'generic', { label: long, textStyle: { wrap: 'word' }, layout }),
      node('b', 'generic', { label: long, textStyle: { wrap: 'word' } }),
    ]);
    expect(sizes.get('a')!.width).toBe(100);
    expect(sizes.get('a')!.height).toBeGreaterThan(40);
    expect(sizes.get('b')!.width).toBe(150);
    expect(sizes.get('b')!.height).toBeGreaterThan(60);
    expect(diagnostics).toEqual([]);
  });

  it('never shrink a given size', () => {
    const { sizes } = sizesOf([node('a', 'generic', { label: 'A', x: 5, y: 5, width: 400, height: 300 })]);
    expect(sizes.get('a')).toEqual({ width: 400, height: 300 });
  });

  it('draw workflow events and gateways as small glyphs whatever their label', () => {
    const { sizes } = sizesOf([
      node('s', 'workflow.start', { label: 'A very long start event label' }),
      node('g', 'workflow.gatewayInclusive', { label: 'Which way?' }),
      node('d', 'workflow.decision', { label: 'Decide' }),
    ]);
    expect(sizes.get('s')).toEqual({ width: 36, height: 36 });
    expect(sizes.get('g')).toEqual({ width: 50, height: 50 });
    expect(sizes.get('d')!.width).toBeGreaterThanOrEqual(150);
  });

  it('size ER entities with columns as tables', () => {
    const { sizes, tables } = sizesOf([
      node('e', 'er.entity', { label: 'Customer', extensions: { columns: [{ name: 'id', type: 'uuid', pk: true }, { name: 'a_rather_long_column_name', type: 'timestamp with time zone' }] } }),
    ]);
    expect(tables.get('e')!.table.rows).toHaveLength(2);
    expect(sizes.get('e')!.width).toBeGreaterThan(150);
  });

  it('count named styles for the font size', () => {
    const { sizes } = sizesOf([node('a', 'generic', { label: 'Some label text here', style: 'big' })], { styles: { big: { fontSize: 28 } }, layoutStrategy: { algorithm: 'hierarchical', labelWrapWidth: 0 } });
    expect(sizes.get('a')!.width).toBeGreaterThan(200);
  });

  it('grow text elements with autoSize content and wrap word', () => {
    const text = { id: 't', kind: 'text', text: 'A caption that wraps over several lines of text', textStyle: { wrap: 'word' }, layout: { mode: 'absolute', x: 0, y: 0, width: 120, height: 10, autoSize: 'content' } };
    const { sizes, diagnostics } = sizesOf([text]);
    expect(sizes.get('t')!.width).toBe(120);
    expect(sizes.get('t')!.height).toBeGreaterThan(40);
    expect(diagnostics).toEqual([]);
  });
});
