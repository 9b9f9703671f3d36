/**
 * The inputs of the quality bench and the layout experiments: the generated flowcharts
 * and ER diagrams of bench/graphs.ts as Mermaid text (written by toMermaid, read back the
 * way renderMermaid reads it), and examples of the test corpus as scene documents. Each
 * case carries the normalized scene both layouts are given, and how ours is timed.
 */
import { readFileSync } from 'node:fs';
import { LIMITS, type SceneDocumentInput } from '../../../schema/index.js';
import { type NormalizedScene, parseMermaid, toMermaid, readScene } from '../../../engine/index.js';
import { entities, flowchart, normalized } from '../../graphs.js';

export interface QualityCase {
  name: string;
  /** The normalized scene laid out by ours and given to dot. */
  scene: NormalizedScene;
  /** How ours is timed: Mermaid text to SVG, or a scene document to SVG. */
  input: { kind: 'mermaid'; text: string } | { kind: 'scene'; document: SceneDocumentInput };
}

/** A generated scene as Mermaid text read back as renderMermaid reads it (no service element limit). */
function viaMermaid(name: string, generated: SceneDocumentInput): QualityCase {
  const written = toMermaid(normalized(generated));
  if (!written.ok) throw new Error(`${name}: ${written.message}`);
  const parsed = parseMermaid(written.mermaid, { maxElements: LIMITS.libraryElements });
  if (!parsed.ok) throw new Error(`${name}: ${parsed.error.code} ${parsed.error.message}`);
  const reading = readScene(parsed.scene, { maxElements: LIMITS.libraryElements });
  if (!reading.valid) throw new Error(`${name}: the Mermaid text read back is not a valid scene`);
  return { name, scene: reading.scene, input: { kind: 'mermaid', text: written.mermaid } };
}

function corpusCase(name: string, file: string): QualityCase {
  const document = JSON.parse(readFileSync(new URL(`../../../test/golden/layout/${file}/input.json`, import.meta.url), 'utf8')) as SceneDocumentInput;
  return { name, scene: normalized(document), input: { kind: 'scene', document } };
}

/** Every case, in the order the bench prints them. */
export function qualityCases(): QualityCase[] {
  return [
    viaMermaid('flowchart 50', flowchart(50)),
    viaMermaid('flowchart 200', flowchart(200)),
    viaMermaid('flowchart 1,000', flowchart(1000)),
    viaMermaid('ER 5', entities(5)),
    viaMermaid('ER 20', entities(20)),
    viaMermaid('ER 60', entities(60)),
    corpusCase('workflow (pool, lanes)', 'workflow'),
    corpusCase('architecture (frame)', 'architecture'),
    corpusCase('architecture (nested)', 'frames-nested'),
    corpusCase('sequence', 'sequence'),
  ];
}

/** The cases whose names contain one of the comma-separated parts of `filter` (case-insensitive); all without one. */
export function selectCases(filter: string | undefined): QualityCase[] {
  const parts = (filter ?? '').split(',').map((part) => part.trim().toLowerCase()).filter((part) => part !== '');
  const all = qualityCases();
  return parts.length === 0 ? all : all.filter((c) => parts.some((part) => c.name.toLowerCase().includes(part)));
}
