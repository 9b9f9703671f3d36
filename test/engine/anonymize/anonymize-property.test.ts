import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { anonymizeScene, originalWords } from '../../../engine/anonymize/index.js';
import { normalizeScene, validateScene, type NormalizedScene } from '../../../engine/index.js';
import { layoutScene } from '../../../engine/layout/index.js';
import { measureScene } from '../../../engine/measure/index.js';
import { parseMermaid } from '../../../engine/mermaid/index.js';
import type { Box } from '../../../engine/model/plane.js';
import { loadFontsFromDisk } from '../../../fonts/node.js';
import { ROOT } from '../../../harness/processes.js';
import { sharedCorpus } from '../../support/shared-corpus.js';
import { erMermaid, sequenceScene, serviceScene, shortLabelMermaid } from '../../../harness/scenes.js';
import type { SceneDocumentValue } from '../../../schema/index.js';

/**
 * Issue 36's property: for 200 scenes (the real-diagram corpus of the quality bench, people's
 * flowcharts and ER diagrams: this project's, and the public ones when shared/ holds them;
 * generated ones make up the rest), the anonymized copy keeps no word of the original's
 * texts, is a valid scene, and lays out to the same boxes within 2 px, every one of them.
 */

/** This project's own Mermaid corpus, then the public one when shared/ holds it (test/support/shared-corpus.ts). */
const OWN = join(ROOT, 'test/corpus/mermaid');
const PUBLIC = sharedCorpus('quality-real');
const fonts = await loadFontsFromDisk();

function normalized(input: unknown): NormalizedScene {
  const validation = validateScene(input);
  if (!validation.valid) throw new Error(JSON.stringify(validation.diagnostics.slice(0, 3)));
  return normalizeScene(validation.scene!);
}

function mermaidFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mmd') && !/errors|refused/.test(file))
    .sort()
    .map((file) => join(dir, file));
}

/** 200 scenes: people's diagrams first (ours, then the public corpus when present), generated ones to make up the rest. */
function scenes(): Array<{ name: string; scene: NormalizedScene; written: boolean }> {
  const found: Array<{ name: string; scene: NormalizedScene; written: boolean }> = [];
  for (const file of [...mermaidFiles(OWN), ...(PUBLIC === undefined ? [] : mermaidFiles(PUBLIC))]) {
    const parsed = parseMermaid(readFileSync(file, 'utf8'));
    if (parsed.ok && validateScene(parsed.scene).valid) found.push({ name: file.slice(ROOT.length), scene: normalized(parsed.scene), written: true });
    if (found.length === 170) break;
  }
  const words = ['Payments', 'ledger', 'Invoice API', 'Kafka topic orders.v2', 'Auth-Service (EU)', 'Customer database', 'über-cache', '用户服务', 'SAM.CommonFA.BudgetSubserviceLineVolume'];
  for (let i = 0; found.length < 199; i++) {
    const service = (): NormalizedScene => normalized(serviceScene(3 + (i % 9), { title: `Platform ${i}`, label: (k) => `${words[(i + k) % words.length]} ${k}` }));
    // Services with long and mixed-script labels, ER tables, and short labels in fitted boxes (the hardest to keep).
    const scene = [service, () => fromMermaid(erMermaid(2 + (i % 5), i)), () => fromMermaid(shortLabelMermaid(i))][i % 3]!();
    found.push({ name: `generated ${i}`, scene, written: false });
  }
  found.push({ name: 'sequence', scene: normalized(sequenceScene()), written: false });
  return found;
}

/** A Mermaid text parsed and normalized. */
function fromMermaid(text: string): NormalizedScene {
  const parsed = parseMermaid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return normalized(parsed.scene);
}

/** Each element's boxes in document order (the copy renames ids, not order). */
async function boxesOf(scene: SceneDocumentValue): Promise<Box[][]> {
  const laid = await layoutScene(measureScene(normalized(scene), fonts));
  return laid.scene.elements.map((element) => {
    const computed = laid.computed.elements[element.id] as unknown as Record<string, unknown> | undefined;
    if (computed === undefined) return [];
    return ['box', 'titleBand'].flatMap((key) => (computed[key] === undefined ? [] : [computed[key] as Box]));
  });
}

describe('anonymizeScene on 200 scenes', () => {
  const all = scenes();

  it('has 200 scenes, those people wrote first', () => {
    expect(all).toHaveLength(200);
    // Ours alone without shared/; with the public corpus, most of the 200.
    expect(all.filter((s) => s.written).length).toBeGreaterThanOrEqual(PUBLIC === undefined ? 25 : 150);
  });

  it('keeps no word of the original texts, stays valid, and lays out to the same boxes within 2 px', async () => {
    const kept: string[] = [];
    const off: string[] = [];
    for (const [k, { name, scene }] of all.entries()) {
      const copy = anonymizeScene(scene, { seed: 1000 + k, fonts });
      const before = new Set(originalWords(scene).filter((word) => word.length > 1 && /\p{L}/u.test(word)));
      const repeated = originalWords(copy).filter((word) => before.has(word));
      if (repeated.length > 0) kept.push(`${name}: kept ${repeated.slice(0, 5).join(', ')}`);
      expect(validateScene(copy).valid, name).toBe(true);
      const [a, b] = [await boxesOf(scene), await boxesOf(copy)];
      a.forEach((boxes, i) =>
        boxes.forEach((box, j) => {
          const other = b[i]![j]!;
          const by = Math.max(Math.abs(box.x - other.x), Math.abs(box.y - other.y), Math.abs(box.width - other.width), Math.abs(box.height - other.height));
          if (by > 2) off.push(`${name} (seed ${1000 + k}): element ${i} ("${scene.elements[i]!.id}") off by ${by.toFixed(2)} px`);
        }),
      );
    }
    expect(kept).toEqual([]);
    expect(off).toEqual([]);
  }, 300_000);
});
