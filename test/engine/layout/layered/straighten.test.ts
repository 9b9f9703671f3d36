import { describe, expect, it } from 'vitest';
import { layeredPlacement, type LayeredInput } from '../../../../engine/layout/layered/index.js';
import { flowchartInput } from './inputs.js';

const SPACING = { nodeSpacing: 50, rankSpacing: 80, edgeSpacing: 12 };
const centreX = (box: { x: number; width: number }): number => box.x + box.width / 2;

/** The golden flowchart's shape: a decision whose two labelled branches meet again. */
const DECISION: LayeredInput = {
  direction: 'TB',
  ...SPACING,
  nodes: [
    { id: 'start', width: 160, height: 56 },
    { id: 'check', width: 170, height: 68 },
    { id: 'ship', width: 230, height: 60 },
    { id: 'wait', width: 150, height: 60 },
    { id: 'done', width: 150, height: 60 },
  ],
  edges: [
    { id: 'e1', from: 'start', to: 'check' },
    { id: 'yes', from: 'check', to: 'ship', label: { width: 30, height: 18 } },
    { id: 'no', from: 'check', to: 'wait', label: { width: 24, height: 18 } },
    { id: 'e4', from: 'ship', to: 'done' },
    { id: 'e5', from: 'wait', to: 'done' },
  ],
};

describe('straight edges (straighten.ts)', () => {
  it('lines each branch label up with the decision or its branch, so its route bends once, not twice', () => {
    const placed = layeredPlacement(DECISION);
    for (const [edge, target] of [['yes', 'ship'], ['no', 'wait']] as const) {
      const label = centreX(placed.labels.get(edge)!);
      const ends = [centreX(placed.boxes.get('check')!), centreX(placed.boxes.get(target)!)];
      expect(ends.map((x) => Math.abs(x - label)).some((offset) => offset < 0.01), `${edge}: label at ${label}, ends at ${ends.join(', ')}`).toBe(true);
    }
  });

  it('puts a node straight under its only neighbour when the layer has room', () => {
    const placed = layeredPlacement(DECISION);
    expect(centreX(placed.boxes.get('start')!)).toBeCloseTo(centreX(placed.boxes.get('check')!), 2);
  });

  it('keeps the 200-node flowchart as narrow and puts most steps of its long edges in line', () => {
    const placed = layeredPlacement(flowchartInput(200));
    const boxes = [...placed.boxes.values()];
    const width = Math.max(...boxes.map((b) => b.x + b.width)) - Math.min(...boxes.map((b) => b.x));
    // The widest layer of the 200-node flowchart needs about 4,000 px (compaction.ts); least squares alone drew 4,792.
    expect(width).toBeLessThan(5000);
    // Steps between two dummies of one long edge that are exactly in line: none with least
    // squares alone (a chain's offset spread over every step), over half once straightened.
    let steps = 0;
    let straight = 0;
    for (const points of placed.via.values()) {
      for (let i = 1; i < points.length; i++) {
        steps++;
        if (Math.abs(points[i]!.x - points[i - 1]!.x) < 0.01) straight++;
      }
    }
    expect(straight / steps).toBeGreaterThan(0.5);
  });
});
