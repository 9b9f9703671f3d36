import { WebAuthnError } from '@simplewebauthn/browser';
import { describe, expect, it } from 'vitest';
import { ceremonyFailure } from '../../app/pages/passkey-ceremonies.js';

// What the dashboard says when the browser's passkey prompt fails (app/pages/passkey-ceremonies.ts):
// each refusal a person can meet, in words that say what to do.
const WEB_URL = 'https://diagrams.example.org';
const domException = (name: string) => Object.assign(new Error('the browser said no'), { name });
const libraryError = (code: ConstructorParameters<typeof WebAuthnError>[0]['code'], name: string) => new WebAuthnError({ message: 'said no', code, cause: domException(name), name });

describe('passkey prompt failures', () => {
  it('a closed or timed-out prompt changed nothing', () => {
    const said = 'The passkey prompt was closed or timed out; nothing changed. Try again when ready.';
    expect(ceremonyFailure(domException('NotAllowedError'), WEB_URL)).toBe(said);
    expect(ceremonyFailure(libraryError('ERROR_CEREMONY_ABORTED', 'AbortError'), WEB_URL)).toBe(said);
  });

  it('a page on another host than the passkeys\' one is told where they work', () => {
    const said = 'Passkeys of this service belong to diagrams.example.org; open the dashboard at that address to use one.';
    expect(ceremonyFailure(libraryError('ERROR_INVALID_RP_ID', 'SecurityError'), WEB_URL)).toBe(said);
    expect(ceremonyFailure(libraryError('ERROR_INVALID_DOMAIN', 'SecurityError'), WEB_URL)).toBe(said);
    expect(ceremonyFailure(domException('SecurityError'), WEB_URL)).toBe(said);
  });

  it('a device that holds one of the person\'s passkeys already, and anything else with the browser\'s words', () => {
    expect(ceremonyFailure(libraryError('ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED', 'InvalidStateError'), WEB_URL)).toBe('This device holds a passkey of yours already; use that one, or add one on another device.');
    expect(ceremonyFailure(new Error('no authenticator'), WEB_URL)).toBe('The browser could not use a passkey: no authenticator');
  });
});
