import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/**
 * A self-signed TLS certificate for 127.0.0.1 and localhost, made in the test (no openssl,
 * no key in the repository): an ECDSA P-256 key and an X.509 v3 certificate written in DER
 * by hand, valid for a day. For an https server on loopback in tests, such as a client
 * metadata document the service fetches with its development loopback allowance.
 */
export function selfSignedCertificate(): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  const ecdsaWithSha256 = seq(oid('1.2.840.10045.4.3.2'));
  const name = seq(set(seq(oid('2.5.4.3'), tlv(0x0c, Buffer.from('127.0.0.1')))));
  const now = Date.now();
  const serial = randomBytes(16);
  serial[0] = serial[0]! & 0x7f;
  const subjectAltName = seq(tlv(0x87, Buffer.from([127, 0, 0, 1])), tlv(0x82, Buffer.from('localhost')));
  const tbs = seq(
    tlv(0xa0, integer(Buffer.from([2]))),
    integer(serial),
    ecdsaWithSha256,
    name,
    seq(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 24 * 3600_000))),
    name,
    spki,
    tlv(0xa3, seq(seq(oid('2.5.29.17'), tlv(0x04, subjectAltName)))),
  );
  const certificate = seq(tbs, ecdsaWithSha256, tlv(0x03, Buffer.concat([Buffer.from([0]), sign('sha256', tbs, privateKey)])));
  return {
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    cert: `-----BEGIN CERTIFICATE-----\n${certificate.toString('base64').replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----\n`,
  };
}

function tlv(tag: number, content: Buffer): Buffer {
  let length: Buffer;
  if (content.length < 128) {
    length = Buffer.from([content.length]);
  } else {
    const bytes: number[] = [];
    for (let n = content.length; n > 0; n >>= 8) bytes.unshift(n & 255);
    length = Buffer.from([0x80 | bytes.length, ...bytes]);
  }
  return Buffer.concat([Buffer.from([tag]), length, content]);
}

const seq = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));
const integer = (bytes: Buffer) => tlv(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);

function oid(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const base128 = [arc & 127];
    for (let n = arc >> 7; n > 0; n >>= 7) base128.unshift((n & 127) | 128);
    bytes.push(...base128);
  }
  return tlv(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, '').slice(2, 14);
  return tlv(0x17, Buffer.from(`${text}Z`));
}
