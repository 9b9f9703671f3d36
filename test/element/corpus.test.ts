import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledFonts, drawScene, layoutScene, measureScene, readScene, render, type SceneDocumentValue } from '../../entry/node.js';
import { LAYOUT_CASES, RENDER_CASES } from '../support/golden-cases.js';
import { readCase } from '../support/golden.js';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { builtEmbed, drawInPage, elementPage } from '../support/element-page.js';

/**
 * <dsp-diagram> (the embed file the service serves) in Chromium draws the golden corpus
 * with the bytes Node draws: its own sources exactly as the engine's render() does, and
 * stored versions exactly as the service stored their images at save (stamped with the
 * version's address), read from the service's public version answer after publishing.
 */

const WEB_URL = 'https://dsp.test';
const CORPUS = [
  ...RENDER_CASES.map((name) => ({ name, ...readCase('render', name) }))
    .filter((entry) => entry.base === undefined && entry.options.stamp === undefined)
    .map((entry) => ({ name: `render/${entry.name}`, document: entry.input, theme: entry.options.theme })),
  ...LAYOUT_CASES.map((name) => ({ name: `layout/${name}`, document: readCase('layout', name).input, theme: undefined })),
];

let fixture: ApiFixture;
let user: TestUser;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  await builtEmbed();
  fixture = await startApiFixture();
  user = await fixture.user({ plan: 'pro' }); // every golden case is stored: more than the Free plan's 25 diagrams
  ({ browser, page } = await elementPage(fixture.url));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await fixture?.close();
});

/** Saves a scene and gives its id, its stored scene and the SVG the service stored for revision 1. */
async function store(document: unknown): Promise<{ id: string; scene: SceneDocumentValue; svg: string }> {
  const created = await user.post<{ id: string }>('/v1/diagrams', { scene: document });
  expect(created.status, created.text).toBe(201);
  return storedVersion(created.body.id, 1);
}

async function storedVersion(id: string, revision: number): Promise<{ id: string; scene: SceneDocumentValue; svg: string }> {
  const read = await user.get<{ scene: SceneDocumentValue }>(`/v1/diagrams/${id}?view=dsp&revision=${revision}`);
  const row = (await fixture.db('revisions').where({ diagram_id: id, revision }).first('svg')) as { svg: string };
  return { id, scene: read.body.scene, svg: row.svg };
}

/** Publishes a diagram (PUT /v1/diagrams/{id}/sharing), so its versions have a public answer. */
async function publish(id: string): Promise<void> {
  const published = await user.request('PUT', `/v1/diagrams/${id}/sharing`, { body: { visibility: 'public' } });
  expect(published.status, published.text).toBe(200);
}

describe('<dsp-diagram> draws the corpus with the bytes Node draws', () => {
  it('from its own source: the engine\'s render(), theme included', async () => {
    const differing: string[] = [];
    for (const entry of CORPUS) {
      const want = await render(entry.document, entry.theme === undefined ? {} : { theme: entry.theme });
      // Light mode: theme auto asks for the engine's default, as render() without a theme.
      const got = await drawInPage(page, { source: entry.document, theme: entry.theme ?? 'auto' });
      expect(want.svg, entry.name).toBeDefined();
      if (got.svg !== want.svg) differing.push(entry.name);
    }
    expect(CORPUS.length).toBeGreaterThan(20);
    expect(differing).toEqual([]);
  }, 300_000);

  it('from a stored version: the image the service stored at save, stamp included', async () => {
    const differing: string[] = [];
    for (const entry of CORPUS.filter((candidate) => candidate.theme === undefined)) {
      const stored = await store(entry.document);
      await publish(stored.id);
      // No web-url: the stamp is the version address of the service's answer.
      const got = await drawInPage(page, { diagram: `${stored.id}@1`, service: fixture.url });
      expect(stored.svg, entry.name).toContain(`${WEB_URL}/d/${stored.id}@1`.replace(/^https:\/\//, ''));
      if (got.svg !== stored.svg) differing.push(`${entry.name}: ${JSON.stringify(got.diagnostics).slice(0, 300)}`);
      // ...which is also what the public image address serves.
      const image = await fixture.anonymous.get(`/v1/public/diagrams/${stored.id}@1.svg`);
      if (image.text !== got.svg) differing.push(`${entry.name}: differs from the public image`);
    }
    expect(differing).toEqual([]);
  }, 300_000);

  it('colours what changed since an older stored version (from), as the engine does in Node', async () => {
    const first = await store({ schemaVersion: '0.1', scene: { id: 'd', title: 'Diff' }, diagramFamily: 'architecture', elements: [
      { id: 'api', kind: 'node', nodeType: 'service', label: 'API' },
      { id: 'db', kind: 'node', nodeType: 'database', label: 'DB' },
      { id: 'e', kind: 'edge', from: { elementId: 'api' }, to: { elementId: 'db' } },
    ] });
    const edit = await user.post(`/v1/diagrams/${first.id}/revisions`, { baseRevision: 1, ops: [
      { op: 'createNode', id: 'cache', nodeType: 'storage', label: 'Cache' },
      { op: 'createEdge', id: 'e2', from: { elementId: 'api' }, to: { elementId: 'cache' } },
      { op: 'updateNode', id: 'db', label: 'Orders DB' },
    ] });
    expect(edit.status, edit.text).toBe(200);
    const second = await storedVersion(first.id, 2);
    await publish(first.id);
    const got = await drawInPage(page, { diagram: `${first.id}@2`, from: '1', service: fixture.url, webUrl: WEB_URL });

    // The drawing the service makes of a stored version with from (drawing-pool: drawJob).
    const read = (scene: SceneDocumentValue) => {
      const reading = readScene(scene);
      if (!reading.valid) throw new Error(`a stored scene does not read back: ${reading.diagnostics[0]?.message}`);
      return reading.scene;
    };
    const before = await layoutScene(await measureScene(read(first.scene)));
    const { svg: want } = await drawScene(read(second.scene), { fonts: await bundledFonts(), stamp: `${WEB_URL}/d/${first.id}@2`, diffFrom: before });
    expect(got.svg).toBe(want);
    expect(got.svg).toContain('#22c55e');
    // Without from, the same version is the stored image; without a revision, the latest is.
    expect((await drawInPage(page, { diagram: `${first.id}@2`, service: fixture.url, webUrl: WEB_URL })).svg).toBe(second.svg);
    expect((await drawInPage(page, { diagram: first.id, service: fixture.url })).svg).toBe(second.svg);
  }, 120_000);

  it('says so when a version is not published, and when it is reachable only by share link', async () => {
    const got = await drawInPage(page, { diagram: 'dgm_missing@3', service: fixture.url });
    expect(got.status).toBe('failed');
    expect(got.diagnostics).toEqual([expect.objectContaining({ code: 'VERSION_UNAVAILABLE', message: expect.stringContaining('dgm_missing@3 is not a published diagram version') })]);
    const secret = await store({ schemaVersion: '0.1', scene: { id: 'p' }, elements: [] });
    const unpublished = await drawInPage(page, { diagram: `${secret.id}@1`, service: fixture.url });
    expect(unpublished.diagnostics).toEqual([expect.objectContaining({ code: 'VERSION_UNAVAILABLE' })]);
  });
});
