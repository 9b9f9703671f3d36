import { normalizeScene, validateScene } from '../../../../engine/index.js';
import { buildIndex } from '../../../../engine/layout/build-index.js';
import type { Geometry, SceneIndex } from '../../../../engine/layout/types.js';
import type { Box } from '../../../../engine/geometry/index.js';
import { overlaps } from '../../../../engine/geometry/index.js';

/** Test scenes for the layout stages: a validated, normalized scene and its index. */
export function sceneIndex(fields: Record<string, unknown>): SceneIndex {
  const input = { schemaVersion: '0.1', scene: { id: 'test' }, ...fields };
  const result = validateScene(input);
  const errors = result.diagnostics.filter((d) => d.severity === 'error');
  if (result.scene === undefined || errors.length > 0) throw new Error(`invalid test scene: ${JSON.stringify(errors)}`);
  return buildIndex(normalizeScene(result.scene));
}

/** The geometry the pipeline starts from: anchored nodes (absolute layout not at 0, 0) boxed. */
export function startGeometry(index: SceneIndex): Geometry {
  const geometry: Geometry = { boxes: new Map(), anchored: new Set() };
  for (const node of index.nodes) {
    const layout = node.layout;
    if (layout?.mode === 'absolute' && (layout.x !== 0 || layout.y !== 0)) {
      geometry.boxes.set(node.id, { x: layout.x, y: layout.y, width: layout.width, height: layout.height });
      geometry.anchored.add(node.id);
    }
  }
  return geometry;
}

/** A node element. */
export function node(id: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { id, kind: 'node', nodeType: 'service', ...extra };
}

/** An edge element from one node to another. */
export function edge(from: string, to: string): Record<string, unknown> {
  return { id: `${from}-${to}`, kind: 'edge', from: { elementId: from }, to: { elementId: to } };
}

/** Pairs of the given ids whose boxes overlap (or come closer than `gap`). */
export function overlappingPairs(boxes: ReadonlyMap<string, Box>, ids: readonly string[], gap = 0): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const a = boxes.get(ids[i]!);
      const b = boxes.get(ids[j]!);
      if (a !== undefined && b !== undefined && overlaps(a, b, gap)) pairs.push([ids[i]!, ids[j]!]);
    }
  }
  return pairs;
}
