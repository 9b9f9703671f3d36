import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A WebAuthn authenticator in software, for tests of the service's passkeys: it makes real
 * registration answers ('none' attestation, an ES256 key in COSE form) and real sign-in
 * answers (ECDSA signatures over authenticatorData and the client data's hash), shaped as
 * @simplewebauthn/browser hands them to a page, so the server's library verifies them as it
 * would a phone's. It plays the browser too: it writes clientDataJSON with the origin it is
 * told (a page on another site is one wrong origin away).
 */

/** What the browser puts in the JSON a page sends (base64url strings). */
export interface RegistrationAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; attestationObject: string; transports: string[] };
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: 'platform';
}

export interface SignInAnswer {
  id: string;
  rawId: string;
  type: 'public-key';
  response: { clientDataJSON: string; authenticatorData: string; signature: string; userHandle?: string };
  clientExtensionResults: Record<string, never>;
  authenticatorAttachment: 'platform';
}

/** One passkey the authenticator holds. */
export interface HeldPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  /** The signature counter, raised before every signature. */
  counter: number;
}

// --- CBOR (RFC 8949), only what attestation objects and COSE keys use ---
interface CborRecord {
  [key: string]: Cbor;
}
type Cbor = number | string | Uint8Array | CborRecord;

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  return cborMap(Object.entries(value));
}

/** A CBOR map with keys of any kind (COSE keys are integers), in the order given. */
function cborMap(entries: Array<[Cbor, Cbor]>): Buffer {
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** authenticatorData flags (WebAuthn 6.1). */
const FLAGS = { userPresent: 0x01, userVerified: 0x04, attestedData: 0x40 };

function counterBytes(counter: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(counter, 0);
  return out;
}

export interface Ceremony {
  /** The page's origin the browser writes into clientDataJSON. */
  origin: string;
  /** The options' challenge (base64url), as the page passes it on. */
  challenge: string;
  /** Whether the authenticator verified its user (a PIN, a finger); default yes. */
  userVerified?: boolean;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', ceremony: Ceremony): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge: ceremony.challenge, origin: ceremony.origin, crossOrigin: false }), 'utf8');
}

function flags(ceremony: Ceremony, extra = 0): number {
  return FLAGS.userPresent | (ceremony.userVerified === false ? 0 : FLAGS.userVerified) | extra;
}

/** The ES256 public key in COSE_Key form (RFC 9053: kty EC2, alg -7, crv P-256, x, y). */
function coseKey(privateKey: KeyObject): Buffer {
  const jwk = privateKey.export({ format: 'jwk' });
  return cborMap([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')]]);
}

export class SoftwareAuthenticator {
  readonly passkeys: HeldPasskey[] = [];

  /**
   * navigator.credentials.create with a service's registration options: makes a passkey for
   * the options' RP ID and user, and answers with a 'none' attestation.
   */
  register(options: { rp: { id?: string }; user: { id: string }; challenge: string }, origin: string, extra: Partial<Ceremony> = {}): { answer: RegistrationAnswer; passkey: HeldPasskey } {
    const ceremony: Ceremony = { origin, challenge: options.challenge, ...extra };
    const rpId = options.rp.id ?? new URL(origin).hostname;
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const passkey: HeldPasskey = { credentialId: randomBytes(32), privateKey, rpId, userHandle: options.user.id, counter: 0 };
    const credentialLength = Buffer.alloc(2);
    credentialLength.writeUInt16BE(passkey.credentialId.length, 0);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags(ceremony, FLAGS.attestedData)]),
      counterBytes(passkey.counter),
      Buffer.alloc(16), // AAGUID: none (a software authenticator)
      credentialLength,
      passkey.credentialId,
      coseKey(privateKey),
    ]);
    this.passkeys.push(passkey);
    const id = passkey.credentialId.toString('base64url');
    return {
      passkey,
      answer: {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: clientData('webauthn.create', ceremony).toString('base64url'),
          attestationObject: cbor({ fmt: 'none', attStmt: {}, authData }).toString('base64url'),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      },
    };
  }

  /**
   * navigator.credentials.get with a service's sign-in options: signs the challenge with a
   * passkey it holds for the RP ID (the first, or the one given), raising its counter
   * (`counter` sets it instead: a cloned authenticator reports a lower one).
   */
  signIn(options: { rpId?: string; challenge: string }, origin: string, extra: Partial<Ceremony> & { passkey?: HeldPasskey; counter?: number } = {}): SignInAnswer {
    const ceremony: Ceremony = { origin, challenge: options.challenge, ...extra };
    const rpId = options.rpId ?? new URL(origin).hostname;
    const passkey = extra.passkey ?? this.passkeys.find((held) => held.rpId === rpId);
    if (!passkey) throw new Error(`the software authenticator holds no passkey for ${rpId}`);
    passkey.counter = extra.counter ?? passkey.counter + 1;
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags(ceremony)]), counterBytes(passkey.counter)]);
    const data = clientData('webauthn.get', ceremony);
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), passkey.privateKey);
    const id = passkey.credentialId.toString('base64url');
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: { clientDataJSON: data.toString('base64url'), authenticatorData: authData.toString('base64url'), signature: signature.toString('base64url'), userHandle: passkey.userHandle },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
