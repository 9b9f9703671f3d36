import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { createDiagram } from '../support/api-expect.js';
import { serviceScene } from '../../harness/scenes.js';
import type { RequestLogEntry } from '../../server/http/request-log.js';

// The request log (issue: Operations): one structured line per request with method, path,
// status, time and the caller's workspace, and never a key, wherever a client put it.
let api: ApiFixture;
let owner: TestUser;
let stranger: TestUser;
let diagramId: string;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user({ plan: 'pro' });
  stranger = await api.user({ plan: 'pro' });
  diagramId = (await createDiagram(owner, { scene: serviceScene(3) })).id;
});
afterAll(() => api.close());

/** The log line of the last request to this path and method. */
function lastLine(method: string, path: string): RequestLogEntry {
  const line = api.requestLog.filter((entry) => entry.method === method && entry.path === path).at(-1);
  if (line === undefined) throw new Error(`no log line for ${method} ${path}`);
  return line;
}

describe('the request log', () => {
  it('writes method, path, status, time and the workspace of a keyed request', async () => {
    await owner.get(`/v1/diagrams/${diagramId}`);
    const line = lastLine('GET', `/v1/diagrams/${diagramId}`);
    expect(line).toMatchObject({ method: 'GET', path: `/v1/diagrams/${diagramId}`, status: 200, workspace: owner.workspaceId });
    expect(line.ms).toBeGreaterThanOrEqual(0);
  });

  it('names the caller’s workspace on an error too (another workspace’s diagram answers 404)', async () => {
    const response = await stranger.get(`/v1/diagrams/${diagramId}`);
    expect(response.status).toBe(404);
    expect(lastLine('GET', `/v1/diagrams/${diagramId}`)).toMatchObject({ status: 404, workspace: stranger.workspaceId });
  });

  it('has no workspace for keyless requests and refused keys', async () => {
    await api.anonymous.get('/health');
    expect(lastLine('GET', '/health').workspace).toBeUndefined();
    const refused = await apiClient(api.url, { authorization: `Bearer dsp_sk_${'0'.repeat(32)}` }).get('/v1/diagrams');
    expect(refused.status).toBe(401);
    expect(lastLine('GET', '/v1/diagrams')).toMatchObject({ status: 401 });
    expect(lastLine('GET', '/v1/diagrams').workspace).toBeUndefined();
  });

  it('never holds a key, from a header or the query string', async () => {
    await owner.get(`/v1/diagrams?key=${owner.key}&q=${owner.key}`);
    await apiClient(api.url, { 'x-api-key': owner.key }).get('/v1/diagrams');
    const written = api.requestLog.map((entry) => JSON.stringify(entry)).join('\n');
    expect(written).toContain('/v1/diagrams');
    expect(written).not.toContain(owner.key);
    expect(written).not.toContain('dsp_sk_');
  });

  // Issue 18: a key pasted into the URL path (a diagram id, a misplaced header) was written as is.
  it('never holds a key pasted into the path, whatever surrounds it or however it is spelled', async () => {
    const upper = owner.key.replace(/[a-f]/g, (c) => c.toUpperCase());
    const paths = [
      `/v1/diagrams/${owner.key}`,
      `/v1/diagrams/Bearer%20${owner.key}/revisions`,
      `/${owner.key}`,
      `/v1/diagrams/x${upper}y`,
      `/v1/diagrams/dsp%5Fsk%5F${owner.key.slice(7)}`,
      `/v1/diagrams/${owner.key.slice(0, 20)}`,
    ];
    for (const path of paths) await owner.get(path);
    const written = api.requestLog.map((entry) => JSON.stringify(entry)).join('\n');
    expect(written).not.toContain(owner.key.slice(7, 20));
    expect(written).not.toMatch(/dsp_sk_[0-9a-f]/i);
    expect(lastLine('GET', '/v1/diagrams/dsp_sk_[redacted]')).toMatchObject({ status: 404, workspace: owner.workspaceId });
    expect(api.requestLog.some((entry) => entry.path === '/v1/diagrams/Bearer%20dsp_sk_[redacted]/revisions')).toBe(true);
  });

  // Issue 27, defect 4: share-link tokens are bearer credentials (stored hashed), and their
  // addresses were written to the log as they are.
  it('never holds a share link\'s token, on the version pages, their images, the public JSON or reports', async () => {
    const link = await owner.post<{ token: string }>(`/v1/diagrams/${diagramId}/links`);
    expect(link.status).toBe(201);
    const token = link.body.token;
    const paths = [`/d/${token}`, `/d/${token}.svg`, `/d/${token}@1.png`, `/v1/public/diagrams/${token}`, `/v1/public/diagrams/${token}@1`];
    for (const path of paths) expect((await api.anonymous.get(path)).status, path).toBe(200);
    expect((await api.anonymous.post(`/v1/public/diagrams/${token}/report`, { reason: 'spam', description: 'A test of the request log: this report only checks that the token is not written down.' })).status).toBe(200);
    const written = api.requestLog.map((entry) => JSON.stringify(entry)).join('\n');
    expect(written).not.toContain(token);
    for (const path of ['/d/[redacted]', '/d/[redacted].svg', '/d/[redacted]@1.png', '/v1/public/diagrams/[redacted]', '/v1/public/diagrams/[redacted]@1']) {
      expect(lastLine('GET', path)).toMatchObject({ status: 200 });
    }
    expect(lastLine('POST', '/v1/public/diagrams/[redacted]/report')).toMatchObject({ status: 200 });
  });
});
