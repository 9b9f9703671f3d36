import { describe, expect, it } from 'vitest';
import { SHAPES } from '../../../../schema/index.js';
import { OUTLINES, shapeOutline } from '../../../../engine/render/shapes/index.js';

const box = { x: 10, y: 20, width: 150, height: 60 };

/** Every number of a path's data, as x,y pairs where the command takes points (arc radii and flags left out). */
function pathPoints(d: string): Array<[number, number]> {
  const points: Array<[number, number]> = [];
  for (const [, command, args] of d.matchAll(/([MLHVACZ])([^MLHVACZ]*)/g)) {
    const n = (args ?? '').trim() === '' ? [] : (args ?? '').trim().split(/\s+/).map(Number);
    if (command === 'A') points.push([n[5]!, n[6]!]);
    else if (command === 'M' || command === 'L') points.push([n[0]!, n[1]!]);
    else if (command === 'C') points.push([n[4]!, n[5]!]);
  }
  return points;
}

describe('shape outlines', () => {
  it('cover the 13 shapes, textBox and iconBox as rect', () => {
    expect(Object.keys(OUTLINES).sort()).toEqual([...SHAPES].sort());
    expect(shapeOutline('textBox', box, 0)).toEqual(shapeOutline('rect', box, 0));
    expect(shapeOutline('iconBox', box, 4)).toEqual(shapeOutline('rect', box, 4));
    expect(shapeOutline('no-such-shape', box, 0)).toEqual(shapeOutline('rect', box, 0));
  });

  it('are closed paths whose points stay in the box (the cloud within its bumps)', () => {
    for (const shape of SHAPES) {
      const { d, details } = shapeOutline(shape, box, 8);
      expect(d.startsWith('M') && d.endsWith('Z'), shape).toBe(true);
      for (const [x, y] of pathPoints(d)) {
        expect(x, shape).toBeGreaterThanOrEqual(box.x);
        expect(x, shape).toBeLessThanOrEqual(box.x + box.width);
        expect(y, shape).toBeGreaterThanOrEqual(box.y);
        expect(y, shape).toBeLessThanOrEqual(box.y + box.height);
      }
      for (const detail of details ?? []) expect(detail.endsWith('Z'), `${shape} details are open`).toBe(false);
    }
  });

  it('give cylinder and bucket a rim and box3d its faces as details', () => {
    expect(shapeOutline('cylinder', box, 0).details).toHaveLength(1);
    expect(shapeOutline('bucket', box, 0).details).toHaveLength(1);
    expect(shapeOutline('box3d', box, 0).details).toHaveLength(2);
    expect(shapeOutline('rect', box, 0).details).toBeUndefined();
  });

  it('round corners by the radius, capped at half the shorter side', () => {
    expect(shapeOutline('rect', box, 0).d).toBe('M10 20H160V80H10Z');
    expect(shapeOutline('roundedRect', box, 8).d).toContain('A8 8 0 0 1');
    expect(shapeOutline('roundedRect', box, 500).d).toContain('A30 30');
    expect(shapeOutline('pill', box, 0).d).toBe(shapeOutline('roundedRect', box, 30).d);
  });

  it('survive degenerate boxes', () => {
    for (const shape of SHAPES) expect(shapeOutline(shape, { x: 0, y: 0, width: 0, height: 0 }, 8).d).not.toMatch(/NaN|Infinity/);
  });
});
