import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Element, SceneDocument, SceneDocumentOfAnySize } from '../../../schema/index.js';
import { parseMermaid } from '../../../engine/mermaid/index.js';
import { safeParse } from '../../../engine/validate/fast-parse.js';
import { SCENE_CASES } from '../../corpus/scene-cases.js';

/** Every object and array reachable from a value (what a pass-through output would share). */
function objectsOf(value: unknown, into = new Set<object>()): Set<object> {
  if (value !== null && typeof value === 'object' && !into.has(value)) {
    into.add(value);
    for (const item of Object.values(value)) objectsOf(item, into);
  }
  return into;
}

/** The same tree: key order, undefined-valued keys, and which objects are the input's own. */
function expectSame(fast: unknown, slow: unknown, input: Set<object>, path = '$'): void {
  if (fast === slow) return;
  if (fast === null || slow === null || typeof fast !== 'object' || typeof slow !== 'object') {
    expect(Object.is(fast, slow), `${path}: ${String(fast)} vs ${String(slow)}`).toBe(true);
    return;
  }
  expect(input.has(fast), `${path}: shared with the input`).toBe(input.has(slow));
  expect(Array.isArray(fast), path).toBe(Array.isArray(slow));
  expect(Object.keys(fast), path).toEqual(Object.keys(slow));
  for (const key of Object.keys(slow)) expectSame((fast as Record<string, unknown>)[key], (slow as Record<string, unknown>)[key], input, `${path}.${key}`);
}

function compare(schema: v.GenericSchema, input: unknown): boolean {
  const slow = v.safeParse(schema, input, { abortEarly: false });
  const fast = safeParse(schema, input, { abortEarly: false });
  expect(fast.success).toBe(slow.success);
  if (slow.success) expectSame(fast.output, slow.output, objectsOf(input));
  else expect(fast.issues?.map((issue) => [issue.message, v.getDotPath(issue)])).toEqual(slow.issues.map((issue) => [issue.message, v.getDotPath(issue)]));
  return slow.success;
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ODD_VALUES: unknown[] = [
  undefined, null, Number.NaN, -1, 0, 0.5, 1, 2, 1e9, -1e9, Infinity, '', 'x', 'bad id!', 'a'.repeat(600), '#fff', 'TB', 'node', 'edge',
  'group', 'absolute', 'relative', 'hierarchical', 'one', 'PK', true, false, [], [1], ['a', 'b'], {}, { x: 1 }, { mode: 'absolute' },
];

function pick<T>(next: () => number, list: readonly T[]): T {
  return list[Math.floor(next() * list.length)]!;
}

/** Plain containers along the document, each with its keys. */
function containers(value: unknown, out: Array<Record<string, unknown> | unknown[]> = []): Array<Record<string, unknown> | unknown[]> {
  if (value !== null && typeof value === 'object') {
    out.push(value as Record<string, unknown>);
    for (const item of Object.values(value)) containers(item, out);
  }
  return out;
}

/** One random change somewhere in a copy of the document: a key removed, added or given another value. */
function mutate(document: unknown, next: () => number): unknown {
  const copy = structuredClone(document) as unknown;
  const places = containers(copy);
  const times = 1 + Math.floor(next() * 3);
  for (let i = 0; i < times; i++) {
    const target = pick(next, places) as Record<string, unknown>;
    const keys = Object.keys(target);
    const roll = next();
    const value = next() < 0.8 ? structuredClone(pick(next, ODD_VALUES)) : structuredClone(pick(next, places));
    if (roll < 0.25 && keys.length > 0) delete target[pick(next, keys)];
    else if (roll < 0.35) target[pick(next, ['extra', 'label', 'layout', 'zIndex', 'style', 'columns', 'kind', 'id', 'x', 'width', 'from', 'anchor'])] = value;
    else if (keys.length > 0) target[pick(next, keys)] = value;
  }
  return copy;
}

const mermaidScenes = [
  'erDiagram\n  A["Entity A"] {\n    uuid id PK\n    text name "a note"\n    int b_id FK\n  }\n  B {\n    int id PK, UK\n  }\n  A ||--o{ B : has',
  'flowchart LR\n  a[Start] --> b{Choice}\n  b -->|yes| c([Done])\n  b -.-> d[(Store)]\n  subgraph S [Group]\n    c\n  end\n  style a fill:#f9f',
].map((text) => {
  const parsed = parseMermaid(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.scene as unknown;
});

const validDocuments = [...SCENE_CASES.filter((c) => c.schemaValid).map((c) => c.document), ...mermaidScenes];

describe('the fast safeParse gives valibot’s result', () => {
  it('on every corpus document, whole and element by element', () => {
    for (const c of SCENE_CASES) {
      compare(SceneDocument, c.document);
      compare(SceneDocumentOfAnySize, c.document);
      const elements = (c.document as { elements?: unknown }).elements;
      if (Array.isArray(elements)) for (const element of elements) compare(Element, element);
    }
    for (const scene of mermaidScenes) expect(compare(SceneDocument, scene)).toBe(true);
  });

  it('on random changes to valid documents, valid and not', () => {
    const next = random(16);
    let valid = 0;
    let invalid = 0;
    for (let round = 0; round < 4000; round++) {
      const mutated = mutate(pick(next, validDocuments), next);
      if (compare(SceneDocumentOfAnySize, mutated)) valid++;
      else invalid++;
    }
    // Both outcomes are exercised many times over.
    expect(valid).toBeGreaterThan(300);
    expect(invalid).toBeGreaterThan(300);
  });

  it('on values that are not documents', () => {
    for (const value of [...ODD_VALUES, [{}], { schemaVersion: '0.1' }]) {
      compare(SceneDocument, value);
      compare(Element, value);
    }
  });
});
