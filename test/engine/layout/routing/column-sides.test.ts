import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../../engine/index.js';
import { layoutScene } from '../../../../engine/layout/index.js';
import { withColumnPointsAll } from '../../../../engine/layout/routing/column-sides.js';
import type { EndPair } from '../../../../engine/layout/routing/route-types.js';
import type { EndElement } from '../../../../engine/layout/routing/route-types.js';
import { measureScene } from '../../../../engine/measure/index.js';
import { parseMermaid } from '../../../../engine/mermaid/index.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { drawingOfLayout } from '../../../../harness/drawing-metrics/layout-drawing.js';
import { sharedSegmentPairs } from '../../../../harness/drawing-metrics/shared-segments.js';
import { box } from '../../../../harness/routing-scenes.js';

/** An entity `id` with its box, ending on the row `rowIndex` rows (25 px each) below a 46 px header. */
function rowEnd(id: string, x: number, y: number, rowIndex: number): EndElement {
  const table = box(x, y, 150, 110);
  return { elementId: id, box: table, shape: 'rect', columnRow: box(x, y + 34 + 25 * rowIndex, 150, 25) };
}

const sidesOf = (pair: EndPair): [string | undefined, string | undefined] => [pair.from.fixed?.side, pair.to.fixed?.side];

describe('ER column ends: the side each row end takes (column-sides.ts)', () => {
  it('puts both ends of two stacked tables on one side, the one the other lines leave free', () => {
    // Issue 30's four tables: CUSTOMER 0.43 px right of ORDER above it; ORDER's "contains" leaves on its right.
    const places: EndPair = { edgeId: 'places', from: rowEnd('CUSTOMER', 40.43, 40, 0), to: rowEnd('ORDER', 40, 330, 1) };
    const contains: EndPair = { edgeId: 'contains', from: rowEnd('ORDER', 40, 330, 0), to: rowEnd('LINE_ITEM', 140, 620, 1) };
    const [p, c] = withColumnPointsAll([places, contains]);
    expect(sidesOf(c!)).toEqual(['right', 'left']);
    expect(sidesOf(p!)).toEqual(['left', 'left']);
    // Mirrored: CUSTOMER a little left of ORDER, "contains" leaving ORDER on its left: "places" takes the right.
    const mirrored = withColumnPointsAll([
      { edgeId: 'places', from: rowEnd('CUSTOMER', 39.57, 40, 0), to: rowEnd('ORDER', 40, 330, 1) },
      { edgeId: 'contains', from: rowEnd('ORDER', 40, 330, 0), to: rowEnd('LINE_ITEM', -60, 620, 1) },
    ]);
    expect(sidesOf(mirrored[0]!)).toEqual(['right', 'right']);
  });

  it('puts a row end below an entity ending on no row on the side its table\'s other lines leave free', () => {
    // Mermaid's ER example 06: MANUFACTURER (no columns) 0.5 px right of CAR below it, whose row also starts CAR__NAMED-DRIVER on its right.
    const maker: EndElement = { elementId: 'MANUFACTURER', box: box(40.5, 0, 150, 48), shape: 'rect' };
    const [driver, makes] = withColumnPointsAll([
      { edgeId: 'drives', from: rowEnd('CAR', 40, 200, 0), to: rowEnd('DRIVER', 140, 500, 0) },
      { edgeId: 'makes', from: maker, to: rowEnd('CAR', 40, 200, 0) },
    ]);
    expect(sidesOf(driver!)).toEqual(['right', 'left']);
    expect(sidesOf(makes!)).toEqual([undefined, 'left']);
  });

  it('keeps the facing sides for tables side by side', () => {
    const [pair] = withColumnPointsAll([{ edgeId: 'e', from: rowEnd('A', 0, 0, 0), to: rowEnd('B', 300, 300, 0) }]);
    expect(sidesOf(pair!)).toEqual(['right', 'left']);
  });

  it('spreads ends meeting at one point of a row down the row, the end from above first', () => {
    // The blog schema: "writes" arrives at POST.id from USER above, "has" leaves it for COMMENT below, both on its left.
    const post = (): EndElement => rowEnd('POST', 150, 350, 0);
    const [writes, has] = withColumnPointsAll([
      { edgeId: 'writes', from: { elementId: 'USER', box: box(0, 0, 100, 100), shape: 'rect' }, to: post() },
      { edgeId: 'has', from: post(), to: { elementId: 'COMMENT', box: box(0, 700, 100, 100), shape: 'rect' } },
    ]);
    expect([writes!.to.fixed?.side, has!.from.fixed?.side]).toEqual(['left', 'left']);
    // The row is 384..409: thirds of its height, 8.33 px apart, "writes" (from above) the upper.
    expect(writes!.to.fixed!.point.y).toBeCloseTo(384 + 25 / 3, 6);
    expect(has!.from.fixed!.point.y).toBeCloseTo(384 + 50 / 3, 6);
    // A lone end on a row keeps the row's centre.
    const [lone] = withColumnPointsAll([{ edgeId: 'e', from: rowEnd('A', 0, 0, 0), to: rowEnd('B', 300, 300, 0) }]);
    expect(lone!.from.fixed!.point.y).toBe(34 + 12.5);
  });

  it('draws the blog schema with no two lines on one line ("writes" and "has" shared 10 px at POST.id)', async () => {
    const fonts = await loadFontsFromDisk();
    const parsed = parseMermaid(readFileSync('bench/quality-lab/real/corpus/dsp-blog-schema-01.mmd', 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const result = await layoutScene(measureScene(normalizeScene(validateScene(parsed.scene).scene!), fonts));
    const { edges } = drawingOfLayout(result);
    expect(sharedSegmentPairs(edges)).toEqual([]);
  });

  it('draws issue 30\'s four tables with no two lines on one line ("places" and "contains" shared 25 px beside ORDER)', async () => {
    const fonts = await loadFontsFromDisk();
    const parsed = parseMermaid(readFileSync('bench/quality-lab/real/extra/issue-30-four-tables.mmd', 'utf8'));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const input = parsed.scene;
    const result = await layoutScene(measureScene(normalizeScene(validateScene(input).scene!), fonts));
    // The bench's metric (b): one edge arriving at ORDER and one leaving it count too.
    const { edges } = drawingOfLayout(result);
    expect(sharedSegmentPairs(edges)).toEqual([]);
  });
});
