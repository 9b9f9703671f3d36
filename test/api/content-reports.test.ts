import { join } from 'node:path';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, expectError } from '../support/api-expect.js';
import { expectUniformNotFound, makeLink, observable, publish } from '../support/public-expect.js';
import { runDsp, type Finished } from '../../harness/processes.js';
import { outboxMails, startSmtpSink } from '../support/mail.js';
import { serviceScene } from '../../harness/scenes.js';

// Content reports (spec "POST /v1/public/diagrams/{ref}/report", "States and transitions",
// "Events"): the one answer whether kept or not, what is kept, and what operators do with
// them through dsp admin reports, with the mails it sends (outbox .eml files, or SMTP).
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const DESCRIPTION = 'This diagram advertises an online casino and links to a phishing page; it is not a diagram.';
const report = (ref: string, body: Record<string, unknown> = { reason: 'spam', description: DESCRIPTION }) => api.anonymous.post(`/v1/public/diagrams/${ref}/report`, body);
const storedReports = (diagramId: string) => api.db('content_reports').where({ diagram_id: diagramId }).orderBy('created_at');
const admin = (args: string[], env: Record<string, string> = {}): Promise<Finished> =>
  runDsp(['admin', 'reports', ...args], { DSP_DATA_DIR: api.dataDir, DSP_WEB_URL: 'https://dsp.test', SMTP_URL: '', ...env });
const outbox = () => outboxMails(join(api.dataDir, 'outbox'));

describe('POST /v1/public/diagrams/{ref}/report', () => {
  let owner: TestUser;
  let published: string;
  let hidden: string;
  let link: { token: string; linkId: string };
  beforeAll(async () => {
    owner = await api.user({ plan: 'pro' });
    published = (await createDiagram(owner, { scene: serviceScene(2) })).id;
    await publish(owner, published);
    hidden = (await createDiagram(owner, { scene: serviceScene(2) })).id;
    link = await makeLink(owner, hidden);
  });

  it('refuses a bad report with 400 and a code, whatever the address', async () => {
    expectError(await report(published, { reason: 'boring', description: DESCRIPTION }), 400, 'BODY_INVALID');
    expectError(await report(published, { reason: 'spam', description: 'too short' }), 400, 'BODY_INVALID', { errors: [expect.objectContaining({ code: 'TOO_SHORT', path: '$.description' })] });
    expectError(await report(published, { reason: 'spam', description: 'x'.repeat(2001) }), 400, 'BODY_INVALID', { errors: [expect.objectContaining({ code: 'TOO_LONG', path: '$.description' })] });
    expectError(await report(published, { reason: 'spam', description: DESCRIPTION, reporterEmail: 'not an email' }), 400, 'BODY_INVALID');
    expectError(await report(published, { reason: 'spam', description: DESCRIPTION, extra: true }), 400, 'BODY_INVALID');
    expectError(await api.anonymous.request('POST', `/v1/public/diagrams/${published}/report`), 400, 'BODY_REQUIRED');
    expectError(await report('dgm_doesNotExist12345678', { reason: 'spam' }), 400, 'BODY_INVALID');
    expect(await storedReports(published)).toHaveLength(0);
  });

  it('answers the same 200 whether or not the report is kept, and keeps only what the public read would show', async () => {
    const revoked = await makeLink(owner, hidden);
    await owner.request('DELETE', `/v1/diagrams/${hidden}/links/${revoked.linkId}`);
    const answers = [
      await report(published, { reason: 'spam', description: DESCRIPTION, reporterEmail: 'reporter@example.test' }),
      await report(`${published}@1`, { reason: 'copyright', description: DESCRIPTION }),
      await report(link.token, { reason: 'abuse', description: DESCRIPTION }),
      await report(hidden), // private
      await report(`${published}@2`), // no such version
      await report(revoked.token),
      await report('dgm_doesNotExist12345678'),
      await report('AAAAAAAAAAAAAAAAAAAAAA'),
    ];
    const first = observable(answers[0]!);
    expect(first.status).toBe(200);
    expect(JSON.parse(first.text)).toEqual({ received: true });
    for (const answer of answers) expect(observable(answer)).toEqual(first);

    const onPublished = await storedReports(published);
    expect(onPublished.map((r) => [r.access, r.revision, Boolean(r.exact), r.reason, r.reporter_email, r.link_id])).toEqual([
      ['public', 1, false, 'spam', 'reporter@example.test', null],
      ['public', 1, true, 'copyright', null, null],
    ]);
    const onHidden = await storedReports(hidden);
    expect(onHidden.map((r) => [r.access, r.link_id, r.reason])).toEqual([['link', link.linkId, 'abuse']]);
    // The link's id, never its token, anywhere in the stored report.
    expect(JSON.stringify(onHidden)).not.toContain(link.token);
    expect(onHidden[0]!.status).toBe('open');
  });
});

describe('dsp admin reports', () => {
  it('lists open reports with what operators need (the reporter\'s email included) and writes the reported image', { timeout: 60_000 }, async () => {
    const owner = await api.user({ plan: 'pro' });
    const { id } = await createDiagram(owner, { scene: serviceScene(2) });
    await publish(owner, id);
    await report(id, { reason: 'hate', description: DESCRIPTION, reporterEmail: 'someone@example.test' });
    const listed = await admin([]);
    expect(listed.code, listed.stderr).toBe(0);
    const reports = JSON.parse(listed.stdout) as Array<Record<string, unknown>>;
    const mine = reports.find((r) => r.diagramId === id)!;
    expect(mine).toMatchObject({ status: 'open', reason: 'hate', description: DESCRIPTION, reporterEmail: 'someone@example.test', workspaceId: owner.workspaceId, revision: 1, exact: false, access: 'public', linkId: null, url: `https://dsp.test/d/${id}@1` });
    expect(mine.reportId).toMatch(/^rpt_/);
    const file = join(tmpdir(), `reported-${process.pid}-${Date.now()}.svg`);
    try {
      const shown = await admin(['show', String(mine.reportId), '-o', file]);
      expect(shown.code, shown.stderr).toBe(0);
      expect(JSON.parse(shown.stdout)).toMatchObject({ reportId: mine.reportId });
      const stored = await api.db('revisions').where({ diagram_id: id, revision: 1 }).first<{ svg: string }>('svg');
      expect(await readFile(file, 'utf8')).toBe(stored!.svg);
    } finally {
      await rm(file, { force: true });
    }
    const dismissed = await admin(['dismiss', String(mine.reportId), '--note', 'not spam, a real diagram']);
    expect(dismissed.code, dismissed.stderr).toBe(0);
    expect(JSON.parse(dismissed.stdout)).toMatchObject({ status: 'dismissed', note: 'not spam, a real diagram' });
    expect((await api.anonymous.get(`/v1/public/diagrams/${id}`)).status).toBe(200);
    expect((JSON.parse((await admin([])).stdout) as Array<{ reportId: string }>).map((r) => r.reportId)).not.toContain(mine.reportId);
    expect((JSON.parse((await admin(['--all'])).stdout) as Array<{ reportId: string }>).map((r) => r.reportId)).toContain(mine.reportId);
    const twice = await admin(['accept', String(mine.reportId)]);
    expect(twice.code).toBe(1);
    expect(twice.stderr).toMatch(/^dsp admin: REPORT_ALREADY_RESOLVED: /);
  });

  it('accepting a report on a published diagram makes it private, revokes every link, and emails the owners the reason (never the reporter)', { timeout: 60_000 }, async () => {
    const owner = await api.user({ team: 'Reported Team', plan: 'team', role: 'owner' });
    const member = await api.user({ team: 'Reported Team', role: 'member' });
    const { id } = await createDiagram(member, { scene: { ...serviceScene(2), scene: { id: 'x', title: 'Casino flow' } } });
    await publish(member, id);
    const links = [await makeLink(member, id), await makeLink(owner, id)];
    await report(id, { reason: 'spam', description: DESCRIPTION, reporterEmail: 'whistle@example.test' });
    const reportId = (await storedReports(id))[0]!.id as string;
    const before = (await outbox()).length;

    const accepted = await admin(['accept', reportId, '--note', 'advertising']);
    expect(accepted.code, accepted.stderr).toBe(0);
    const decision = JSON.parse(accepted.stdout) as Record<string, unknown>;
    expect(decision).toMatchObject({ madePrivate: true, linksRevoked: 2, mailErrors: [], report: { status: 'accepted', note: 'advertising' } });
    expect(accepted.stderr).toContain('"msg":"mail written to the outbox"');

    expectUniformNotFound([
      await api.anonymous.get(`/v1/public/diagrams/${id}`),
      await api.anonymous.get(`/v1/public/diagrams/${links[0]!.token}`),
      await api.anonymous.get(`/v1/public/diagrams/${links[1]!.token}`),
      await api.anonymous.get('/v1/public/diagrams/dgm_doesNotExist12345678'),
    ]);
    expect((await member.get(`/v1/diagrams/${id}?view=dsp`)).body).toMatchObject({ visibility: 'private' });
    const listed = (await member.get<{ links: Array<{ revokedReason: string }> }>(`/v1/diagrams/${id}/links`)).body.links;
    expect(listed.map((l) => l.revokedReason)).toEqual(['report', 'report']);

    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe(owner.email);
    expect(mails[0]!.subject).toBe('Your diagram Casino flow was made private after a content report');
    expect(mails[0]!.text).toContain('Reason: spam - advertising');
    expect(mails[0]!.text).toContain(id);
    for (const secret of ['whistle@example.test', DESCRIPTION.slice(0, 30)]) expect(mails[0]!.raw).not.toContain(secret);
  });

  it('accepting a report through a share link revokes that link only and emails its maker, or the owners once the maker has left', { timeout: 90_000 }, async () => {
    const owner = await api.user({ team: 'Link Team', plan: 'team', role: 'owner' });
    const maker = await api.user({ team: 'Link Team', role: 'member' });
    const { id } = await createDiagram(owner, { scene: serviceScene(2) });
    const [reported, other] = [await makeLink(maker, id), await makeLink(owner, id)];
    await report(reported.token, { reason: 'violence', description: DESCRIPTION });
    const before = (await outbox()).length;
    const accepted = await admin(['accept', (await storedReports(id))[0]!.id as string]);
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(JSON.parse(accepted.stdout)).toMatchObject({ madePrivate: false, linksRevoked: 1, report: { access: 'link', linkId: reported.linkId, url: null } });
    expectUniformNotFound([await api.anonymous.get(`/v1/public/diagrams/${reported.token}`), await api.anonymous.get('/v1/public/diagrams/AAAAAAAAAAAAAAAAAAAAAA')]);
    expect((await api.anonymous.get(`/v1/public/diagrams/${other.token}`)).status).toBe(200);
    let mails = (await outbox()).slice(before);
    expect(mails.map((m) => m.to)).toEqual([maker.email]);
    expect(mails[0]!.subject).toMatch(/^A share link to .* was revoked after a content report$/);
    expect(mails[0]!.text).toContain('Reason: violence');
    expect(mails[0]!.raw).not.toContain(reported.token);

    // The maker leaves the team: the next accepted report through their link goes to the owners.
    const third = await makeLink(maker, id);
    await report(third.token, { reason: 'illegal', description: DESCRIPTION });
    await api.db('memberships').where({ workspace_id: owner.workspaceId, person_id: maker.personId }).del();
    const open = (await storedReports(id)).filter((r) => r.status === 'open');
    expect((await admin(['accept', open[0]!.id as string])).code).toBe(0);
    mails = (await outbox()).slice(before + 1);
    expect(mails.map((m) => m.to)).toEqual([owner.email]);
    expect(mails[0]!.text).toContain('no longer in it');
  });

  it('sends through SMTP_URL when it is set', { timeout: 60_000 }, async () => {
    const sink = await startSmtpSink();
    try {
      const owner = await api.user({ plan: 'pro' });
      const { id } = await createDiagram(owner, { scene: serviceScene(2) });
      await publish(owner, id);
      await report(id, { reason: 'other', description: DESCRIPTION });
      const before = (await outbox()).length;
      const accepted = await admin(['accept', (await storedReports(id))[0]!.id as string], { SMTP_URL: sink.url, MAIL_FROM: 'Moderation <moderation@dsp.test>' });
      expect(accepted.code, accepted.stderr).toBe(0);
      expect(JSON.parse(accepted.stdout)).toMatchObject({ mails: [{ transport: 'smtp', to: [owner.email] }] });
      expect(sink.mails).toHaveLength(1);
      expect(sink.mails[0]).toMatchObject({ from: 'moderation@dsp.test', to: [owner.email] });
      expect(sink.mails[0]!.data).toContain('Subject: Your diagram');
      expect((await outbox()).length).toBe(before);
    } finally {
      await sink.close();
    }
  });

  it('accepting a report whose diagram its owner already took down changes nothing and emails nobody', { timeout: 60_000 }, async () => {
    const owner = await api.user({ plan: 'pro' });
    const { id } = await createDiagram(owner, { scene: serviceScene(2) });
    await publish(owner, id);
    await report(id, { reason: 'spam', description: DESCRIPTION });
    await owner.request('PUT', `/v1/diagrams/${id}/sharing`, { body: { visibility: 'private' } });
    const before = (await outbox()).length;
    const accepted = await admin(['accept', (await storedReports(id))[0]!.id as string]);
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(JSON.parse(accepted.stdout)).toMatchObject({ madePrivate: false, linksRevoked: 0, mails: [], mailErrors: [], report: { status: 'accepted' } });
    expect((await outbox()).length).toBe(before);
  });

  it('refuses unknown reports and bad usage', async () => {
    const [unknown, usage] = await Promise.all([admin(['accept', 'rpt_unknown']), admin(['accept'])]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^dsp admin: NOT_FOUND: /);
    expect(usage.code).toBe(2);
  });
});
