import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, expectError } from '../support/api-expect.js';
import { DAY, SECOND } from '../support/test-clock.js';
import { serviceScene } from '../../harness/scenes.js';
import { purgeDeletedDiagrams } from '../../server/use-cases/diagrams/purge.js';
import { listSupportReports, showSupportReport } from '../../server/use-cases/support/index.js';

// Problem reports (spec "Problem reports (support)"; issue 36): the preview stores nothing,
// the preview's seed gives support exactly the previewed copy, a withdrawn report is gone,
// and a deleted diagram's reports are hidden from staff at once and purged with it.
let api: ApiFixture;
let owner: TestUser;
let id: string;

/** Words of the diagram a person wrote: none may reach support in an anonymized copy. */
const SECRET_WORDS = ['Zanzibar', 'Quillfeather', 'Marmalade'];
const scene = serviceScene(4, { title: 'Quillfeather payments', label: (i) => `${SECRET_WORDS[i % 3]} service ${i}` });

type Preview = { id: string; revision: number; anonymized: boolean; svg: string; seed?: number };
const preview = (client: TestUser, ref: string, body?: Record<string, unknown>) => client.request<Preview>('POST', `/v1/diagrams/${ref}/reports/preview`, body === undefined ? {} : { body });
const send = (client: TestUser, ref: string, body: Record<string, unknown>) => client.post(`/v1/diagrams/${ref}/reports`, body);
const readReport = (client: TestUser, ref: string, reportId: string) => client.get<Preview & { reportId: string; problem: string; status: string }>(`/v1/diagrams/${ref}/reports/${reportId}`);

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  owner = await api.user({ plan: 'free' });
  id = (await createDiagram(owner, { scene })).id;
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

describe('preview', () => {
  it('is anonymized by default: a seed, an SVG with none of the diagram\'s words, and nothing stored', async () => {
    const answer = await preview(owner, id);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({ id, revision: 1, anonymized: true });
    expect(Number.isInteger(answer.body.seed)).toBe(true);
    expect(answer.body.svg).toMatch(/^<svg/);
    for (const word of SECRET_WORDS) expect(answer.body.svg).not.toContain(word);
    const listed = await owner.get<{ reports: unknown[] }>(`/v1/diagrams/${id}/reports`);
    expect(listed.body).toEqual({ id, reports: [] });
  });

  it('with anonymize false is the version as it is (its stored image), without a seed', async () => {
    const answer = await preview(owner, id, { anonymize: false });
    expect(answer.status, answer.text).toBe(200);
    const image = await owner.get(`/v1/images/${id}@1.svg`);
    expect(answer.body).toEqual({ id, revision: 1, anonymized: false, svg: image.text });
    expect(answer.body.svg).toContain('Zanzibar');
  });

  it('the same seed draws the same copy; an unknown revision is 404', async () => {
    const first = await preview(owner, id);
    const again = await send(owner, id, { problem: 'Edges cross', seed: first.body.seed });
    const shown = await readReport(owner, id, again.body.reportId as string);
    expect(shown.body.svg).toBe(first.body.svg);
    expectError(await preview(owner, id, { revision: 2 }), 404, 'REVISION_NOT_FOUND');
  });
});

describe('sending', () => {
  it('with the preview\'s seed gives support exactly the previewed copy; without it, another substitution', async () => {
    const previewed = await preview(owner, id);
    const sent = await send(owner, id, { problem: 'The label of the third box wraps onto three lines', seed: previewed.body.seed });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body).toEqual({ reportId: expect.stringMatching(/^prb_[A-Za-z0-9]{20}$/), id, revision: 1, reported: true, anonymized: true });
    const seen = await readReport(owner, id, sent.body.reportId as string);
    expect(seen.status, seen.text).toBe(200);
    expect(seen.body).toMatchObject({ id, reportId: sent.body.reportId, revision: 1, anonymized: true, seed: previewed.body.seed, status: 'received' });
    expect(seen.body.svg).toBe(previewed.body.svg);
    // Staff see the same bytes, and only them.
    expect((await showSupportReport(api.context, sent.body.reportId as string)).svg).toBe(previewed.body.svg);

    const unseeded = await send(owner, id, { problem: 'Same problem, no seed' });
    expect(unseeded.status, unseeded.text).toBe(201);
    const other = await readReport(owner, id, unseeded.body.reportId as string);
    expect(other.body.anonymized).toBe(true);
    expect(other.body.seed).not.toBe(previewed.body.seed);
    expect(other.body.svg).not.toBe(previewed.body.svg);
    for (const word of SECRET_WORDS) expect(other.body.svg).not.toContain(word);
  });

  it('with anonymize false support sees the version as it is; a seed then is refused', async () => {
    const sent = await send(owner, id, { problem: 'Shown as it is', anonymize: false });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body).toMatchObject({ anonymized: false, reported: true });
    const seen = await readReport(owner, id, sent.body.reportId as string);
    expect(seen.body.svg).toBe((await owner.get(`/v1/images/${id}@1.svg`)).text);
    expect(seen.body).not.toHaveProperty('seed');
    expectError(await send(owner, id, { problem: 'x', anonymize: false, seed: 7 }), 400, 'SEED_WITHOUT_ANONYMIZE');
  });

  it('the problem is one line of 1 to 500 characters; unknown fields are refused', async () => {
    expect((await send(owner, id, { problem: 'p'.repeat(500) })).status).toBe(201);
    expectError(await send(owner, id, { problem: 'p'.repeat(501) }), 400, 'BODY_INVALID');
    expectError(await send(owner, id, { problem: 'two\nlines' }), 400, 'BODY_INVALID');
    expectError(await send(owner, id, { problem: '' }), 400, 'BODY_INVALID');
    expectError(await send(owner, id, {}), 400, 'BODY_INVALID');
    expectError(await send(owner, id, { problem: 'ok', colour: 'red' }), 400, 'BODY_INVALID');
    expectError(await send(owner, id, { problem: 'ok', seed: -1 }), 400, 'BODY_INVALID');
  });

  it('lists the diagram\'s reports newest first', async () => {
    const fresh = (await createDiagram(owner, { scene })).id;
    const ids: string[] = [];
    for (const problem of ['first', 'second', 'third']) {
      api.clock.advance(SECOND);
      ids.push((await send(owner, fresh, { problem })).body.reportId as string);
    }
    const listed = await owner.get<{ reports: Array<{ reportId: string; problem: string; status: string; createdAt: string }> }>(`/v1/diagrams/${fresh}/reports`);
    expect(listed.status).toBe(200);
    expect(listed.body.reports.map((r) => r.reportId)).toEqual(ids.reverse());
    expect(listed.body.reports.map((r) => r.problem)).toEqual(['third', 'second', 'first']);
    expect(listed.body.reports[0]).toMatchObject({ status: 'received', anonymized: true, revision: 1 });
  });
});

describe('who may report', () => {
  it('a read key and a viewer get READ_ONLY; another workspace\'s diagram is 404', async () => {
    const reader = await owner.addKey({ scope: 'read' });
    expectError(await reader.post(`/v1/diagrams/${id}/reports`, { problem: 'x' }), 403, 'READ_ONLY', { reason: 'credential' });
    expectError(await reader.post(`/v1/diagrams/${id}/reports/preview`, {}), 403, 'READ_ONLY', { reason: 'credential' });
    // A read key may still read the reports.
    expect((await reader.get(`/v1/diagrams/${id}/reports`)).status).toBe(200);

    const team = `Support team ${process.pid}`;
    const teamOwner = await api.user({ team, role: 'owner' });
    const viewer = await api.user({ team, role: 'viewer' });
    const teamDiagram = (await createDiagram(teamOwner, { scene })).id;
    expectError(await send(viewer, teamDiagram, { problem: 'x' }), 403, 'READ_ONLY', { reason: 'role' });

    const stranger = await api.user();
    expectError(await preview(stranger, id), 404, 'NOT_FOUND');
  });

  it('an unverified person in a team with a diagram is held back with EMAIL_NOT_VERIFIED', async () => {
    const team = `Unverified team ${process.pid}`;
    const teamOwner = await api.user({ team, role: 'owner' });
    const member = await api.user({ team, role: 'member', verified: false });
    const teamDiagram = (await createDiagram(teamOwner, { scene })).id;
    expectError(await send(member, teamDiagram, { problem: 'x' }), 403, 'EMAIL_NOT_VERIFIED', { verifyUrl: 'https://dsp.test/verify-email' });
    expectError(await preview(member, teamDiagram), 403, 'EMAIL_NOT_VERIFIED');
  });
});

describe('withdrawing, deleting and purging', () => {
  it('a withdrawn report is gone: 404 to its owner, not in the list, not seen by staff', async () => {
    const sent = await send(owner, id, { problem: 'Withdraw me' });
    const reportId = sent.body.reportId as string;
    expect((await listSupportReports(api.context, { all: true })).map((r) => r.reportId)).toContain(reportId);
    const reader = await owner.addKey({ scope: 'read' });
    expectError(await reader.request('DELETE', `/v1/diagrams/${id}/reports/${reportId}`), 403, 'READ_ONLY');
    const withdrawn = await owner.request('DELETE', `/v1/diagrams/${id}/reports/${reportId}`);
    expect(withdrawn.status, withdrawn.text).toBe(200);
    expect(withdrawn.body).toEqual({ id, reportId, withdrawn: true });
    expectError(await readReport(owner, id, reportId), 404, 'REPORT_NOT_FOUND');
    expectError(await owner.request('DELETE', `/v1/diagrams/${id}/reports/${reportId}`), 404, 'REPORT_NOT_FOUND');
    const listed = await owner.get<{ reports: Array<{ reportId: string }> }>(`/v1/diagrams/${id}/reports`);
    expect(listed.body.reports.map((r) => r.reportId)).not.toContain(reportId);
    expect((await listSupportReports(api.context, { all: true })).map((r) => r.reportId)).not.toContain(reportId);
    await expect(showSupportReport(api.context, reportId)).rejects.toMatchObject({ code: 'REPORT_NOT_FOUND' });
  });

  it('deleting the diagram hides its reports from staff at once; restoring shows them; the purge removes them', async () => {
    const doomed = (await createDiagram(owner, { scene })).id;
    const reportId = (await send(owner, doomed, { problem: 'Deleted later' })).body.reportId as string;
    const plain = (await send(owner, doomed, { problem: 'As it is', anonymize: false })).body.reportId as string;
    const staffIds = async () => (await listSupportReports(api.context, { all: true })).map((r) => r.reportId);
    expect(await staffIds()).toEqual(expect.arrayContaining([reportId, plain]));

    expect((await owner.request('DELETE', `/v1/diagrams/${doomed}?confirm=true`)).status).toBe(200);
    expect(await staffIds()).not.toContain(reportId);
    expect(await staffIds()).not.toContain(plain);
    await expect(showSupportReport(api.context, reportId)).rejects.toMatchObject({ code: 'REPORT_NOT_FOUND' });
    expectError(await readReport(owner, doomed, reportId), 404, 'NOT_FOUND');

    expect((await owner.post(`/v1/diagrams/${doomed}/undelete`)).status).toBe(200);
    expect(await staffIds()).toContain(reportId);

    expect((await owner.request('DELETE', `/v1/diagrams/${doomed}?confirm=true`)).status).toBe(200);
    api.clock.advance(DAY + SECOND);
    expect(await purgeDeletedDiagrams(api.context)).toContain(doomed);
    const left = await api.db('problem_reports').whereIn('id', [reportId, plain]).select('id');
    expect(left).toEqual([]);
  });
});
