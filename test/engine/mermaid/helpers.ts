import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { ElementInput, SceneDocumentInput } from '../../../schema/index.js';
import type { Diagnostic } from '../../../engine/model/diagnostic.js';
import { parseMermaid } from '../../../engine/mermaid/index.js';

export type NodeInput = Extract<ElementInput, { kind: 'node' }>;
export type EdgeInput = Extract<ElementInput, { kind: 'edge' }>;
export type FrameInput = Extract<ElementInput, { kind: 'frame' }>;

/** Parses text that must be accepted; fails the test with the error otherwise. */
export function parseOk(text: string): { scene: SceneDocumentInput; warnings: Diagnostic[] } {
  const result = parseMermaid(text);
  if (!result.ok) throw new Error(`expected the text to parse, got ${result.error.code}: ${result.error.message}`);
  return { scene: result.scene, warnings: result.warnings };
}

/** The error of a text that must be refused. */
export function parseError(text: string) {
  const result = parseMermaid(text);
  if (result.ok) throw new Error('expected the text to be refused, but it parsed');
  return result.error;
}

function find<K extends ElementInput['kind']>(scene: SceneDocumentInput, id: string, kind: K): Extract<ElementInput, { kind: K }> {
  const element = scene.elements.find((candidate) => candidate.id === id);
  expect(element, `element ${id}`).toBeDefined();
  expect(element?.kind, `kind of ${id}`).toBe(kind);
  return element as Extract<ElementInput, { kind: K }>;
}

export const nodeOf = (scene: SceneDocumentInput, id: string): NodeInput => find(scene, id, 'node');
export const edgeOf = (scene: SceneDocumentInput, id: string): EdgeInput => find(scene, id, 'edge');
export const frameOf = (scene: SceneDocumentInput, id: string): FrameInput => find(scene, id, 'frame');

export const idsOf = (scene: SceneDocumentInput, kind?: ElementInput['kind']): string[] =>
  scene.elements.filter((element) => kind === undefined || element.kind === kind).map((element) => element.id);

/** Warnings as "CODE@line" strings, in order. */
export const warningsAt = (warnings: readonly Diagnostic[]): string[] => warnings.map((w) => `${w.code}@${String(w.data?.line)}`);

/** What a round trip must keep: ids, labels/titles, shapes, node types, relationships, columns. */
export function roundTripView(scene: SceneDocumentInput): unknown[] {
  return scene.elements
    .map((element) => {
      if (element.kind === 'node') return { id: element.id, kind: 'node', label: element.label, shape: element.shape, nodeType: element.nodeType, columns: element.extensions?.columns };
      if (element.kind === 'frame') return { id: element.id, kind: 'frame', title: element.title, children: element.children };
      if (element.kind === 'edge') return { id: element.id, kind: 'edge', from: element.from, to: element.to, label: element.label, endpoints: element.endpoints, edgeType: element.edgeType, visible: element.visible };
      return { id: element.id, kind: element.kind };
    })
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * Whether a scene's Mermaid view is text of its own type, so that reading the view back
 * gives the scene again: flowcharts (architecture) and erDiagrams. Other families read from
 * Mermaid (workflow, from stateDiagram; classDiagram's tables) are viewed as flowcharts (spec), without their node
 * and edge types: their view reads back with the same elements only.
 */
export const ownMermaidView = (scene: SceneDocumentInput): boolean =>
  scene.diagramFamily === 'entityRelationship' || (scene.diagramFamily === 'architecture' && !isClassDiagram(scene));

/** A class diagram read into the architecture family: its classes are tables (er.entity), which a flowchart view lists as lost. */
export const isClassDiagram = (scene: SceneDocumentInput): boolean =>
  scene.diagramFamily === 'architecture' && scene.elements.some((element) => element.kind === 'node' && element.nodeType === 'er.entity');

/** How many nodes, edges and frames a scene has (what any Mermaid view keeps). */
export const elementCounts = (scene: SceneDocumentInput): Record<string, number> =>
  Object.fromEntries(['node', 'edge', 'frame'].map((kind) => [kind, scene.elements.filter((element) => element.kind === kind).length]));

export const CORPUS_DIR = 'test/corpus/mermaid';

/** Every corpus file, as "<folder>/<name>.mmd" with its text, sorted. */
export function corpusFiles(): Array<{ file: string; text: string }> {
  return readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) => readdirSync(join(CORPUS_DIR, folder.name)).filter((name) => name.endsWith('.mmd')).map((name) => `${folder.name}/${name}`))
    .sort()
    .map((file) => ({ file, text: readFileSync(join(CORPUS_DIR, file), 'utf8') }));
}
