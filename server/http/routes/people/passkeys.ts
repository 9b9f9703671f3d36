import type Router from '@koa/router';
import type { Middleware } from 'koa';
import * as v from 'valibot';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { readJsonObject } from '../../bodies/body.js';
import { checkEnvelope } from '../../../use-cases/shared/index.js';
import { signedInOf, type AppContext, type RequestState } from '../../state.js';
import type { Limits } from '../../rate-limit.js';
import type { SessionAccess } from '../../auth.js';
import { setSessionCookie } from '../../session-cookie.js';
import { refuseForeignOrigin } from '../../same-origin.js';
import {
  addPasskey, listPasskeys, passkeyRegistrationOptions, passkeySignInOptions, relyingPartyFor, removePasskey, signInWithPasskey, type PasskeyDeps, type PeopleDeps,
} from '../../../use-cases/people/index.js';

/** A base64url field of a browser's passkey answer. */
const base64url = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^[A-Za-z0-9_-]*={0,2}$/, 'Expected base64url.'));
/** Fields WebAuthn adds over time (authenticatorAttachment, extension results) are passed on to the library, not refused. */
const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: v.literal('public-key'),
  clientExtensionResults: v.optional(v.looseObject({}), {}),
  authenticatorAttachment: v.optional(v.picklist(['platform', 'cross-platform'])),
};

/** What startRegistration of @simplewebauthn/browser resolves to. */
export const RegistrationResponseBody = v.looseObject({
  ...credentialFields,
  response: v.looseObject({
    clientDataJSON: base64url(8_192),
    attestationObject: base64url(65_536),
    transports: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(20))), v.maxLength(10))),
  }),
});

/** What startAuthentication of @simplewebauthn/browser resolves to. */
export const AuthenticationResponseBody = v.looseObject({
  ...credentialFields,
  response: v.looseObject({
    clientDataJSON: base64url(8_192),
    authenticatorData: base64url(8_192),
    signature: base64url(1_024),
    userHandle: v.optional(base64url(256)),
  }),
});

export const AddPasskeyBody = v.strictObject({
  response: RegistrationResponseBody,
  name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'A name needs a character.'), v.maxLength(60))),
});
export const PasskeySignInBody = v.strictObject({
  challengeId: v.pipe(v.string(), v.minLength(1), v.maxLength(60)),
  response: AuthenticationResponseBody,
});

export interface PasskeyRouteDeps {
  people: PeopleDeps;
  limits: Limits;
  sessions: SessionAccess;
  requireSession: Middleware<RequestState>;
  /** DSP_BASE_URL: its origin may ask for passkeys too when it is on the website's host. */
  baseUrl?: string;
}

function noStore(ctx: AppContext): void {
  ctx.set('Cache-Control', 'no-store');
}

/** Passkeys: a signed-in person adds, lists and removes them; anyone signs in with one (docs/people.md). */
export function mountPasskeys(router: Router<RequestState>, deps: PasskeyRouteDeps): void {
  const { limits, sessions, requireSession } = deps;
  const passkeyDeps: PasskeyDeps = { db: deps.people.db, clock: deps.people.clock, webUrl: deps.people.webUrl, relyingParty: relyingPartyFor(deps.people.webUrl, deps.baseUrl) };

  router.post('/v1/auth/passkeys/registration-options', requireSession, async (ctx) => {
    noStore(ctx);
    ctx.body = await passkeyRegistrationOptions(passkeyDeps, signedInOf(ctx).person);
  });

  router.post('/v1/auth/passkeys', requireSession, async (ctx) => {
    const body = checkEnvelope(AddPasskeyBody, await readJsonObject(ctx));
    const added = await addPasskey(passkeyDeps, signedInOf(ctx).person, body.response as unknown as RegistrationResponseJSON, body.name);
    ctx.status = 201;
    noStore(ctx);
    ctx.body = added;
  });

  router.get('/v1/auth/passkeys', requireSession, async (ctx) => {
    noStore(ctx);
    ctx.body = await listPasskeys(passkeyDeps, signedInOf(ctx).person.id);
  });

  router.delete('/v1/auth/passkeys/:passkeyId', requireSession, async (ctx) => {
    noStore(ctx);
    ctx.body = await removePasskey(passkeyDeps, signedInOf(ctx).person.id, ctx.params.passkeyId!);
  });

  router.post('/v1/auth/passkey-sign-in/options', async (ctx) => {
    await limits.byAddress(ctx);
    noStore(ctx);
    ctx.body = await passkeySignInOptions(passkeyDeps);
  });

  // Sets the session cookie as POST /v1/auth/session does: a page of another site may not.
  router.post('/v1/auth/passkey-sign-in', async (ctx) => {
    await limits.byAddress(ctx);
    refuseForeignOrigin(ctx, sessions.origins);
    const body = checkEnvelope(PasskeySignInBody, await readJsonObject(ctx));
    const opened = await signInWithPasskey(passkeyDeps, body.challengeId, body.response as unknown as AuthenticationResponseJSON, ctx.get('user-agent') || null);
    setSessionCookie(ctx, sessions.cookie, opened.token, opened.expiresAt, passkeyDeps.clock());
    ctx.status = 201;
    noStore(ctx);
    ctx.body = opened.answer;
  });
}
