import { browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api, type PasskeyEntry, type Session } from '../api.js';
import { pageConfig } from '../page-config.js';

/**
 * The two WebAuthn ceremonies of the dashboard, each three steps against the service
 * (server/http/routes/people/passkeys.ts): ask for options, let the browser make or use a passkey
 * (@simplewebauthn/browser calls navigator.credentials), and send its answer back.
 */

/** False in a browser without WebAuthn: the pages then offer no passkey button. */
export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/** Adds a passkey to the signed-in person (POST registration-options, the browser's prompt, POST /v1/auth/passkeys). */
export async function registerPasskey(name: string | undefined): Promise<PasskeyEntry> {
  const { options } = await api<{ options: PublicKeyCredentialCreationOptionsJSON }>('POST', '/v1/auth/passkeys/registration-options');
  const response = await browserStep(() => startRegistration({ optionsJSON: options }));
  return api<PasskeyEntry>('POST', '/v1/auth/passkeys', name ? { response, name } : { response });
}

/** Signs this browser in with a passkey it holds (the service sets the session cookie); answers the new session. */
export async function signInWithPasskey(): Promise<Session> {
  const { challengeId, options } = await api<{ challengeId: string; options: PublicKeyCredentialRequestOptionsJSON }>('POST', '/v1/auth/passkey-sign-in/options');
  const response = await browserStep(() => startAuthentication({ optionsJSON: options }));
  return api<Session>('POST', '/v1/auth/passkey-sign-in', { challengeId, response });
}

/** The browser's part, with its refusals put in words a person can act on. */
async function browserStep<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw new Error(ceremonyFailure(error, pageConfig().webUrl));
  }
}

/** What to tell a person when the browser's passkey prompt failed (exported for its unit test). */
export function ceremonyFailure(error: unknown, webUrl: string): string {
  const code = error instanceof WebAuthnError ? error.code : '';
  const name = error instanceof Error ? error.name : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return 'This device holds a passkey of yours already; use that one, or add one on another device.';
  if (code === 'ERROR_INVALID_DOMAIN' || code === 'ERROR_INVALID_RP_ID' || name === 'SecurityError') {
    return `Passkeys of this service belong to ${hostOf(webUrl)}; open the dashboard at that address to use one.`;
  }
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'NotAllowedError' || name === 'AbortError') {
    return 'The passkey prompt was closed or timed out; nothing changed. Try again when ready.';
  }
  return `The browser could not use a passkey: ${error instanceof Error ? error.message : String(error)}`;
}

function hostOf(webUrl: string): string {
  try {
    return new URL(webUrl).host;
  } catch {
    return webUrl;
  }
}
