import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture, type TestUser } from '../support/api-fixture.js';
import { createDiagram, expectError } from '../support/api-expect.js';
import { MINUTE, SECOND } from '../support/test-clock.js';
import { serviceScene } from '../../harness/scenes.js';
import { packageVersion } from '../../fonts/package-version.js';
import { showFeedbackItem } from '../../server/use-cases/support/index.js';

// Feedback (spec "Feedback", "Limits", "Rate limits"; issue 36): the confirmation round
// (nothing stored until the same body comes back with its token; expired, changed and reused
// tokens), who may attach a diagram, unverified accounts, and feedback's own rate limit.
let api: ApiFixture;
let person: TestUser;

type Confirmation = { code: string; confirm: string; expiresAt: string; reason?: string; preview: Record<string, unknown> };
const send = (client: TestUser | { post: TestUser['post'] }, body: Record<string, unknown>) => client.post<Record<string, unknown>>('/v1/feedback', body, { 'user-agent': 'feedback-test/1.0' });
const mine = async (client: TestUser) => (await client.get<{ feedback: Array<Record<string, unknown>> }>('/v1/feedback')).body.feedback;

/** The first round: 400 CONFIRMATION_REQUIRED with a token and the preview. */
async function confirmation(client: TestUser, body: Record<string, unknown>): Promise<Confirmation> {
  const first = await send(client, body);
  expectError(first, 400, 'CONFIRMATION_REQUIRED');
  return first.body as unknown as Confirmation;
}

const BUG = { kind: 'bug', summary: 'Edge labels overlap the arrowhead', expected: 'The label sits beside the line', observed: 'It covers the arrow', confidence: 'seen' };

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  person = await api.user({ plan: 'free' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

describe('the confirmation round', () => {
  it('the first request stores nothing and answers the token (10 minutes) and the preview with the engine version and client', async () => {
    const round = await confirmation(person, BUG);
    expect(round.confirm).toMatch(/^[0-9a-z]+\.[A-Za-z0-9_-]{12}\.[A-Za-z0-9_-]{43}$/);
    expect(round.expiresAt).toBe(new Date(api.clock.now().getTime() + 10 * MINUTE).toISOString());
    expect(round.preview).toEqual({
      ...BUG,
      anonymize: false,
      engineVersion: packageVersion(),
      client: { via: 'api', userAgent: 'feedback-test/1.0' },
      from: person.email,
    });
    expect(round).not.toHaveProperty('reason');
    expect(await mine(person)).toEqual([]);
  });

  it('the same body with confirm stores it (201); GET /v1/feedback lists it newest first with its status', async () => {
    const older = await confirmation(person, { kind: 'docs', summary: 'Older item' });
    expect((await send(person, { kind: 'docs', summary: 'Older item', confirm: older.confirm })).status).toBe(201);
    api.clock.advance(SECOND);
    const round = await confirmation(person, BUG);
    const stored = await send(person, { ...BUG, confirm: round.confirm });
    expect(stored.status, stored.text).toBe(201);
    expect(stored.body).toEqual({ feedbackId: expect.stringMatching(/^fbk_[A-Za-z0-9]{20}$/), stored: true, status: 'received', createdAt: api.clock.iso() });
    const listed = await mine(person);
    expect(listed.map((item) => item.summary)).toEqual([BUG.summary, 'Older item']);
    expect(listed[0]).toEqual({ feedbackId: stored.body.feedbackId, kind: 'bug', summary: BUG.summary, status: 'received', statusNote: null, statusChangedAt: null, createdAt: api.clock.iso() });
  });

  it('a reused token is refused with 409 CONFIRM_TOKEN_USED and stores nothing more', async () => {
    const round = await confirmation(person, { kind: 'other', summary: 'Send me twice' });
    expect((await send(person, { kind: 'other', summary: 'Send me twice', confirm: round.confirm })).status).toBe(201);
    const before = (await mine(person)).length;
    expectError(await send(person, { kind: 'other', summary: 'Send me twice', confirm: round.confirm }), 409, 'CONFIRM_TOKEN_USED');
    expect(await mine(person)).toHaveLength(before);
  });

  it('a changed body gets a new round (reason mismatch) and stores nothing', async () => {
    const round = await confirmation(person, BUG);
    const changed = await send(person, { ...BUG, summary: 'Edge labels overlap the arrowhead!', confirm: round.confirm });
    expectError(changed, 400, 'CONFIRMATION_REQUIRED', { reason: 'mismatch', preview: expect.objectContaining({ summary: 'Edge labels overlap the arrowhead!' }) });
    expect((changed.body as Confirmation).confirm).not.toBe(round.confirm);
    // A field added, or one left out, changes the body too.
    expectError(await send(person, { ...BUG, anonymize: true, confirm: round.confirm }), 400, 'CONFIRMATION_REQUIRED', { reason: 'mismatch' });
    const { confidence: _dropped, ...fewer } = BUG;
    expectError(await send(person, { ...fewer, confirm: round.confirm }), 400, 'CONFIRMATION_REQUIRED', { reason: 'mismatch' });
    expectError(await send(person, { ...BUG, confirm: 'not-a-token' }), 400, 'CONFIRMATION_REQUIRED', { reason: 'mismatch' });
    // Another person's token for the same body.
    const other = await api.user();
    const theirs = await confirmation(other, BUG);
    const before = (await mine(person)).length;
    expectError(await send(person, { ...BUG, confirm: theirs.confirm }), 400, 'CONFIRMATION_REQUIRED', { reason: 'mismatch' });
    expect(await mine(person)).toHaveLength(before);
  });

  it('a token is good for 10 minutes: at 10 minutes it stores, a moment later it is expired (a new round)', async () => {
    const body = { kind: 'request', summary: 'Dark theme for ER diagrams' };
    const good = await confirmation(person, body);
    api.clock.advance(10 * MINUTE);
    expect((await send(person, { ...body, confirm: good.confirm })).status).toBe(201);

    const late = await confirmation(person, { ...body, summary: 'Expired one' });
    api.clock.advance(10 * MINUTE + SECOND);
    const before = (await mine(person)).length;
    const expired = await send(person, { ...body, summary: 'Expired one', confirm: late.confirm });
    expectError(expired, 400, 'CONFIRMATION_REQUIRED', { reason: 'expired' });
    expect(await mine(person)).toHaveLength(before);
    // The new token works.
    expect((await send(person, { ...body, summary: 'Expired one', confirm: (expired.body as Confirmation).confirm })).status).toBe(201);
  });
});

describe('fields and limits', () => {
  it('refuses a summary over 200 characters or on two lines, expected/observed over 2,000, a snippet over 64 KB, an unknown kind, revision without id', async () => {
    expectError(await send(person, { kind: 'bug', summary: 's'.repeat(201) }), 400, 'BODY_INVALID');
    expectError(await send(person, { kind: 'bug', summary: 'two\nlines' }), 400, 'BODY_INVALID');
    expectError(await send(person, { kind: 'bug', summary: 'ok', expected: 'e'.repeat(2001) }), 400, 'BODY_INVALID');
    expectError(await send(person, { kind: 'bug', summary: 'ok', observed: 'o'.repeat(2001) }), 400, 'BODY_INVALID');
    expectError(await send(person, { kind: 'praise', summary: 'ok' }), 400, 'BODY_INVALID');
    expectError(await send(person, { kind: 'bug', summary: 'ok', snippet: `flowchart LR\n${'  A --> B\n'.repeat(7000)}` }), 413, 'MERMAID_TOO_LARGE');
    expectError(await send(person, { kind: 'bug', summary: 'ok', revision: 2 }), 400, 'REVISION_WITHOUT_ID');
    // At the limits it is accepted (the first round).
    expectError(await send(person, { kind: 'bug', summary: 's'.repeat(200), expected: 'e'.repeat(2000), snippet: 'flowchart LR\n  A --> B\n' }), 400, 'CONFIRMATION_REQUIRED');
  });
});

describe('who may send it', () => {
  it('needs an account but no saved diagram: a read key may send feedback without attaching one', async () => {
    const reader = await person.addKey({ scope: 'read' });
    const round = await send(reader, { kind: 'docs', summary: 'From a read key' });
    expectError(round, 400, 'CONFIRMATION_REQUIRED');
    expect((await send(reader, { kind: 'docs', summary: 'From a read key', confirm: (round.body as Confirmation).confirm })).status).toBe(201);
    expectError(await api.anonymous.post('/v1/feedback', BUG), 401, 'AUTH_REQUIRED');
  });

  it('attaching a diagram is refused with a read key (credential) or as a viewer (role)', async () => {
    const id = (await createDiagram(person, { scene: serviceScene(3) })).id;
    const reader = await person.addKey({ scope: 'read' });
    expectError(await send(reader, { ...BUG, id }), 403, 'READ_ONLY', { reason: 'credential' });
    const team = `Feedback team ${process.pid}`;
    const teamOwner = await api.user({ team, role: 'owner' });
    const viewer = await api.user({ team, role: 'viewer' });
    const teamDiagram = (await createDiagram(teamOwner, { scene: serviceScene(3) })).id;
    expectError(await send(viewer, { ...BUG, id: teamDiagram, revision: 1 }), 403, 'READ_ONLY', { reason: 'role' });
    expectError(await send(person, { ...BUG, id: teamDiagram }), 404, 'NOT_FOUND');
  });

  it('an attached diagram, anonymized, is previewed and stored as the same copy with none of its words', async () => {
    const scene = serviceScene(3, { label: (i) => `Quillfeather gateway ${i}` });
    const id = (await createDiagram(person, { scene })).id;
    const body = { ...BUG, id, revision: 1, anonymize: true };
    const round = await confirmation(person, body);
    const attachment = round.preview.attachment as { id: string; revision: number; anonymized: boolean; seed: number; svg: string };
    expect(attachment).toMatchObject({ id, revision: 1, anonymized: true });
    expect(attachment.svg).toMatch(/^<svg/);
    expect(attachment.svg).not.toContain('Quillfeather');
    api.clock.advance(SECOND);
    const stored = await send(person, { ...body, confirm: round.confirm });
    expect(stored.status, stored.text).toBe(201);
    expect((await mine(person))[0]).toMatchObject({ feedbackId: stored.body.feedbackId, id, revision: 1 });
    const staff = await showFeedbackItem(api.context, stored.body.feedbackId as string);
    expect(staff.svg).toBe(attachment.svg);
    expect(staff.feedback).toMatchObject({ kind: 'bug', engineVersion: packageVersion(), client: { via: 'api', userAgent: 'feedback-test/1.0' }, from: person.email, status: 'received' });
  });

  it('is held back while the email is unverified (403 EMAIL_NOT_VERIFIED), the first round included', async () => {
    const unverified = await api.user({ verified: false });
    expectError(await send(unverified, BUG), 403, 'EMAIL_NOT_VERIFIED', { verifyUrl: 'https://dsp.test/verify-email' });
    expect((await unverified.get('/v1/feedback')).status).toBe(200);
  });
});

describe('its own rate limit', () => {
  let limited: ApiFixture;
  beforeAll(async () => {
    limited = await startApiFixture({ drawer: 'inline', rateLimits: true });
  });
  afterAll(async () => {
    expect(limited.unexpectedErrors).toEqual([]);
    await limited.close();
  });

  it('10 requests a minute per person; the 11th is 429 with Retry-After only, while other calls and other people go on', async () => {
    const sender = await limited.user({ plan: 'pro' });
    const other = await limited.user({ plan: 'pro' });
    for (let i = 0; i < 10; i++) expectError(await send(sender, { kind: 'other', summary: `Item ${i}` }), 400, 'CONFIRMATION_REQUIRED');
    const refused = await send(sender, { kind: 'other', summary: 'One too many' });
    expectError(refused, 429, 'RATE_LIMITED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('x-ratelimit-reset')).toBeNull();
    expect(refused.body).not.toHaveProperty('retryAfter');
    // The caller's own limit (120 + 10 on Pro) is far from spent: other calls answer.
    const list = await sender.get('/v1/feedback');
    expect(list.status).toBe(200);
    expect(Number(list.headers.get('x-ratelimit-remaining'))).toBeGreaterThan(100);
    expectError(await send(other, { kind: 'other', summary: 'Someone else' }), 400, 'CONFIRMATION_REQUIRED');
    limited.clock.advance(MINUTE + SECOND);
    expectError(await send(sender, { kind: 'other', summary: 'After a minute' }), 400, 'CONFIRMATION_REQUIRED');
  });
});
