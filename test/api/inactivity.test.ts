import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { expectError, createDiagram } from '../support/api-expect.js';
import { DAY, MINUTE } from '../support/test-clock.js';
import { mailsTo, signIn } from '../support/people.js';
import { createMailer } from '../../server/infrastructure/mail-transport.js';
import { startAccountSweep, sweepAccounts, type PeopleDeps } from '../../server/use-cases/people/index.js';
import type { ServiceContext } from '../../server/use-cases/shared/context.js';

// Inactive Free accounts (issue 29; spec Plans): unused for 12 months (365 days) an account
// is deleted, after mails 30 and 7 days before; any signed-in request or key use starts the
// year again. The account sweep does it on the service's clock (here the fixture's, moved
// by hand); it also forgets sessions and mailed links that can no longer be used.
let api: ApiFixture;
let deps: PeopleDeps;

/** What the service passes the sweep (start.ts), on a database connection of the fixture's. */
function sweepDeps(context: ServiceContext): PeopleDeps {
  return {
    ...context,
    mailer: createMailer({ outboxDir: api.outboxDir, from: 'DSP diagrams <no-reply@dsp.test>', clock: api.clock.now, log: () => {} }),
    webUrl: 'https://dsp.test',
    signup: 'invite',
    logError: (error) => api.unexpectedErrors.push(error),
  };
}

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
  deps = sweepDeps(api.context);
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const mailsOf = (email: string) => mailsTo(api.outboxDir, email, 0, 0);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('a Free account unused for 12 months', () => {
  it('is mailed 30 days before, then 7 days before (each once), then deleted with its diagrams', async () => {
    const start = api.clock.now().getTime();
    const idle = await api.user({ plan: 'free' });
    const diagram = await createDiagram(idle, { mermaid: 'flowchart LR\n  A --> B' });
    const deletionDay = dayOf(start + 365 * DAY);

    api.clock.set(new Date(start + 335 * DAY - MINUTE).toISOString());
    await sweepAccounts(deps);
    expect(await mailsOf(idle.email)).toEqual([]);

    api.clock.advance(2 * MINUTE);
    expect((await sweepAccounts(deps)).warned30).toContain(idle.personId);
    await sweepAccounts(deps);
    const first = await mailsOf(idle.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe(`Your account on dsp.test will be deleted on ${deletionDay}`);
    expect(first[0]!.text).toContain('It will be deleted in 30 days');
    expect(first[0]!.text).toContain('https://dsp.test/sign-in');
    expect(first[0]!.html).toContain('Sign in to keep my account');

    api.clock.set(new Date(start + 358 * DAY - MINUTE).toISOString());
    await sweepAccounts(deps);
    expect(await mailsOf(idle.email)).toHaveLength(1);
    api.clock.advance(2 * MINUTE);
    expect((await sweepAccounts(deps)).warned7).toContain(idle.personId);
    await sweepAccounts(deps);
    const second = await mailsOf(idle.email);
    expect(second).toHaveLength(2);
    expect(second.map((mail) => mail.text).join('\n')).toContain('It will be deleted in 7 days');

    api.clock.set(new Date(start + 365 * DAY - MINUTE).toISOString());
    await sweepAccounts(deps);
    expect(await api.db('people').where({ id: idle.personId })).toHaveLength(1);
    api.clock.advance(2 * MINUTE);
    expect((await sweepAccounts(deps)).deleted).toContain(idle.personId);
    expect(await api.db('people').where({ id: idle.personId })).toEqual([]);
    expect(await api.db('workspaces').where({ id: idle.workspaceId })).toEqual([]);
    expect(await api.db('diagrams').where({ id: diagram.id })).toEqual([]);
    expectError(await idle.get('/v1/diagrams'), 401, 'API_KEY_INVALID');
    expect(await mailsOf(idle.email)).toHaveLength(2);
  });

  it('is kept when it is used after a warning: a key\'s request, or signing in, starts the year again', async () => {
    const start = api.clock.now().getTime();
    const byKey = await api.user({ plan: 'free' });
    const bySession = await api.user({ plan: 'free' });

    api.clock.set(new Date(start + 340 * DAY).toISOString());
    const warned = await sweepAccounts(deps);
    expect(warned.warned30).toEqual(expect.arrayContaining([byKey.personId, bySession.personId]));

    expect((await byKey.get('/v1/diagrams')).status).toBe(200);
    await signIn(api.url, api.outboxDir, bySession.email);
    const mailsBefore = (await mailsOf(bySession.email)).length;
    api.clock.set(new Date(start + 400 * DAY).toISOString());
    const later = await sweepAccounts(deps);
    for (const list of [later.warned30, later.warned7, later.deleted]) expect(list).not.toEqual(expect.arrayContaining([byKey.personId]));
    for (const list of [later.warned30, later.warned7, later.deleted]) expect(list).not.toEqual(expect.arrayContaining([bySession.personId]));
    expect(await mailsOf(byKey.email)).toHaveLength(1);
    expect(await mailsOf(bySession.email)).toHaveLength(mailsBefore);
    expect(await api.db('people').whereIn('id', [byKey.personId, bySession.personId])).toHaveLength(2);

    // A session's requests count too (written at most every 5 minutes, with the session's own last use).
    api.clock.set(new Date(start + 340 * DAY + 335 * DAY + MINUTE).toISOString());
    expect((await sweepAccounts(deps)).warned30).toEqual(expect.arrayContaining([byKey.personId, bySession.personId]));
    const fresh = await signIn(api.url, api.outboxDir, bySession.email);
    api.clock.advance(10 * DAY);
    expect((await fresh.client.get('/v1/diagrams')).status).toBe(200);
    expect((await api.db('people').where({ id: bySession.personId }).first()).last_active_at).toBe(api.clock.iso());
    expect((await api.db('people').where({ id: bySession.personId }).first()).inactivity_warned).toBeNull();
  });

  it('Pro accounts, and people in a workspace on a paid plan, are never swept', async () => {
    const start = api.clock.now().getTime();
    const pro = await api.user({ plan: 'pro' });
    const inPaidTeam = await api.user({ plan: 'free' });
    await api.user({ email: inPaidTeam.email, team: `Paid team ${process.pid}`, plan: 'team', role: 'member' });
    api.clock.set(new Date(start + 800 * DAY).toISOString());
    for (let i = 0; i < 3; i += 1) {
      const swept = await sweepAccounts(deps);
      for (const list of [swept.warned30, swept.warned7, swept.deleted]) expect(list).not.toEqual(expect.arrayContaining([pro.personId]));
      for (const list of [swept.warned30, swept.warned7, swept.deleted]) expect(list).not.toEqual(expect.arrayContaining([inPaidTeam.personId]));
      api.clock.advance(40 * DAY);
    }
    expect(await mailsOf(pro.email)).toEqual([]);
    expect(await mailsOf(inPaidTeam.email)).toEqual([]);
    expect((await pro.get('/v1/diagrams')).status).toBe(200);
  });

  it('is neither mailed nor deleted when the operator keeps inactive accounts (DSP_INACTIVE_ACCOUNTS=keep)', async () => {
    const start = api.clock.now().getTime();
    const idle = await api.user({ plan: 'free' });
    const keeping: PeopleDeps = { ...deps, inactiveAccounts: 'keep' };
    for (const day of [336, 359, 366, 800]) {
      api.clock.set(new Date(start + day * DAY).toISOString());
      const swept = await sweepAccounts(keeping);
      expect([...swept.warned30, ...swept.warned7, ...swept.deleted]).not.toContain(idle.personId);
    }
    expect(await mailsOf(idle.email)).toEqual([]);
    expect(await api.db('people').where({ id: idle.personId })).toHaveLength(1);
    // The same account is swept as usual once the setting is back to delete.
    expect((await sweepAccounts(deps)).warned30).toContain(idle.personId);
  });

  it('a late sweep (the service was stopped) never deletes sooner than 30 days after the first mail', async () => {
    const start = api.clock.now().getTime();
    const idle = await api.user({ plan: 'free' });
    api.clock.set(new Date(start + 500 * DAY).toISOString());
    await sweepAccounts(deps);
    const [mail] = await mailsOf(idle.email);
    expect(mail!.subject).toContain(dayOf(start + 530 * DAY));
    api.clock.set(new Date(start + 520 * DAY).toISOString());
    expect((await sweepAccounts(deps)).deleted).not.toContain(idle.personId);
    api.clock.set(new Date(start + 523 * DAY + MINUTE).toISOString());
    expect((await sweepAccounts(deps)).warned7).toContain(idle.personId);
    api.clock.set(new Date(start + 530 * DAY + MINUTE).toISOString());
    expect((await sweepAccounts(deps)).deleted).toContain(idle.personId);
  });

  it('two instances sweeping at once mail each warning once (the warning is claimed in the database first)', async () => {
    const start = api.clock.now().getTime();
    const idle = await api.user({ plan: 'free' });
    const other = sweepDeps((await api.instance()).context);
    api.clock.set(new Date(start + 340 * DAY).toISOString());
    const [one, two] = await Promise.all([sweepAccounts(deps), sweepAccounts(other)]);
    expect([...one.warned30, ...two.warned30].filter((id) => id === idle.personId)).toHaveLength(1);
    expect(await mailsOf(idle.email)).toHaveLength(1);
  });
});

describe('the account sweep forgets what can no longer be used', () => {
  it('deletes ended and expired sessions and mailed links expired for a day; live ones stay', async () => {
    const person = await api.user({ plan: 'pro' });
    const ended = await signIn(api.url, api.outboxDir, person.email);
    expect((await ended.client.request('DELETE', '/v1/auth/session')).status).toBe(200);
    const idle = await signIn(api.url, api.outboxDir, person.email);
    const swept = await sweepAccounts(deps);
    expect(swept.sessionsDeleted).toBeGreaterThanOrEqual(1);
    expect(await api.db('sessions').where({ person_id: person.personId })).toHaveLength(1);
    expect(await api.db('email_links').where({ email: person.email })).toHaveLength(2);

    api.clock.advance(14 * DAY + MINUTE);
    const later = await sweepAccounts(deps);
    expect(later.sessionsDeleted).toBeGreaterThanOrEqual(1);
    expect(later.linksDeleted).toBeGreaterThanOrEqual(2);
    expect(await api.db('sessions').where({ person_id: person.personId })).toEqual([]);
    expect(await api.db('email_links').where({ email: person.email })).toEqual([]);
    expectError(await idle.client.get('/v1/auth/session'), 401, 'SESSION_EXPIRED');
    const live = await signIn(api.url, api.outboxDir, person.email);
    await sweepAccounts(deps);
    expect((await live.client.get('/v1/auth/session')).status).toBe(200);
    expect(await api.db('sessions').where({ person_id: person.personId })).toHaveLength(1);
  });

  it('runs in the server on a timer (start.ts): at once, then every interval, logging what it did', async () => {
    const person = await api.user({ plan: 'pro' });
    const { client } = await signIn(api.url, api.outboxDir, person.email);
    expect((await client.request('DELETE', '/v1/auth/session')).status).toBe(200);
    const log: Array<Record<string, unknown>> = [];
    const sweep = startAccountSweep(deps, { intervalMs: 60 * 60_000, log: (entry) => log.push(entry) });
    for (const until = Date.now() + 5_000; log.length === 0 && Date.now() < until;) await new Promise((resolve) => setTimeout(resolve, 20));
    await sweep.stop();
    expect(log).toEqual([expect.objectContaining({ level: 'info', msg: 'account sweep', sessionsDeleted: 1 })]);
    expect(await api.db('sessions').where({ person_id: person.personId })).toEqual([]);
  });
});
