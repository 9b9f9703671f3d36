import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { apiClient } from '../support/api-client.js';
import { expectError } from '../support/api-expect.js';
import { DAY, SECOND } from '../support/test-clock.js';
import { mailedToken, mailFilesTo, sessionClient, signIn, WEB_ORIGIN } from '../support/people.js';
import { KEY_CACHE_TTL_MS } from '../../server/use-cases/accounts/authenticate.js';

// Sessions (issue 29): what GET /v1/auth/session says, switching workspace, idle (14 days)
// and absolute (90 days) expiry on the injected clock, signing out and ending another
// session, the CSRF check of cookie-authenticated changes, session-only routes refusing
// keys, keyed routes taking a session (saves recorded as human), keys made by a person,
// and email verification.
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

const signedIn = (email: string) => signIn(api.url, api.outboxDir, email);
const MERMAID = { mermaid: 'flowchart LR\n  A --> B' };

describe('GET and PUT /v1/auth/session', () => {
  it('says who is signed in and in which workspace, and switches to another of theirs (not to a stranger\'s)', async () => {
    const person = await api.user({ plan: 'pro' });
    const team = await api.user({ email: person.email, team: `Team ${Date.now()}`, plan: 'team', role: 'member' });
    const stranger = await api.user();
    const { client } = await signedIn(person.email);

    const read = await client.get('/v1/auth/session');
    expect(read.status, read.text).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.body).toEqual({
      user: { id: person.personId, email: person.email, emailVerified: true },
      workspace: { id: person.workspaceId, name: `${person.email}'s diagrams`, kind: 'personal', plan: 'pro', role: 'owner' },
      workspaces: [
        { id: person.workspaceId, name: `${person.email}'s diagrams`, kind: 'personal', plan: 'pro', role: 'owner' },
        { id: team.workspaceId, name: expect.stringMatching(/^Team /), kind: 'team', plan: 'team', role: 'member' },
      ],
    });

    const switched = await client.request('PUT', '/v1/auth/session', { body: { workspaceId: team.workspaceId } });
    expect(switched.status, switched.text).toBe(200);
    expect(switched.body).toMatchObject({ workspace: { id: team.workspaceId, role: 'member' } });
    // A save now lands in the team workspace.
    const saved = await client.post<{ id: string }>('/v1/diagrams', MERMAID);
    expect(saved.status, saved.text).toBe(201);
    expect((await team.get(`/v1/diagrams/${saved.body.id}`)).status).toBe(200);
    expectError(await person.get(`/v1/diagrams/${saved.body.id}`), 404, 'NOT_FOUND');

    expectError(await client.request('PUT', '/v1/auth/session', { body: { workspaceId: stranger.workspaceId } }), 404, 'NOT_FOUND');
    expect((await client.get('/v1/auth/session')).body).toMatchObject({ workspace: { id: team.workspaceId } });
  });
});

describe('expiry', () => {
  it('ends a session unused for 14 days; use keeps it alive', async () => {
    const person = await api.user();
    const { client } = await signedIn(person.email);
    api.clock.advance(13 * DAY);
    expect((await client.get('/v1/auth/session')).status).toBe(200);
    api.clock.advance(13 * DAY);
    expect((await client.get('/v1/auth/session')).status).toBe(200);
    api.clock.advance(14 * DAY + SECOND);
    expectError(await client.get('/v1/auth/session'), 401, 'SESSION_EXPIRED', { signInUrl: `${WEB_ORIGIN}/sign-in` });
    expectError(await client.get('/v1/diagrams'), 401, 'SESSION_EXPIRED');
  });

  it('ends every session 90 days after its sign-in, however much it is used', async () => {
    const person = await api.user();
    const { client } = await signedIn(person.email);
    for (let day = 10; day < 90; day += 10) {
      api.clock.advance(10 * DAY);
      expect((await client.get('/v1/diagrams')).status, `day ${day}`).toBe(200);
    }
    api.clock.advance(10 * DAY - SECOND);
    expect((await client.get('/v1/diagrams')).status).toBe(200);
    api.clock.advance(SECOND);
    expectError(await client.get('/v1/diagrams'), 401, 'SESSION_EXPIRED');
  });
});

describe('signing out', () => {
  it('DELETE /v1/auth/session ends the session and clears the cookie', async () => {
    const person = await api.user();
    const { client } = await signedIn(person.email);
    const out = await client.request('DELETE', '/v1/auth/session');
    expect(out.status, out.text).toBe(200);
    expect(out.body).toEqual({ signedOut: true });
    expect(out.headers.getSetCookie()).toEqual(['__Host-dsp_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure']);
    expectError(await client.get('/v1/auth/session'), 401, 'SESSION_EXPIRED');
  });

  it('lists the person\'s sessions and ends another one at once; another person\'s cannot be ended', async () => {
    const person = await api.user();
    const laptop = await signedIn(person.email);
    const phone = await signedIn(person.email);
    const other = await signedIn((await api.user()).email);

    const listed = await laptop.client.get<{ sessions: Array<{ id: string; current: boolean; expiresAt: string; lastUsedAt: string }> }>('/v1/auth/sessions');
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.sessions).toHaveLength(2);
    expect(listed.body.sessions.filter((s) => s.current)).toHaveLength(1);
    const phoneId = listed.body.sessions.find((s) => !s.current)!.id;
    expect(phoneId).toMatch(/^ses_/);
    expect(listed.text).not.toContain(phone.token);

    const otherId = ((await other.client.get<{ sessions: Array<{ id: string }> }>('/v1/auth/sessions')).body.sessions[0]!).id;
    expectError(await laptop.client.request('DELETE', `/v1/auth/sessions/${otherId}`), 404, 'NOT_FOUND');
    expect((await other.client.get('/v1/auth/session')).status).toBe(200);

    const ended = await laptop.client.request('DELETE', `/v1/auth/sessions/${phoneId}`);
    expect(ended.status, ended.text).toBe(200);
    expect(ended.body).toEqual({ id: phoneId, ended: true, current: false });
    expectError(await phone.client.get('/v1/diagrams'), 401, 'SESSION_EXPIRED');
    expect((await laptop.client.get('/v1/diagrams')).status).toBe(200);
    expectError(await laptop.client.request('DELETE', `/v1/auth/sessions/${phoneId}`), 404, 'NOT_FOUND');
  });
});

describe('a session on the keyed routes', () => {
  it('saves as a person: the revision records createdByKind human (agent with a key)', async () => {
    const person = await api.user();
    const { client } = await signedIn(person.email);
    const byPerson = await client.post<{ id: string }>('/v1/diagrams', MERMAID);
    expect(byPerson.status, byPerson.text).toBe(201);
    const byAgent = await person.post<{ id: string }>('/v1/diagrams', { mermaid: 'flowchart LR\n  C --> D' });
    const kindOf = async (id: string) => ((await person.get<{ revisions: Array<{ createdByKind: string }> }>(`/v1/diagrams/${id}/revisions`)).body.revisions[0]!);
    expect(await kindOf(byPerson.body.id)).toMatchObject({ createdByKind: 'human', createdVia: 'api' });
    expect((await api.db('revisions').where({ diagram_id: byPerson.body.id }).first()).created_by).toBe(person.personId);
    expect(await kindOf(byAgent.body.id)).toMatchObject({ createdByKind: 'agent' });
  });

  it('refuses a change without the service\'s Origin with 403 CROSS_ORIGIN_REFUSED (CSRF); reads need none', async () => {
    const person = await api.user();
    const { token } = await signedIn(person.email);
    expectError(await sessionClient(api.url, token, 'https://evil.example').post('/v1/diagrams', MERMAID), 403, 'CROSS_ORIGIN_REFUSED');
    expectError(await sessionClient(api.url, token, null).post('/v1/diagrams', MERMAID), 403, 'CROSS_ORIGIN_REFUSED');
    expectError(await sessionClient(api.url, token, 'null').request('DELETE', '/v1/auth/session'), 403, 'CROSS_ORIGIN_REFUSED');
    expect((await sessionClient(api.url, token, null).get('/v1/diagrams')).status).toBe(200);
    expect((await api.db('diagrams').where({ workspace_id: person.workspaceId })).length).toBe(0);
    // The request's own host is its origin too (a service reached by another name).
    expect((await sessionClient(api.url, token, api.url).post('/v1/diagrams', MERMAID)).status).toBe(201);
  });

  it('grants no credentials across origins: no CORS headers on the session routes, never Allow-Credentials', async () => {
    const person = await api.user();
    const { client } = await signedIn(person.email);
    const preflight = await apiClient(api.url).request('OPTIONS', '/v1/auth/session', { headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    for (const path of ['/v1/auth/session', '/v1/diagrams', '/v1/auth/keys']) {
      const read = await client.get(path, { origin: 'https://evil.example' });
      expect(read.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(read.headers.get('access-control-allow-credentials'), path).toBeNull();
    }
  });
});

describe('session-only routes', () => {
  it('refuse an API key with 403 SESSION_AUTH_REQUIRED, and a request with neither with 401 AUTH_REQUIRED', async () => {
    const person = await api.user();
    for (const [method, path] of [['GET', '/v1/auth/session'], ['PUT', '/v1/auth/session'], ['DELETE', '/v1/auth/session'], ['GET', '/v1/auth/sessions'], ['DELETE', '/v1/auth/sessions/ses_x']] as const) {
      expectError(await person.request(method, path, method === 'PUT' ? { body: { workspaceId: person.workspaceId } } : {}), 403, 'SESSION_AUTH_REQUIRED');
      expectError(await api.anonymous.request(method, path), 401, 'AUTH_REQUIRED');
    }
  });
});

describe('keys made by a person', () => {
  it('POST /v1/auth/keys with a session makes a key in the session\'s workspace, shown once, that works; the session lists and revokes it', async () => {
    const person = await api.user();
    const { client } = await signedIn(person.email);
    const made = await client.post<{ key: string; id: string; workspaceId: string; scope: string }>('/v1/auth/keys', { name: 'laptop agent' });
    expect(made.status, made.text).toBe(201);
    expect(made.body).toMatchObject({ workspaceId: person.workspaceId, scope: 'write', name: 'laptop agent' });
    const agent = apiClient(api.url, { authorization: `Bearer ${made.body.key}` });
    expect((await agent.post('/v1/diagrams', MERMAID)).status).toBe(201);

    const listed = await client.get<{ keys: Array<{ id: string; current: boolean }> }>('/v1/auth/keys');
    expect(listed.body.keys.map((k) => k.id)).toContain(made.body.id);
    expect(listed.body.keys.every((k) => !k.current)).toBe(true);
    expect(listed.text).not.toContain(made.body.key);
    expect((await client.request('DELETE', `/v1/auth/keys/${made.body.id}`)).status).toBe(200);
    expectError(await agent.get('/v1/diagrams'), 401, 'API_KEY_REVOKED');
  });
});

describe('email verification', () => {
  it('a key-holder asks for a link; the page shows it without verifying; its button verifies, once', async () => {
    const person = await api.user({ verified: false });
    expectError(await person.post('/v1/diagrams', MERMAID), 403, 'EMAIL_NOT_VERIFIED', { verifyUrl: `${WEB_ORIGIN}/verify-email` });
    const seen = await mailFilesTo(api.outboxDir, person.email);
    const asked = await person.post('/v1/auth/verify-email');
    expect(asked.status, asked.text).toBe(202);
    expect(asked.body).toEqual({ sent: true, email: person.email, emailVerified: false });
    const token = await mailedToken(api.outboxDir, person.email, 'verify-email', seen);

    const page = await api.anonymous.get(`/verify-email?token=${token}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<button type="submit">Verify ${person.email}</button>`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'sha256-");
    api.clock.advance(KEY_CACHE_TTL_MS);
    expectError(await person.post('/v1/diagrams', MERMAID), 403, 'EMAIL_NOT_VERIFIED');

    const confirmed = await apiClient(api.url, { origin: WEB_ORIGIN }).post('/v1/auth/verify-email/confirm', { token });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toEqual({ email: person.email, emailVerified: true });
    api.clock.advance(KEY_CACHE_TTL_MS);
    expect((await person.post('/v1/diagrams', MERMAID)).status).toBe(201);
    expectError(await api.anonymous.post('/v1/auth/verify-email/confirm', { token }), 410, 'LINK_INVALID');

    const again = await person.post('/v1/auth/verify-email');
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ sent: false, email: person.email, emailVerified: true });
  });

  it('the page without a link tells how to ask for one', async () => {
    const page = await api.anonymous.get('/verify-email');
    expect(page.status).toBe(200);
    expect(page.text).toContain('data-api="/v1/auth/verify-email"');
    expect(page.text).toContain('/v1/auth/verify-email</code>');
  });
});
