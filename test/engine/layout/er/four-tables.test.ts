import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../../engine/index.js';
import { parseMermaid } from '../../../../engine/mermaid/index.js';
import type { ComputedEdge, ComputedNode } from '../../../../engine/model/computed.js';
import { layout } from '../core/layout-helpers.js';

/** Mermaid's four-table order example with the columns of its docs (issue 30, problem 3). */
export const FOUR_TABLES = `erDiagram
    CUSTOMER ||--o{ ORDER : places
    ORDER ||--|{ LINE_ITEM : contains
    PRODUCT ||--o{ LINE_ITEM : "ordered in"
    CUSTOMER {
        int id PK
        string name
        string email
    }
    ORDER {
        int id PK
        int customer_id FK
        date created
    }
    LINE_ITEM {
        int order_id FK
        int product_id FK
        int quantity
    }
    PRODUCT {
        int id PK
        string name
        float price
    }
`;

type Point = { x: number; y: number };

async function laidOut() {
  const parsed = parseMermaid(FOUR_TABLES);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const valid = validateScene(parsed.scene);
  const result = await layout(normalizeScene(valid.scene!));
  const edges = new Map<string, ComputedEdge>();
  const nodes = new Map<string, ComputedNode>();
  for (const [id, element] of Object.entries(result.computed.elements)) {
    if (element.kind === 'edge') edges.set(id, element);
    if (element.kind === 'node') nodes.set(id, element);
  }
  const edgeId = (label: string) => parsed.scene.elements.find((e) => e.kind === 'edge' && e.label === label)!.id;
  return { edges, nodes, edgeId };
}

function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

function distanceToRoute(p: Point, points: readonly Point[]): number {
  let best = Infinity;
  for (let i = 1; i < points.length; i++) best = Math.min(best, distanceToSegment(p, points[i - 1]!, points[i]!));
  return best;
}

describe("Mermaid's four related tables", () => {
  it('"places" lands on ORDER\'s customer_id FK row, and "contains" leaves ORDER from another point', async () => {
    const { edges, nodes, edgeId } = await laidOut();
    const order = nodes.get('ORDER')!;
    const row = order.table!.rows.find((r) => r.name === 'customer_id')!.box;
    const places = edges.get(edgeId('places'))!.points;
    const end = places[places.length - 1]!;
    expect(end.y).toBeGreaterThanOrEqual(row.y);
    expect(end.y).toBeLessThanOrEqual(row.y + row.height);
    const contains = edges.get(edgeId('contains'))!.points;
    expect(contains[0]).not.toEqual(end);
    // LINE_ITEM's ends land on its two FK rows, one each.
    const item = nodes.get('LINE_ITEM')!.table!.rows;
    const rowOf = (p: Point) => item.find((r) => p.y >= r.box.y && p.y <= r.box.y + r.box.height)?.name;
    expect(rowOf(contains[contains.length - 1]!)).toBe('order_id');
    const ordered = edges.get(edgeId('ordered in'))!.points;
    expect(rowOf(ordered[ordered.length - 1]!)).toBe('product_id');
  });

  it('puts each label nearer its own edge than any other edge', async () => {
    const { edges } = await laidOut();
    for (const [id, edge] of edges) {
      if (edge.label === undefined) continue;
      const box = edge.label.box;
      const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const own = distanceToRoute(centre, edge.points);
      for (const [other, route] of edges) {
        if (other === id) continue;
        expect(own, `${id}'s label against ${other}`).toBeLessThan(distanceToRoute(centre, route.points));
      }
    }
  });
});
