import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, type ApiFixture } from '../support/api-fixture.js';
import { apiClient, type ApiClient, type ApiResponse } from '../support/api-client.js';
import { expectError } from '../support/api-expect.js';
import { MINUTE, SECOND } from '../support/test-clock.js';
import { sessionClient, sessionTokenOf, signIn, WEB_ORIGIN } from '../support/people.js';
import { SoftwareAuthenticator, type HeldPasskey } from '../../harness/software-authenticator.js';

// Passkeys (issue 29): a signed-in person adds, lists and removes passkeys, and anyone signs
// in with one. A software authenticator (harness/software-authenticator.ts) makes real
// WebAuthn answers, so @simplewebauthn/server verifies them as it would a phone's.
let api: ApiFixture;

beforeAll(async () => {
  api = await startApiFixture({ drawer: 'inline' });
});
afterAll(async () => {
  expect(api.unexpectedErrors).toEqual([]);
  await api.close();
});

interface RegistrationOptions {
  options: { rp: { id: string; name: string }; user: { id: string; name: string }; challenge: string; excludeCredentials?: Array<{ id: string }>; authenticatorSelection: Record<string, string> };
  expiresAt: string;
}
interface SignInOptions {
  challengeId: string;
  options: { rpId: string; challenge: string; userVerification: string };
  expiresAt: string;
}
interface Passkey {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

const signedIn = async (email: string) => (await signIn(api.url, api.outboxDir, email)).client;
/** A browser page of the website that is not signed in. */
const page = (url = api.url) => apiClient(url, { origin: WEB_ORIGIN });

async function registrationOptions(client: ApiClient): Promise<RegistrationOptions> {
  const asked = await client.post<RegistrationOptions>('/v1/auth/passkeys/registration-options');
  expect(asked.status, asked.text).toBe(200);
  return asked.body;
}

/** Registers a new passkey of `authenticator` for the signed-in person of `client`. */
async function addPasskey(client: ApiClient, authenticator: SoftwareAuthenticator, name?: string): Promise<{ added: ApiResponse<Passkey>; passkey: HeldPasskey }> {
  const { options } = await registrationOptions(client);
  const { answer, passkey } = authenticator.register(options, WEB_ORIGIN);
  return { added: await client.post<Passkey>('/v1/auth/passkeys', { response: answer, ...(name ? { name } : {}) }), passkey };
}

async function signInOptions(client: ApiClient = page()): Promise<SignInOptions> {
  const asked = await client.post<SignInOptions>('/v1/auth/passkey-sign-in/options');
  expect(asked.status, asked.text).toBe(200);
  return asked.body;
}

describe('adding, listing and removing passkeys', () => {
  it('adds a passkey the library verified, lists it newest first, and removes it', async () => {
    const person = await api.user();
    const client = await signedIn(person.email);
    const authenticator = new SoftwareAuthenticator();

    const { options, expiresAt } = await registrationOptions(client);
    expect(options.rp).toEqual({ id: 'dsp.test', name: 'dsp.test' });
    expect(options.user.name).toBe(person.email);
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(expiresAt).toBe(new Date(api.clock.now().getTime() + 5 * MINUTE).toISOString());
    const { answer } = authenticator.register(options, WEB_ORIGIN);
    const laptop = await client.post<Passkey>('/v1/auth/passkeys', { response: answer, name: 'Laptop' });
    expect(laptop.status, laptop.text).toBe(201);
    expect(laptop.headers.get('cache-control')).toBe('no-store');
    expect(laptop.body).toEqual({ id: expect.stringMatching(/^pky_/), name: 'Laptop', createdAt: api.clock.iso(), lastUsedAt: null });

    api.clock.advance(SECOND);
    const phone = await addPasskey(client, authenticator);
    expect(phone.added.status, phone.added.text).toBe(201);
    expect(phone.added.body.name).toBe(`Passkey added ${api.clock.iso().slice(0, 10)}`);

    const listed = await client.get<{ passkeys: Passkey[] }>('/v1/auth/passkeys');
    expect(listed.status, listed.text).toBe(200);
    expect(listed.body.passkeys).toEqual([phone.added.body, laptop.body]);
    // The next registration excludes both, so one authenticator is not added twice.
    expect((await registrationOptions(client)).options.excludeCredentials?.map((c) => c.id).sort()).toEqual(authenticator.passkeys.map((p) => p.credentialId.toString('base64url')).sort());

    const removed = await client.request('DELETE', `/v1/auth/passkeys/${laptop.body.id}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({ id: laptop.body.id, removed: true });
    expect((await client.get<{ passkeys: Passkey[] }>('/v1/auth/passkeys')).body.passkeys).toEqual([phone.added.body]);
    expectError(await client.request('DELETE', `/v1/auth/passkeys/${laptop.body.id}`), 404, 'NOT_FOUND');
  });

  it('does not let a person remove another person\'s passkey', async () => {
    const owner = await signedIn((await api.user()).email);
    const other = await signedIn((await api.user()).email);
    const { added } = await addPasskey(owner, new SoftwareAuthenticator());
    expect(added.status, added.text).toBe(201);
    expectError(await other.request('DELETE', `/v1/auth/passkeys/${added.body.id}`), 404, 'NOT_FOUND');
    expect((await other.get<{ passkeys: Passkey[] }>('/v1/auth/passkeys')).body.passkeys).toEqual([]);
    expect((await owner.get<{ passkeys: Passkey[] }>('/v1/auth/passkeys')).body.passkeys).toEqual([added.body]);
  });

  it('refuses a registration made on another origin, without user verification, or answered twice', async () => {
    const client = await signedIn((await api.user()).email);
    const authenticator = new SoftwareAuthenticator();

    const elsewhere = authenticator.register((await registrationOptions(client)).options, 'https://evil.test');
    expectError(await client.post('/v1/auth/passkeys', { response: elsewhere.answer }), 400, 'PASSKEY_INVALID', { reason: expect.stringContaining('origin') });
    const unverified = authenticator.register((await registrationOptions(client)).options, WEB_ORIGIN, { userVerified: false });
    expectError(await client.post('/v1/auth/passkeys', { response: unverified.answer }), 400, 'PASSKEY_INVALID', { reason: expect.stringContaining('verif') });

    const good = authenticator.register((await registrationOptions(client)).options, WEB_ORIGIN);
    expect((await client.post('/v1/auth/passkeys', { response: good.answer })).status).toBe(201);
    expectError(await client.post('/v1/auth/passkeys', { response: good.answer }), 410, 'CHALLENGE_EXPIRED');
    expect((await client.get<{ passkeys: Passkey[] }>('/v1/auth/passkeys')).body.passkeys).toHaveLength(1);
  });

  it('answers another person\'s registration challenge with 410 CHALLENGE_EXPIRED, and a registration options expire after 5 minutes', async () => {
    const alice = await signedIn((await api.user()).email);
    const mallory = await signedIn((await api.user()).email);
    const forAlice = new SoftwareAuthenticator().register((await registrationOptions(alice)).options, WEB_ORIGIN);
    expectError(await mallory.post('/v1/auth/passkeys', { response: forAlice.answer }), 410, 'CHALLENGE_EXPIRED');

    const late = new SoftwareAuthenticator().register((await registrationOptions(alice)).options, WEB_ORIGIN);
    api.clock.advance(5 * MINUTE);
    expectError(await alice.post('/v1/auth/passkeys', { response: late.answer }), 410, 'CHALLENGE_EXPIRED');
    expect((await alice.get<{ passkeys: Passkey[] }>('/v1/auth/passkeys')).body.passkeys).toEqual([]);
  });

  it('keeps them session-only: API keys get 403 SESSION_AUTH_REQUIRED, nobody 401, a change from another site 403', async () => {
    const person = await api.user();
    for (const [method, path] of [['POST', '/v1/auth/passkeys/registration-options'], ['POST', '/v1/auth/passkeys'], ['GET', '/v1/auth/passkeys'], ['DELETE', '/v1/auth/passkeys/pky_00000000000000000000']] as const) {
      const body = method === 'GET' ? {} : { body: {} };
      expectError(await person.request(method, path, body), 403, 'SESSION_AUTH_REQUIRED');
      expectError(await api.anonymous.request(method, path, body), 401, 'AUTH_REQUIRED');
    }
    const { token } = await signIn(api.url, api.outboxDir, person.email);
    expectError(await sessionClient(api.url, token, 'https://evil.test').post('/v1/auth/passkeys/registration-options'), 403, 'CROSS_ORIGIN_REFUSED');
    expectError(await sessionClient(api.url, token, null).post('/v1/auth/passkeys/registration-options'), 403, 'CROSS_ORIGIN_REFUSED');
  });
});

describe('signing in with a passkey', () => {
  it('opens a session in the passkey\'s account with the cookie of a link sign-in, and says nothing of the address', async () => {
    const person = await api.user();
    const authenticator = new SoftwareAuthenticator();
    const { added } = await addPasskey(await signedIn(person.email), authenticator);
    expect(added.status, added.text).toBe(201);
    // Signing in by link verified the address; a passkey must not vouch for one.
    await api.db('people').where({ id: person.personId }).update({ email_verified_at: null });

    api.clock.advance(MINUTE);
    const { challengeId, options } = await signInOptions();
    expect(challengeId).toMatch(/^pkc_/);
    expect(options).toMatchObject({ rpId: 'dsp.test', userVerification: 'required' });
    const opened = await page().post('/v1/auth/passkey-sign-in', { challengeId, response: authenticator.signIn(options, WEB_ORIGIN) });
    expect(opened.status, opened.text).toBe(201);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(opened.body).toMatchObject({ user: { id: person.personId, email: person.email, emailVerified: false }, workspace: { id: person.workspaceId, kind: 'personal' } });
    const cookie = opened.headers.getSetCookie()[0]!;
    expect(cookie).toMatch(/^__Host-dsp_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=7776000; HttpOnly; SameSite=Lax; Secure$/);

    const session = sessionClient(api.url, sessionTokenOf(opened));
    expect((await session.get('/v1/auth/session')).body).toMatchObject({ user: { id: person.personId } });
    expect((await session.post('/v1/diagrams', { mermaid: 'flowchart LR\n  A --> B' })).status).not.toBe(401);
    expect((await session.get<{ passkeys: Passkey[] }>('/v1/auth/passkeys')).body.passkeys).toEqual([{ ...added.body, lastUsedAt: api.clock.iso() }]);
  });

  it('works across instances: options from one, the answer to another', async () => {
    const person = await api.user();
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(await signedIn(person.email), authenticator)).added.status).toBe(201);
    const other = await api.instance();
    const { challengeId, options } = await signInOptions();
    const opened = await page(other.url).post('/v1/auth/passkey-sign-in', { challengeId, response: authenticator.signIn(options, WEB_ORIGIN) });
    expect(opened.status, opened.text).toBe(201);
    expect(opened.body).toMatchObject({ user: { id: person.personId } });
  });

  it('refuses an answer made on another origin, and a page of another site', async () => {
    const person = await api.user();
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(await signedIn(person.email), authenticator)).added.status).toBe(201);

    const phished = await signInOptions();
    const answer = authenticator.signIn(phished.options, 'https://dsp.test.evil.example');
    const refused = await page().post('/v1/auth/passkey-sign-in', { challengeId: phished.challengeId, response: answer });
    expectError(refused, 400, 'PASSKEY_INVALID', { reason: expect.stringContaining('origin') });
    expect(refused.headers.getSetCookie()).toEqual([]);

    const fromElsewhere = await signInOptions();
    const foreign = apiClient(api.url, { origin: 'https://evil.test' });
    expectError(await foreign.post('/v1/auth/passkey-sign-in', { challengeId: fromElsewhere.challengeId, response: authenticator.signIn(fromElsewhere.options, WEB_ORIGIN) }), 403, 'CROSS_ORIGIN_REFUSED');
  });

  it('spends a challenge once: a replayed answer, or another answer to it, is 410 CHALLENGE_EXPIRED', async () => {
    const person = await api.user();
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(await signedIn(person.email), authenticator)).added.status).toBe(201);
    const { challengeId, options } = await signInOptions();
    const answer = authenticator.signIn(options, WEB_ORIGIN);
    expect((await page().post('/v1/auth/passkey-sign-in', { challengeId, response: answer })).status).toBe(201);
    expectError(await page().post('/v1/auth/passkey-sign-in', { challengeId, response: answer }), 410, 'CHALLENGE_EXPIRED');
    expectError(await page().post('/v1/auth/passkey-sign-in', { challengeId, response: authenticator.signIn(options, WEB_ORIGIN) }), 410, 'CHALLENGE_EXPIRED');
    expectError(await page().post('/v1/auth/passkey-sign-in', { challengeId: 'pkc_00000000000000000000', response: answer }), 410, 'CHALLENGE_EXPIRED');
    // The answer names its challenge: one answered for another challenge id does not verify.
    const first = await signInOptions();
    const second = await signInOptions();
    expectError(await page().post('/v1/auth/passkey-sign-in', { challengeId: second.challengeId, response: authenticator.signIn(first.options, WEB_ORIGIN) }), 400, 'PASSKEY_INVALID');
  });

  it('lets sign-in options expire after 5 minutes on the service\'s clock', async () => {
    const person = await api.user();
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(await signedIn(person.email), authenticator)).added.status).toBe(201);
    const inTime = await signInOptions();
    const late = await signInOptions();
    api.clock.advance(5 * MINUTE - SECOND);
    expect((await page().post('/v1/auth/passkey-sign-in', { challengeId: inTime.challengeId, response: authenticator.signIn(inTime.options, WEB_ORIGIN) })).status).toBe(201);
    api.clock.advance(SECOND);
    expectError(await page().post('/v1/auth/passkey-sign-in', { challengeId: late.challengeId, response: authenticator.signIn(late.options, WEB_ORIGIN) }), 410, 'CHALLENGE_EXPIRED');
  });

  it('refuses a removed passkey with 401 PASSKEY_UNKNOWN, and one whose counter went back (a clone) with 400 PASSKEY_INVALID', async () => {
    const person = await api.user();
    const client = await signedIn(person.email);
    const authenticator = new SoftwareAuthenticator();
    const kept = await addPasskey(client, authenticator);
    const gone = await addPasskey(client, authenticator);
    expect((await client.request('DELETE', `/v1/auth/passkeys/${gone.added.body.id}`)).status).toBe(200);

    const removed = await signInOptions();
    expectError(await page().post('/v1/auth/passkey-sign-in', { challengeId: removed.challengeId, response: authenticator.signIn(removed.options, WEB_ORIGIN, { passkey: gone.passkey }) }), 401, 'PASSKEY_UNKNOWN', { signInUrl: `${WEB_ORIGIN}/sign-in` });

    const twice = await signInOptions();
    expect((await page().post('/v1/auth/passkey-sign-in', { challengeId: twice.challengeId, response: authenticator.signIn(twice.options, WEB_ORIGIN, { passkey: kept.passkey, counter: 7 }) })).status).toBe(201);
    const cloned = await signInOptions();
    expectError(await page().post('/v1/auth/passkey-sign-in', { challengeId: cloned.challengeId, response: authenticator.signIn(cloned.options, WEB_ORIGIN, { passkey: kept.passkey, counter: 3 }) }), 400, 'PASSKEY_INVALID', { reason: expect.stringContaining('counter') });
  });

  it('refuses an answer without user verification', async () => {
    const person = await api.user();
    const authenticator = new SoftwareAuthenticator();
    expect((await addPasskey(await signedIn(person.email), authenticator)).added.status).toBe(201);
    const { challengeId, options } = await signInOptions();
    expectError(await page().post('/v1/auth/passkey-sign-in', { challengeId, response: authenticator.signIn(options, WEB_ORIGIN, { userVerified: false }) }), 400, 'PASSKEY_INVALID');
  });
});
