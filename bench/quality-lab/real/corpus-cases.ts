/**
 * The corpus files (corpus/*.mmd) read the way renderMermaid reads them: each one's text,
 * the scene our Mermaid reader makes of it (the one every tool is given) and the facts the
 * metrics measure against (scene-facts.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SceneDocumentInput } from '../../../schema/index.js';
import { type NormalizedScene, parseMermaid, readScene } from '../../../engine/index.js';
import { sceneFacts, type SceneFacts } from './scene-facts.js';

export const CORPUS = new URL('./corpus/', import.meta.url).pathname;

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
  const files = readdirSync(CORPUS).filter((file) => file.endsWith('.mmd')).sort();
  const cases: CorpusCase[] = [];
  for (const file of files) {
    const name = file.slice(0, -'.mmd'.length);
    if (parts.length > 0 && !parts.some((part) => name.includes(part))) continue;
    const text = readFileSync(join(CORPUS, file), 'utf8');
    const parsed = parseMermaid(text);
    if (!parsed.ok) throw new Error(`${file}: ${parsed.error.code} ${parsed.error.message}`);
    const reading = readScene(parsed.scene);
    if (!reading.valid) throw new Error(`${file}: our Mermaid reader made a scene that is not valid`);
    cases.push({ name, text, document: parsed.scene, scene: reading.scene, facts: sceneFacts(parsed.scene) });
  }
  return cases;
}
