import { describe, expect, it } from 'vitest';
import type { Box } from '../../../../engine/geometry/index.js';
import { layeredPlacement, type LayeredInput } from '../../../../engine/layout/layered/index.js';
import { flowchartInput } from './inputs.js';

const SPACING = { nodeSpacing: 30, rankSpacing: 60, edgeSpacing: 12 };
const middleY = (box: Box): number => box.y + box.height / 2;
const middleX = (box: Box): number => box.x + box.width / 2;

/** Two ER-like tables side by side (LR), their edge from a row of one to a row of the other. */
const rows = (direction: 'LR' | 'RL'): LayeredInput => ({
  nodes: [
    { id: 'orders', width: 180, height: 150 },
    { id: 'lines', width: 160, height: 90 },
  ],
  edges: [{ id: 'e', from: 'orders', to: 'lines', fromOffset: 45, toOffset: -15 }],
  direction,
  ...SPACING,
});

describe('edge ends off the node centres (fromOffset / toOffset)', () => {
  it.each(['LR', 'RL'] as const)('%s: an edge between rows of neighbouring tables runs straight (both rows at one height)', (direction) => {
    const { boxes } = layeredPlacement(rows(direction));
    const orders = boxes.get('orders')!;
    const lines = boxes.get('lines')!;
    expect(middleY(orders) + 45).toBeCloseTo(middleY(lines) - 15, 6);
  });

  it('TB: the offsets run along x', () => {
    const input: LayeredInput = {
      nodes: [
        { id: 'a', width: 240, height: 60 },
        { id: 'b', width: 60, height: 40 },
      ],
      edges: [{ id: 'e', from: 'a', to: 'b', fromOffset: 80 }],
      direction: 'TB',
      ...SPACING,
    };
    const { boxes } = layeredPlacement(input);
    expect(middleX(boxes.get('b')!)).toBeCloseTo(middleX(boxes.get('a')!) + 80, 6);
  });

  it("keeps the rows' order: tables fed from a higher row sit higher, whatever the document order", () => {
    const input: LayeredInput = {
      nodes: [
        { id: 'hub', width: 160, height: 200 },
        { id: 'low', width: 120, height: 40 },
        { id: 'high', width: 120, height: 40 },
      ],
      edges: [
        { id: 'to-low', from: 'hub', to: 'low', fromOffset: 60 },
        { id: 'to-high', from: 'hub', to: 'high', fromOffset: -60 },
      ],
      direction: 'LR',
      ...SPACING,
    };
    const { boxes } = layeredPlacement(input);
    const hub = middleY(boxes.get('hub')!);
    expect(middleY(boxes.get('high')!)).toBeCloseTo(hub - 60, 6);
    expect(middleY(boxes.get('low')!)).toBeCloseTo(hub + 60, 6);
  });

  it('gives the same numbers as no offsets when every offset is 0', () => {
    const plain = flowchartInput(50, 'LR');
    const zero: LayeredInput = { ...plain, edges: plain.edges.map((edge) => ({ ...edge, fromOffset: 0, toOffset: 0 })) };
    const json = (input: LayeredInput): string => JSON.stringify(layeredPlacement(input), (_, value: unknown) => (value instanceof Map ? [...value] : value));
    expect(json(zero)).toBe(json(plain));
  });
});
