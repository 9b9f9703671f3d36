import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { expectError } from '../support/api-expect.js';
import { runDsp } from '../../harness/processes.js';
import { DAY, MINUTE, SECOND } from '../support/test-clock.js';
import { mailedToken, mailFilesTo, mailsTo, sessionTokenOf, signIn, WEB_ORIGIN } from '../support/people.js';

// Signing in by email link (issue 29): the same answer for every address, links that work
// once and for 15 minutes, a page that shows the link without spending it, invite-only
// sign-up by default and open sign-up with DSP_SIGNUP=open, and dsp admin sign-in-link.
let api: ApiFixture;
let open: ApiFixture;

beforeAll(async () => {
  [api, open] = await Promise.all([startApiFixture({ drawer: 'inline' }), startApiFixture({ drawer: 'inline', signup: 'open' })]);
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  expect(open.unexpectedErrors).toEqual([]);
  await Promise.all([api.close(), open.close()]);
});

const spend = (fixture: ApiFixture, token: string) => apiClient(fixture.url, { origin: WEB_ORIGIN }).post('/v1/auth/session', { token });

describe('POST /v1/auth/sign-in', () => {
  it('answers 202 {sent: true} alike for an account and an unknown address, and mails only the account a link', async () => {
    const person = await api.user();
    const unknown = `nobody-${Date.now()}@example.test`;
    const toUnknown = await api.anonymous.post('/v1/auth/sign-in', { email: unknown });
    const toPerson = await api.anonymous.post('/v1/auth/sign-in', { email: person.email.toUpperCase() });
    for (const answer of [toUnknown, toPerson]) {
      expect(answer.status).toBe(202);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(toPerson.text).toBe(toUnknown.text);
    expect(toPerson.body).toEqual({ sent: true });

    const [mail] = await mailsTo(api.outboxDir, person.email);
    expect(mail!.subject).toBe('Sign in to dsp.test');
    expect(mail!.text).toMatch(new RegExp(`^${WEB_ORIGIN}/sign-in\\?token=[A-Za-z0-9_-]{43}$`, 'm'));
    expect(mail!.text).toContain('15 minutes');
    expect(mail!.html).toContain(`Sign in as ${person.email}`);
    expect(mail!.html).toContain(`${WEB_ORIGIN}/sign-in?token=`);
    expect(await mailsTo(api.outboxDir, unknown, 1, 300)).toEqual([]);
  });

  it('refuses what is not an address with 400 EMAIL_INVALID, and a body without email with BODY_INVALID', async () => {
    expectError(await api.anonymous.post('/v1/auth/sign-in', { email: 'not an address' }), 400, 'EMAIL_INVALID');
    expectError(await api.anonymous.post('/v1/auth/sign-in', { mail: 'a@b.test' }), 400, 'BODY_INVALID');
  });
});

describe('the sign-in link', () => {
  it('opens a page that says "Sign in as <email>" and spends nothing; only the button\'s POST signs in, once', async () => {
    const person = await api.user({ verified: false });
    await api.anonymous.post('/v1/auth/sign-in', { email: person.email });
    const token = await mailedToken(api.outboxDir, person.email, 'sign-in');

    for (let i = 0; i < 2; i += 1) {
      const page = await api.anonymous.get(`/sign-in?token=${token}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('referrer-policy')).toBe('no-referrer');
      expect(page.headers.get('cache-control')).toBe('no-store');
      expect(page.text).toContain(`<h1>Sign in as ${person.email}</h1>`);
      expect(page.text).toContain(`<button type="submit">Sign in as ${person.email}</button>`);
      expect(page.text).toContain('data-api="/v1/auth/session"');
    }

    const signedIn = await spend(api, token);
    expect(signedIn.status, signedIn.text).toBe(201);
    expect(signedIn.body).toMatchObject({ user: { email: person.email, emailVerified: true }, workspace: { id: person.workspaceId, kind: 'personal', role: 'owner' } });
    const cookie = signedIn.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^__Host-dsp_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', `Max-Age=${90 * 86_400}`, 'Path=/', 'SameSite=Lax', 'Secure']);

    expectError(await spend(api, token), 410, 'LINK_INVALID', { url: `${WEB_ORIGIN}/sign-in` });
    const used = await api.anonymous.get(`/sign-in?token=${token}`);
    expect(used.text).toContain('already used, has expired');
    expect(used.text).not.toContain(person.email);
  });

  it('works for 15 minutes: a minute later it answers 410 LINK_INVALID', async () => {
    const person = await api.user();
    await api.anonymous.post('/v1/auth/sign-in', { email: person.email });
    const token = await mailedToken(api.outboxDir, person.email, 'sign-in');
    api.clock.advance(15 * MINUTE + SECOND);
    expectError(await spend(api, token), 410, 'LINK_INVALID');
    expect((await api.anonymous.get(`/sign-in?token=${token}`)).text).not.toContain(person.email);
    // Stored as its SHA-256 only, and forgotten once it has been expired for a day.
    const hash = createHash('sha256').update(token).digest('hex');
    expect(await api.db('email_links').where({ token_hash: hash }).first()).toMatchObject({ email: person.email, used_at: null });
    expect(JSON.stringify(await api.db('email_links').select())).not.toContain(token);
    api.clock.advance(DAY);
    const seen = await mailFilesTo(api.outboxDir, person.email);
    await api.anonymous.post('/v1/auth/sign-in', { email: person.email });
    await mailedToken(api.outboxDir, person.email, 'sign-in', seen);
    expect(await api.db('email_links').where({ token_hash: hash }).first()).toBeUndefined();
  });

  it('gives every sign-in its own session token', async () => {
    const person = await api.user();
    const first = await signIn(api.url, api.outboxDir, person.email);
    const second = await signIn(api.url, api.outboxDir, person.email);
    expect(second.token).not.toBe(first.token);
    expect((await first.client.get('/v1/auth/session')).status).toBe(200);
    expect((await second.client.get('/v1/auth/session')).status).toBe(200);
  });

  it('is not spent from another site: 403 CROSS_ORIGIN_REFUSED, and the link still works from the service', async () => {
    const person = await api.user();
    await api.anonymous.post('/v1/auth/sign-in', { email: person.email });
    const token = await mailedToken(api.outboxDir, person.email, 'sign-in');
    expectError(await apiClient(api.url, { origin: 'https://evil.example' }).post('/v1/auth/session', { token }), 403, 'CROSS_ORIGIN_REFUSED');
    expect((await spend(api, token)).status).toBe(201);
  });
});

describe('who may open an account', () => {
  it('by default (invite) an unknown address gets no link and no account; an operator\'s link opens one', { timeout: 60_000 }, async () => {
    const email = `invited-${Date.now()}@example.test`;
    expect((await api.anonymous.post('/v1/auth/sign-in', { email })).status).toBe(202);
    expect(await mailsTo(api.outboxDir, email, 1, 300)).toEqual([]);
    expect(await api.db('people').where({ email }).first()).toBeUndefined();

    const run = await runDsp(['admin', 'sign-in-link', '--email', email], { DSP_DATA_DIR: api.dataDir, DSP_WEB_URL: WEB_ORIGIN });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^${WEB_ORIGIN}/sign-in\\?token=[A-Za-z0-9_-]{43}\\n$`));
    const signedIn = await spend(api, run.stdout.trim().split('token=')[1]!);
    expect(signedIn.status, signedIn.text).toBe(201);
    expect(signedIn.body).toMatchObject({ user: { email, emailVerified: true }, workspaces: [{ kind: 'personal', plan: 'free', role: 'owner' }] });

    const help = await runDsp(['admin', 'sign-in-link', '--help'], {});
    expect(help.stdout).toContain('Usage: dsp admin sign-in-link --email E');
    expect(help.stdout).toContain('--email E');
  });

  it('with DSP_SIGNUP=open an unknown address gets a link, and spending it opens an account with a personal Free workspace', async () => {
    const email = `newcomer-${Date.now()}@example.test`;
    expect((await open.anonymous.post('/v1/auth/sign-in', { email })).status).toBe(202);
    const token = await mailedToken(open.outboxDir, email, 'sign-in');
    expect(await open.db('people').where({ email }).first()).toBeUndefined();
    const signedIn = await spend(open, token);
    expect(signedIn.status, signedIn.text).toBe(201);
    const body = signedIn.body as { user: { id: string }; workspace: { id: string }; workspaces: unknown[] };
    expect(body).toMatchObject({ user: { email, emailVerified: true }, workspace: { kind: 'personal', plan: 'free', role: 'owner' } });
    expect(body.workspaces).toHaveLength(1);
    // The new person saves at once: verified by the link.
    const client = apiClient(open.url, { cookie: `__Host-dsp_session=${sessionTokenOf(signedIn)}`, origin: WEB_ORIGIN });
    expect((await client.post('/v1/diagrams', { mermaid: 'flowchart LR\n  A --> B' })).status).toBe(201);
  });
});

describe('rate limits of POST /v1/auth/sign-in', () => {
  it('counts per email address (3 a minute, from any client) and per client (the keyless limit), answering 429 alike for every address', async () => {
    const limited = await startApiFixture({ drawer: 'inline', rateLimits: true });
    try {
      const person = await limited.user();
      const unknown = `stranger-${Date.now()}@example.test`;
      for (const email of [person.email, unknown]) {
        for (let i = 0; i < 3; i += 1) expect((await limited.anonymous.post('/v1/auth/sign-in', { email })).status).toBe(202);
        expectError(await limited.anonymous.post('/v1/auth/sign-in', { email }), 429, 'RATE_LIMITED');
      }
      // At most 3 links went to the account, whatever the fourth request.
      expect(await mailsTo(limited.outboxDir, person.email, 4, 500)).toHaveLength(3);
      // The client's own count: 40 requests a minute whatever the addresses (8 used above).
      let answered = 8;
      let refused;
      for (; answered < 60; answered += 1) {
        const response = await limited.anonymous.post('/v1/auth/sign-in', { email: `n${answered}-${Date.now()}@example.test` });
        if (response.status === 429) {
          refused = response;
          break;
        }
      }
      expectError(refused!, 429, 'RATE_LIMITED');
      expect(answered).toBe(40);
      limited.clock.advance(61 * SECOND);
      expect((await limited.anonymous.post('/v1/auth/sign-in', { email: person.email })).status).toBe(202);
      // The mail goes after the answer: wait for it before the database closes.
      expect(await mailsTo(limited.outboxDir, person.email, 4)).toHaveLength(4);
    } finally {
      await limited.close();
    }
  });
});
