import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeScene, validateScene } from '../../../../engine/index.js';
import { layoutScene } from '../../../../engine/layout/index.js';
import { measureScene } from '../../../../engine/measure/index.js';
import { parseMermaid } from '../../../../engine/mermaid/index.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { edgesThroughNodes, factsOf, overlappingBoxes } from '../../../support/overlap-checks.js';

/** Mermaid's own class diagram examples (test/corpus/mermaid-docs/class/README.md). */
const DIR = 'test/corpus/mermaid-docs/class';
const examples = readdirSync(DIR).filter((name) => name.endsWith('.mmd')).sort().map((name) => ({ name, text: readFileSync(join(DIR, name), 'utf8') }));

describe("Mermaid's class diagram documentation examples", () => {
  it('holds every example of the page (36 blocks)', () => {
    expect(examples).toHaveLength(36);
  });

  for (const { name, text } of examples) {
    it(`${name}: read as a valid architecture scene of tables, drawn with no overlapping boxes and no edge through a node`, async () => {
      const parsed = parseMermaid(text);
      if (!parsed.ok) throw new Error(`${parsed.error.code}: ${parsed.error.message}`);
      expect(parsed.scene.diagramFamily).toBe('architecture');
      expect(parsed.scene.elements.some((element) => element.kind === 'node' && element.nodeType === 'er.entity')).toBe(true);
      const checked = validateScene(parsed.scene);
      expect(checked.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const laidOut = await layoutScene(measureScene(normalizeScene(checked.scene!), await loadFontsFromDisk()));
      const facts = factsOf(laidOut);
      expect(facts.boxes.size).toBe(parsed.scene.elements.filter((element) => element.kind !== 'edge').length);
      expect(overlappingBoxes(facts)).toEqual([]);
      expect(edgesThroughNodes(facts)).toEqual([]);
    });
  }
});
