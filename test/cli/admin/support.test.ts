import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../../support/api-fixture.js';
import { createDiagram } from '../../support/api-expect.js';
import { outboxMails } from '../../support/mail.js';
import { runDsp, type Finished } from '../../../harness/processes.js';
import { serviceScene } from '../../../harness/scenes.js';

// dsp admin support (issue 36): the staff side of problem reports and feedback against the
// service's database: lists, the SVG support sees written to a file (the anonymized copy),
// statuses with a note that the sender sees in the API, and one mail per change.
let api: ApiFixture;
let person: TestUser;
let diagramId: string;
let reportId: string;
let feedbackId: string;

const admin = (...args: string[]): Promise<Finished> =>
  runDsp(['admin', 'support', ...args], { DSP_DATA_DIR: api.dataDir, DSP_WEB_URL: 'https://dsp.test', SMTP_URL: '' });
const mailsTo = async (email: string) => (await outboxMails(api.outboxDir).catch(() => [])).filter((mail) => mail.to.includes(email));
const json = <T>(run: Finished): T => {
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as T;
};

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  person = await api.user();
  diagramId = (await createDiagram(person, { scene: serviceScene(3, { label: (i) => `Quillfeather vault ${i}` }) })).id;
  const sent = await person.post(`/v1/diagrams/${diagramId}/reports`, { problem: 'The vault box is too wide' });
  expect(sent.status, sent.text).toBe(201);
  reportId = sent.body.reportId as string;
  const body = { kind: 'request', summary: 'Let me pick the arrowhead size' };
  const round = await person.post('/v1/feedback', body);
  expect(round.status).toBe(400);
  const stored = await person.post('/v1/feedback', { ...body, confirm: round.body.confirm });
  expect(stored.status, stored.text).toBe(201);
  feedbackId = stored.body.feedbackId as string;
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

describe('dsp admin support reports', () => {
  it('lists the open reports, writes the anonymized SVG support sees, and moves one to a status with one mail', { timeout: 120_000 }, async () => {
    const listed = json<Array<Record<string, unknown>>>(await admin('reports'));
    expect(listed.find((r) => r.reportId === reportId)).toMatchObject({ id: diagramId, revision: 1, anonymized: true, problem: 'The vault box is too wide', from: person.email, status: 'received' });

    const file = join(await mkdtemp(join(tmpdir(), 'dsp-support-')), 'report.svg');
    const shown = json<Record<string, unknown>>(await admin('reports', 'show', reportId, '-o', file));
    expect(shown).toMatchObject({ reportId, anonymized: true });
    const written = await readFile(file, 'utf8');
    expect(written).toBe((await person.get(`/v1/diagrams/${diagramId}/reports/${reportId}`)).body.svg);
    expect(written).not.toContain('Quillfeather');

    const changed = await admin('reports', 'status', reportId, 'triaged', '--note', 'We can reproduce it');
    expect(json(changed)).toEqual({ reportId, status: 'triaged', previous: 'received', statusNote: 'We can reproduce it', mailed: true });
    const mails = await mailsTo(person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your problem report on dsp.test is triaged');
    expect(mails[0]!.text).toContain('We can reproduce it');
    expect((await person.get(`/v1/diagrams/${diagramId}/reports/${reportId}`)).body).toMatchObject({ status: 'triaged', statusNote: 'We can reproduce it' });

    const backwards = await admin('reports', 'status', reportId, 'received');
    expect(backwards.code).toBe(1);
    expect(backwards.stderr).toContain('STATUS_TRANSITION_INVALID');
    const unknown = await admin('reports', 'status', reportId, 'done');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('STATUS_INVALID');
    expect(await mailsTo(person.email)).toHaveLength(1);
  });
});

describe('dsp admin support feedback', () => {
  it('sets statuses the sender sees in GET /v1/feedback, one mail per change; closed items leave the open list', { timeout: 120_000 }, async () => {
    const before = (await mailsTo(person.email)).length;
    expect(json<Array<Record<string, unknown>>>(await admin('feedback')).find((f) => f.feedbackId === feedbackId)).toMatchObject({
      kind: 'request', summary: 'Let me pick the arrowhead size', from: person.email, status: 'received', client: { via: 'api' },
    });
    expect(json(await admin('feedback', 'status', feedbackId, 'planned', '--note', 'In the next release'))).toMatchObject({ status: 'planned', mailed: true });
    const seen = (await person.get<{ feedback: Array<Record<string, unknown>> }>('/v1/feedback')).body.feedback[0];
    expect(seen).toMatchObject({ feedbackId, status: 'planned', statusNote: 'In the next release' });
    expect(json(await admin('feedback', 'status', feedbackId, 'fixed'))).toMatchObject({ status: 'fixed', previous: 'planned', mailed: true });
    const mails = (await mailsTo(person.email)).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual(expect.arrayContaining(['Your feedback on dsp.test is planned', 'Your feedback on dsp.test is fixed']));
    expect(mails).toHaveLength(2);
    expect(json<Array<{ feedbackId: string }>>(await admin('feedback')).map((f) => f.feedbackId)).not.toContain(feedbackId);
    expect(json<Array<{ feedbackId: string }>>(await admin('feedback', '--all')).map((f) => f.feedbackId)).toContain(feedbackId);
  });
});
