/**
 * The corpus files read the way renderMermaid reads them: each one's text, the scene our
 * Mermaid reader makes of it (the one every tool is given) and the facts the metrics measure
 * against (scene-facts.ts). Two folders: this project's own diagrams (corpus/dsp-*.mmd,
 * always here) and Mermaid's documentation, demo and spec diagrams (mermaid-*.mmd), data from
 * a public repository kept in the steering repository's shared/corpus/quality-real/
 * (docs/decisions/2026-11-28-fetched-corpora-in-shared.md), read when it is there.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { sharedCorpus } from '../../../harness/shared-corpus.js';
import type { SceneDocumentInput } from '../../../schema/index.js';
import { type NormalizedScene, parseMermaid, readScene } from '../../../engine/index.js';
import { sceneFacts, type SceneFacts } from './scene-facts.js';

/** This project's own diagrams. */
export const CORPUS = new URL('./corpus/', import.meta.url).pathname;
/** Mermaid's diagrams in shared/, or undefined when shared/corpus/quality-real is not there. */
export const PUBLIC_CORPUS = sharedCorpus('quality-real');

/** One line saying which parts the corpus was read from: a run without the public part says so. */
export function corpusOrigin(): string {
  return PUBLIC_CORPUS === undefined
    ? `this project's diagrams only (${CORPUS}); Mermaid's diagrams not found: shared/corpus/quality-real not present (set DSP_SHARED_DIR)`
    : `this project's diagrams (${CORPUS}) and Mermaid's (${PUBLIC_CORPUS})`;
}

export interface CorpusCase {
  /** The file name without `.mmd`. */
  name: string;
  text: string;
  document: SceneDocumentInput;
  scene: NormalizedScene;
  facts: SceneFacts;
}

/** Every corpus file whose name contains one of the comma-separated parts of `filter` (all without one). */
export function corpusCases(filter?: string): CorpusCase[] {
  const parts = (filter ?? '').split(',').map((part) => part.trim()).filter((part) => part !== '');
  const mmd = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.mmd')).map((file) => join(dir, file));
  const files = [...mmd(CORPUS), ...(PUBLIC_CORPUS === undefined ? [] : mmd(PUBLIC_CORPUS))].sort((a, b) => basename(a).localeCompare(basename(b)));
  const cases: CorpusCase[] = [];
  for (const path of files) {
    const file = basename(path);
    const name = file.slice(0, -'.mmd'.length);
    if (parts.length > 0 && !parts.some((part) => name.includes(part))) continue;
    const text = readFileSync(path, 'utf8');
    const parsed = parseMermaid(text);
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error.code} ${parsed.error.message}`);
    const reading = readScene(parsed.scene);
    if (!reading.valid) throw new Error(`${file}: our Mermaid reader made a scene that is not valid`);
    cases.push({ name, text, document: parsed.scene, scene: reading.scene, facts: sceneFacts(parsed.scene) });
  }
  return cases;
}
