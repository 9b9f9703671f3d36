import { describe, expect, it } from 'vitest';
import { COMPUTED_VERSION, storedLayout } from '../../../engine/model/index.js';
import { hashScene } from '../../../engine/hash/index.js';
import { validateScene } from '../../../engine/validate/index.js';
import { SCENE_CASES } from '../../corpus/scene-cases.js';
import {
  migrateScene, normalizeScene, readScene, SCENE_MIGRATIONS, SCHEMA_VERSION, storedScene, type SceneMigration,
} from '../../../engine/normalize/index.js';

const DOCUMENT = {
  schemaVersion: '0.1',
  scene: { id: 'read' },
  elements: [{ id: 'a', kind: 'node', nodeType: 'service', label: 'A', x: 10, y: 20 }],
};

describe('readScene: unknown input to a normalized scene', () => {
  it('validates, then normalizes (the shorthand folded into layout)', () => {
    const reading = readScene(DOCUMENT);
    expect(reading.valid).toBe(true);
    if (!reading.valid) return;
    expect(reading.scene).toEqual(normalizeScene(DOCUMENT as Parameters<typeof normalizeScene>[0]));
    expect(reading.scene.elements[0]).toMatchObject({ layout: { mode: 'absolute', x: 10, y: 20, width: 150, height: 60 } });
  });

  // readScene normalizes the validator's parse output instead of parsing a copy again.
  it('gives normalizeScene of the validated copy, over the valid corpus and the shorthand cases', () => {
    const shorthand = {
      $schema: 'https://example.test/scene.json',
      schemaVersion: '0.1',
      scene: { id: 's', metadata: { provenance: { tool: 'x' } } },
      layoutStrategy: { algorithm: 'grid', nodeWidth: 120 },
      elements: [
        { kind: 'node', id: 'a', nodeType: 'service', width: 40, label: 'A', metadata: { k: [1, { z: null }] } },
        { id: 'b', kind: 'text', text: 'note', y: 5 },
        { id: 'c', kind: 'node', nodeType: 'service', layout: { mode: 'absolute', x: 1, y: 2, width: 3, height: 4 } },
      ],
      computed: { boxes: {} },
    };
    const documents = [DOCUMENT, shorthand, ...SCENE_CASES.filter((c) => c.valid).map((c) => c.document)];
    for (const document of documents) {
      const reading = readScene(document, { maxElements: 5000 });
      const validated = validateScene(document).scene!;
      expect(reading.valid).toBe(true);
      if (!reading.valid) continue;
      expect(JSON.stringify(reading.scene)).toBe(JSON.stringify(normalizeScene(validated)));
    }
  });

  it('shares nothing with its input', () => {
    const input = { ...DOCUMENT, scene: { id: 'read', metadata: { provenance: { tool: 'x' } } } };
    const reading = readScene(input);
    if (!reading.valid) throw new Error('valid');
    (reading.scene.scene.metadata!.provenance as Record<string, unknown>).tool = 'changed';
    expect(input.scene.metadata.provenance.tool).toBe('x');
  });

  it('gives every diagnostic and no scene for input with errors, and never throws', () => {
    for (const input of [null, 'text', [], { ...DOCUMENT, elements: [{ id: 'a', kind: 'node' }] }]) {
      const reading = readScene(input);
      expect(reading.valid).toBe(false);
      expect('scene' in reading).toBe(false);
      expect(reading.diagnostics.some((d) => d.severity === 'error')).toBe(true);
    }
  });
});

describe('scene migrations (schemaVersion)', () => {
  it('has none yet: 0.1 is the first version, and a stored 0.1 scene reads back as it was', () => {
    expect(SCHEMA_VERSION).toBe('0.1');
    expect(SCENE_MIGRATIONS).toEqual([]);
    const stored = JSON.parse(JSON.stringify(normalizeScene(DOCUMENT as Parameters<typeof normalizeScene>[0])));
    const read = storedScene(stored);
    expect(read).toEqual(stored);
    expect(hashScene(read)).toBe(hashScene(stored));
  });

  // What the first real migration will look like: 0.0 stored "name" where 0.1 has "label".
  const renameLabel: SceneMigration = {
    name: 'node names are labels',
    from: '0.0',
    to: '0.1',
    migrate: (document) => ({
      ...document,
      elements: (document.elements as Array<Record<string, unknown>>).map(({ name, ...element }) => (name === undefined ? element : { ...element, label: name })),
    }),
  };

  it('brings an older stored scene to the current version through the registry, then normalizes it', () => {
    const old = { schemaVersion: '0.0', scene: { id: 'old' }, elements: [{ id: 'a', kind: 'node', nodeType: 'service', name: 'Legacy' }] };
    expect(migrateScene(old, [renameLabel]).applied).toEqual(['node names are labels']);
    const read = storedScene(old, [renameLabel]);
    expect(read.schemaVersion).toBe('0.1');
    expect(read.elements[0]).toMatchObject({ id: 'a', label: 'Legacy' });
    expect(read).toEqual(normalizeScene(read));
  });

  it('refuses a version no migration reads', () => {
    expect(() => storedScene({ ...DOCUMENT, schemaVersion: '9.9' })).toThrow(/no migration reads schemaVersion "9.9"/);
    expect(() => storedScene('not a scene')).toThrow(/not a JSON object/);
  });
});

describe('stored layouts (computed.version)', () => {
  const computed = { canvas: { x: 0, y: 0, width: 10, height: 10 }, elements: {}, bands: [] };

  it('reads a layout of this format version, and one stored before versions (version 1)', () => {
    expect(storedLayout({ version: COMPUTED_VERSION, ...computed })).toEqual({ version: COMPUTED_VERSION, ...computed });
    expect(storedLayout(computed)).toMatchObject({ version: 1, ...computed });
  });

  it('reads none of another version, so it is laid out again instead of misread', () => {
    expect(storedLayout({ ...computed, version: COMPUTED_VERSION + 1 })).toBeNull();
    expect(storedLayout(null)).toBeNull();
    expect(storedLayout([computed])).toBeNull();
  });
});
