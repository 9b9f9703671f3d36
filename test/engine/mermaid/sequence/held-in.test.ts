import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FontBytes } from '../../../../engine/measure/index.js';
import type { Computed } from '../../../../engine/model/computed.js';
import { parseMermaid } from '../../../../engine/mermaid/index.js';
import { loadFontsFromDisk } from '../../../../fonts/node.js';
import { sharedCorpus } from '../../../support/shared-corpus.js';
import { layOut, messagesThroughBoxes, overlaps } from './drawing.js';

/**
 * The held-in sequence corpus: Mermaid's demo page and sequence rendering specs (153
 * diagrams), kept in the steering repository's shared/corpus/mermaid-public/sequence/
 * because they are data from a public repository (bench/quality-lab/sequence-state/collect.ts
 * writes them; its README lists each source and Mermaid's MIT licence). Every file must be
 * read without an error (warnings allowed: each names its construct) and drawn with every
 * element, no two boxes overlapping and no message through a header, foot, note or label.
 */
const DIR = sharedCorpus('mermaid-public/sequence');
const files = DIR === undefined ? [] : readdirSync(DIR).filter((name) => name.endsWith('.mmd')).sort();

let fonts: FontBytes;
beforeAll(async () => {
  fonts = await loadFontsFromDisk();
});

describe('the message check', () => {
  const rect = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });
  it('finds a message through a note or another label, not through its own ends or an activation bar', () => {
    const computed = {
      elements: {
        A: { kind: 'node', box: rect(0, 0, 100, 40) },
        B: { kind: 'node', box: rect(200, 0, 100, 40) },
        bar: { kind: 'node', box: rect(245, 90, 10, 40), activationOf: 'B' },
        note: { kind: 'node', box: rect(120, 80, 60, 30) },
        A__B: { kind: 'edge', from: 'A', to: 'B', points: [{ x: 50, y: 100 }, { x: 250, y: 100 }], label: { box: rect(130, 200, 20, 10) } },
        B__A: { kind: 'edge', from: 'B', to: 'A', points: [{ x: 250, y: 205 }, { x: 50, y: 205 }] },
      },
    } as unknown as Computed;
    expect(messagesThroughBoxes(computed)).toEqual(['A__B through node note', 'B__A through label of A__B']);
  });
});

describe.skipIf(DIR === undefined)('held-in sequence diagrams (shared/corpus/mermaid-public/sequence)', () => {
  it('holds at least 60 distinct diagrams', () => {
    const texts = files.map((file) => readFileSync(join(DIR!, file), 'utf8').replace(/^%% source:.*\n/m, ''));
    expect(new Set(texts).size).toBe(files.length);
    expect(files.length).toBeGreaterThanOrEqual(60);
  });

  it.each(files)('%s is read without an error and drawn with every element, no overlap and no message through a box', async (file) => {
    const result = parseMermaid(readFileSync(join(DIR!, file), 'utf8'));
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
    expect(result.scene.diagramFamily).toBe('sequence');
    for (const warning of result.warnings) {
      expect(warning.severity).toBe('warning');
      expect(warning.data?.construct ?? warning.data?.mermaidId).toBeDefined();
    }
    const computed = await layOut(result.scene, fonts);
    expect(Object.keys(computed.elements).sort()).toEqual(result.scene.elements.map((element) => element.id).sort());
    expect(overlaps(computed)).toEqual([]);
    expect(messagesThroughBoxes(computed)).toEqual([]);
  });
});
