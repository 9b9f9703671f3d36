import { ERRORS } from './error-codes.js';
import type { RouteDoc } from './route-doc-types.js';

/** Passkeys (docs/people.md "Passkeys"), in the catalogue after signing in and sessions. */
const always = ERRORS.always;
const body = ERRORS.body;
const session = ['AUTH_REQUIRED', 'SESSION_AUTH_REQUIRED', 'SESSION_EXPIRED', 'CROSS_ORIGIN_REFUSED', ...always] as const;
const base64url = (description: string) => ({ type: 'string', description, pattern: '^[A-Za-z0-9_-]*={0,2}$' });
const credential = (response: Record<string, unknown>, required: string[]) => ({
  type: 'object',
  description: 'The credential as @simplewebauthn/browser (or PublicKeyCredential.toJSON()) gives it, base64url fields; other fields WebAuthn adds are passed on.',
  required: ['id', 'rawId', 'type', 'response'],
  properties: {
    id: base64url('The credential id.'),
    rawId: base64url('The credential id.'),
    type: { const: 'public-key' },
    response: { type: 'object', required, properties: response },
    clientExtensionResults: { type: 'object' },
    authenticatorAttachment: { enum: ['platform', 'cross-platform'] },
  },
});
const registration = credential({ clientDataJSON: base64url('The client data.'), attestationObject: base64url('The attestation object.'), transports: { type: 'array', items: { type: 'string' }, maxItems: 10 } }, ['clientDataJSON', 'attestationObject']);
const assertion = credential({ clientDataJSON: base64url('The client data.'), authenticatorData: base64url('The authenticator data.'), signature: base64url('The signature.'), userHandle: base64url('The user handle.') }, ['clientDataJSON', 'authenticatorData', 'signature']);
const jsonBody = (properties: Record<string, unknown>, required: string[]) => ({ 'application/json': { type: 'object', required, additionalProperties: false, properties } });
const passkey = ['id', 'name', 'createdAt', 'lastUsedAt'];

export const PASSKEY_ROUTE_DOCS: readonly RouteDoc[] = [
  { method: 'post', path: '/v1/auth/passkeys/registration-options', operationId: 'passkeyRegistrationOptions', tag: 'people', summary: 'The options for navigator.credentials.create (startRegistration of @simplewebauthn/browser): a discoverable passkey with user verification, for 5 minutes, once. Reads no body.', access: 'session', answer: { status: 200, description: '{options, expiresAt}', type: 'json', properties: ['options', 'expiresAt'] }, errors: ['LIMIT_REACHED', ...session] },
  { method: 'post', path: '/v1/auth/passkeys', operationId: 'addPasskey', tag: 'people', summary: 'Verifies the browser\'s answer to the registration options and keeps the passkey.', access: 'session', rawBody: jsonBody({ response: registration, name: { type: 'string', minLength: 1, maxLength: 60, description: 'What the list calls it (default "Passkey added <date>").' } }, ['response']), answer: { status: 201, description: '{id, name, createdAt, lastUsedAt}', type: 'json', properties: passkey }, errors: [...body, 'PASSKEY_INVALID', 'CHALLENGE_EXPIRED', 'PASSKEY_EXISTS', 'LIMIT_REACHED', ...session] },
  { method: 'get', path: '/v1/auth/passkeys', operationId: 'listPasskeys', tag: 'people', summary: 'The person\'s passkeys, newest first.', access: 'session', answer: { status: 200, description: '{passkeys: [{id, name, createdAt, lastUsedAt}]}', type: 'json', properties: ['passkeys'] }, errors: session },
  { method: 'delete', path: '/v1/auth/passkeys/{passkeyId}', operationId: 'removePasskey', tag: 'people', summary: 'Removes one of the person\'s passkeys: it signs nobody in from now on.', access: 'session', parameters: [{ name: 'passkeyId', in: 'path', required: true, description: 'The passkey\'s id (pky_…).', schema: { type: 'string' } }], answer: { status: 200, description: '{id, removed: true}', type: 'json', properties: ['id', 'removed'] }, errors: ['NOT_FOUND', ...session] },
  { method: 'post', path: '/v1/auth/passkey-sign-in/options', operationId: 'passkeySignInOptions', tag: 'people', summary: 'The options for navigator.credentials.get (startAuthentication of @simplewebauthn/browser) and the challenge\'s id, for 5 minutes, once. Reads no body.', access: 'keyless', answer: { status: 200, description: '{challengeId, options, expiresAt}', type: 'json', properties: ['challengeId', 'options', 'expiresAt'] }, errors: always },
  { method: 'post', path: '/v1/auth/passkey-sign-in', operationId: 'signInWithPasskey', tag: 'people', summary: 'Verifies a passkey\'s answer to the sign-in options and opens a session in its account, as POST /v1/auth/session does (the same cookie and answer); the address is not verified by it.', access: 'keyless', rawBody: jsonBody({ challengeId: { type: 'string', maxLength: 60, description: 'The challengeId of the options.' }, response: assertion }, ['challengeId', 'response']), answer: { status: 201, description: '{user, workspace, workspaces}', type: 'json', properties: ['user', 'workspace', 'workspaces'] }, errors: [...body, 'PASSKEY_INVALID', 'PASSKEY_UNKNOWN', 'CHALLENGE_EXPIRED', 'CROSS_ORIGIN_REFUSED', ...always] },
];
