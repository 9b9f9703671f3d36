import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram } from '../support/api-expect.js';
import { serviceScene } from '../../harness/scenes.js';

// Every 410 MOVED answer of the retired /v1/scenes paths names a replacement that exists
// (issue 12 item 13): each named method and path is followed, with a key and a real
// diagram, and must answer something other than 404 or 405.
let api: ApiFixture;
let user: TestUser;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  user = await api.user({ plan: 'pro' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const ID = '{id}';
const RETIRED: Array<[method: string, path: string]> = [
  ['POST', '/v1/scenes'],
  ['GET', '/v1/scenes'],
  ['GET', '/v1/scenes/_recently-deleted'],
  ['POST', '/v1/scenes/validate'],
  ['POST', '/v1/scenes/normalize'],
  ['POST', '/v1/scenes/render'],
  ['POST', '/v1/scenes/derive-preview'],
  ['GET', `/v1/scenes/${ID}`],
  ['PUT', `/v1/scenes/${ID}`],
  ['PATCH', `/v1/scenes/${ID}`],
  ['DELETE', `/v1/scenes/${ID}`],
  ...['ops', 'apply', 'apply-ops', 'revisions', 'mermaid'].map((rest): [string, string] => ['POST', `/v1/scenes/${ID}/${rest}`]),
  ['GET', `/v1/scenes/${ID}/revisions`],
  ['GET', `/v1/scenes/${ID}/diff`],
  ['GET', `/v1/scenes/${ID}/compare`],
  ['POST', `/v1/scenes/${ID}/undelete`],
  ...['publish', 'unpublish', 'private', 'make-private', 'sharing', 'visibility'].map((rest): [string, string] => ['POST', `/v1/scenes/${ID}/${rest}`]),
  ['PUT', `/v1/scenes/${ID}/sharing`],
  ['POST', `/v1/scenes/${ID}/share`],
  ['GET', `/v1/scenes/${ID}/render`],
  ['POST', `/v1/scenes/${ID}/render`],
  ['GET', `/v1/scenes/${ID}/export`],
  ['POST', `/v1/scenes/${ID}/support`],
  ['POST', `/v1/scenes/${ID}/report`],
  ['GET', `/v1/scenes/${ID}/reports`],
  ['GET', `/v1/scenes/${ID}/evidence`],
  ['POST', `/v1/scenes/${ID}/proposals`],
  ['GET', `/v1/scenes/${ID}/proposals/p1`],
  ['POST', `/v1/scenes/${ID}/proposals/p1/approve`],
  ['POST', `/v1/scenes/${ID}/proposals/p1/reject`],
  ['POST', `/v1/scenes/${ID}/proposals/p1/preview`],
  ['GET', `/v1/scenes/${ID}/proposals`],
  ['POST', `/v1/scenes/${ID}/derive`],
  ['POST', `/v1/scenes/${ID}/attest`],
  ['PATCH', `/v1/scenes/${ID}/legal-hold`],
  ['PATCH', `/v1/scenes/${ID}/protection`],
  ['GET', `/v1/scenes/${ID}/protection`],
  ['GET', `/v1/scenes/${ID}/something-retired`],
];

describe('410 MOVED names replacements that exist', () => {
  for (const [method, template] of RETIRED) {
    it(`${method} ${template}`, async () => {
      // A fresh diagram each time: some replacements change it (delete, publish).
      const { id } = await createDiagram(user, { scene: serviceScene(2) });
      const withBody = method !== 'GET' && method !== 'DELETE';
      // A proposal's own path names a proposal that exists (the replacement answers 404 for one that does not).
      const proposal = template.includes('/proposals/p1')
        ? (await user.post<{ id: string }>(`/v1/diagrams/${id}/proposals`, { baseRevision: 1, ops: [{ op: 'createNode', id: 'x', nodeType: 'service' }] })).body.id
        : 'p1';
      const moved = await user.request(method, template.replace(ID, id).replace('/proposals/p1', `/proposals/${proposal}`), withBody ? { body: {} } : {});
      expect(moved.status, moved.text).toBe(410);
      expect(moved.body).toMatchObject({ code: 'MOVED' });
      const { method: next, path } = moved.body as { method: string; path: string };
      expect(path.startsWith('/v1/')).toBe(true);
      const followed = await user.request(next, path, next === 'GET' || next === 'DELETE' ? {} : { body: {} });
      expect([404, 405], `${next} ${path} answered ${followed.status}: ${followed.text}`).not.toContain(followed.status);
    });
  }
});
