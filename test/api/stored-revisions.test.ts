import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPUTED_VERSION, hashScene, storedLayout, storedScene, type SceneDocumentInput } from '../../engine/index.js';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, editDiagram } from '../support/api-expect.js';
import { sequenceScene, serviceScene } from '../../harness/scenes.js';

// What the service stores besides the scene is versioned (computed.version) and read back
// through the engine: every stored revision reads back, and a layout of another format
// version is laid out again rather than read as if it were this one.
let api: ApiFixture;
let owner: TestUser;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user();
});
afterAll(() => api.close());

interface Row {
  diagram_id: string;
  revision: number;
  scene: string;
  computed: string | null;
  hash: string;
}

const FRAMED = {
  schemaVersion: '0.1',
  scene: { id: 'framed', title: 'Framed' },
  diagramFamily: 'architecture',
  elements: [
    { id: 'api', kind: 'node', nodeType: 'service', label: 'API' },
    { id: 'db', kind: 'node', nodeType: 'database', label: 'Orders' },
    { id: 'backend', kind: 'frame', title: 'Backend', children: ['api', 'db'] },
    { id: 'e1', kind: 'edge', from: { elementId: 'api' }, to: { elementId: 'db' }, label: 'writes' },
  ],
} as SceneDocumentInput;


describe('stored revisions', () => {
  it('every one reads back: its scene at this schemaVersion with its stored hash, its layout at this format version', async () => {
    const framed = await createDiagram(owner, { scene: FRAMED });
    await editDiagram(owner, framed.id, { baseRevision: 1, ops: [{ op: 'createNode', id: 'cache', nodeType: 'storage', label: 'Cache' }] });
    await editDiagram(owner, framed.id, { baseRevision: 2, brief: 'the order path' });
    await editDiagram(owner, framed.id, { baseRevision: 3, restoreRevision: 1 });
    await createDiagram(owner, { scene: sequenceScene() });
    await createDiagram(owner, { scene: serviceScene(5) });
    await createDiagram(owner, { mermaid: 'erDiagram\n  CUSTOMER ||--o{ ORDER : places\n  ORDER { string id PK }' });

    const rows = await api.db<Row>('revisions').select('diagram_id', 'revision', 'scene', 'computed', 'hash');
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const row of rows) {
      const where = `${row.diagram_id}@${row.revision}`;
      const scene = storedScene(JSON.parse(row.scene));
      expect(hashScene(scene), where).toBe(row.hash);
      expect(row.computed, where).not.toBeNull();
      const computed = JSON.parse(row.computed!) as { version?: number };
      expect(computed.version, where).toBe(COMPUTED_VERSION);
      expect(storedLayout(computed), where).not.toBeNull();
    }
  });

  it('lays the base out again when its stored layout is of another format version', async () => {
    const created = await createDiagram(owner, { scene: { ...FRAMED, scene: { id: 'relaid' } } as SceneDocumentInput });
    const row = await api.db<Row>('revisions').where({ diagram_id: created.id, revision: 1 }).first();
    const computed = JSON.parse(row!.computed!) as Record<string, unknown>;
    // A layout-less frame is resized from where the base drew it: with the stored layout
    // unread (another version) and not laid out again, the edit would answer RESIZE_NOT_PLACED.
    await api.db('revisions').where({ diagram_id: created.id, revision: 1 }).update({ computed: JSON.stringify({ ...computed, version: COMPUTED_VERSION + 1 }) });
    const edited = await editDiagram(owner, created.id, { baseRevision: 1, ops: [{ op: 'resizeElement', id: 'backend', size: { width: 600, height: 400 } }] });
    expect(edited.revision).toBe(2);
    const dsp = await owner.get<{ scene: { elements: Array<{ id: string; layout?: { width: number; height: number } }> } }>(`/v1/diagrams/${created.id}?view=dsp`);
    expect(dsp.body.scene.elements.find((e) => e.id === 'backend')?.layout).toMatchObject({ width: 600, height: 400 });
  });
});
