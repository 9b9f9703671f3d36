import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FontBytes } from '../../../../engine/measure/index.js';
import { parseMermaid } from '../../../../engine/mermaid/index.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { layOut, messagesThroughBoxes, overlaps } from './drawing.js';

const DIR = 'test/corpus/mermaid-docs/sequence';
const files = readdirSync(DIR).filter((name) => name.endsWith('.mmd')).sort();

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

describe("Mermaid's documentation examples of sequenceDiagram (test/corpus/mermaid-docs)", () => {
  it('are all here: the 36 blocks of the page', () => {
    expect(files).toHaveLength(36);
  });

  it.each(files)('%s is read without an error and drawn with every element, no two boxes overlapping, no message through a box', async (file) => {
    const result = parseMermaid(readFileSync(join(DIR, file), 'utf8'));
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    expect(result.scene.diagramFamily).toBe('sequence');
    for (const warning of result.warnings) {
      expect(warning.severity).toBe('warning');
      expect(warning.message).toMatch(/^line \d+: /);
      expect(warning.data?.construct ?? warning.data?.mermaidId).toBeDefined();
    }
    const computed = await layOut(result.scene, fonts);
    expect(Object.keys(computed.elements).sort()).toEqual(result.scene.elements.map((element) => element.id).sort());
    expect(overlaps(computed)).toEqual([]);
    expect(messagesThroughBoxes(computed)).toEqual([]);
  });
});
