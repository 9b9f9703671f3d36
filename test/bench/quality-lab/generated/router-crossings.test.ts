import { describe, expect, it } from 'vitest';
import { measureScene } from '../../../../engine/measure/index.js';
import { layoutScene } from '../../../../engine/layout/index.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { selectCases } from '../../../../bench/quality-lab/generated/cases.js';
import { qualityOf } from '../../../../bench/quality-lab/generated/metrics.js';
import { drawingOfComputed } from '../../../../harness/drawing-metrics/computed-drawing.js';

// Crossings of our layout of the quality bench's generated inputs, as bench/quality.ts counts
// them (docs/decisions/2026-11-24-router-crossings.md). Before the router chose its tracks and searched
// routes by crossings: flowchart 50 drew 16, ER 20 drew 4; after: 8 and 3 (dot: 3 and 13).
// Before neighbouring ends on a side were swapped where their routes crossed ("Edge ends"):
// flowchart 50 drew 8 and the architecture example 1; after: 7 and 0 (dot: 3 and 0).
// Flat flowcharts placed by our own layered placement and routed through its dummies ("Our
// own layered placement", sixth round): flowchart 50 from 7 to 3, flowchart 200 from 317 to
// 216, both at most dot's (3 and 230), where ELK's placement cannot reach them.
// ER diagrams on the same placement, rows as end offsets ("ER diagrams on our own layered
// placement"): ER 20 from 3 to 4 (dot: 13), for a third of the time.
// Issue 30: an end with no column lands on the FK row named after the other entity
// (engine/layout/er/README.md), as a reader expects; on the generated ER 20 that puts ends on
// rows part way down a table instead of its facing side: 4 to 8 crossings, still under dot's 13.
const BOUNDS: Record<string, number> = { 'flowchart 50': 3, 'flowchart 200': 230, 'ER 20': 8, 'architecture (frame)': 0 };

describe('router crossings on the quality bench inputs', () => {
  for (const [name, bound] of Object.entries(BOUNDS)) {
    it(`${name}: at most ${bound} crossings, no edge through a node, no overlap`, async () => {
      const fonts = await loadFontsFromDisk();
      const [input] = selectCases(name);
      const laid = await layoutScene(measureScene(input!.scene, fonts));
      const quality = qualityOf(drawingOfComputed(laid.computed));
      expect(quality.edges).toBeGreaterThan(0);
      expect(quality.crossings).toBeLessThanOrEqual(bound);
      expect(quality.throughNodes).toBe(0);
      expect(quality.overlaps).toBe(0);
    });
  }
});
