import { brotliCompressSync, brotliDecompressSync, deflateSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';

/**
 * The encodings a fuzzed body is sent in: as it is, really compressed, or not what its
 * Content-Encoding says (plain bytes claimed as gzip or br, a gzip stream cut short, an
 * encoding the service does not know). Issue 27 (defect 3): a mismatched Kroki body was a 500.
 */
export type Encoding = 'none' | 'gzip' | 'br' | 'deflate' | 'claimed-gzip' | 'claimed-br' | 'truncated-gzip' | 'unknown';

const MISMATCHED: Encoding[] = ['claimed-gzip', 'claimed-br', 'truncated-gzip', 'unknown'];

/** The bytes on the wire and the Content-Encoding header for a body's text. */
export function encoded(body: string, encoding: Encoding): { body: Buffer; headers: Record<string, string> } {
  const plain = Buffer.from(body);
  const as = (bytes: Buffer, name: string) => ({ body: bytes, headers: { 'content-encoding': name } });
  switch (encoding) {
    case 'none':
      return { body: plain, headers: {} };
    case 'gzip':
      return as(gzipSync(plain), 'gzip');
    case 'br':
      return as(brotliCompressSync(plain), 'br');
    case 'deflate':
      return as(deflateSync(plain), 'deflate');
    case 'claimed-gzip':
      return as(plain, 'gzip');
    case 'claimed-br':
      return as(plain, 'br');
    case 'truncated-gzip': {
      const whole = gzipSync(plain);
      return as(whole.subarray(0, Math.max(1, Math.floor(whole.length / 2))), 'gzip');
    }
    case 'unknown':
      return as(plain, 'compress');
  }
}

/** Mostly plain bodies (so most requests reach deep), sometimes any of the others. */
export const bodyEncoding = fc.oneof(
  { weight: 20, arbitrary: fc.constant<Encoding>('none') },
  { weight: 1, arbitrary: fc.constantFrom<Encoding>('gzip', 'br', 'deflate', ...MISMATCHED) },
);

/** A body whose Content-Encoding is wrong or unknown: the probes of every body reader. */
export const mismatchedEncoding = fc.constantFrom<Encoding>(...MISMATCHED);

/** Printable ASCII only: Node's client refuses other bytes in a header value before sending. */
const headerText = fc.stringMatching(/^[\x20-\x7e]{0,40}$/).map((text) => text.trim());

/**
 * Request headers that change the answer's form (issue 27): Accept-Encoding, with the forms
 * that refuse the plain bytes (identity;q=0 and *;q=0 gave a 500 on any answer over 1 KB),
 * Accept, and If-None-Match. Each is present or not; half the requests send none.
 */
export const answerHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.record(
      {
        'accept-encoding': fc.oneof(
          { weight: 2, arbitrary: fc.constantFrom('identity;q=0', '*;q=0', 'gzip;q=0, identity;q=0, br;q=0, deflate;q=0', 'identity;q=0, x-unknown') },
          { weight: 1, arbitrary: fc.constantFrom('identity;q=0, gzip', '*;q=0, br;q=0.5', 'identity;q=0, deflate', 'br;q=0, *') },
          { weight: 1, arbitrary: fc.constantFrom('gzip', 'br', 'deflate', 'gzip, deflate, br', '*', 'identity', 'gzip;q=abc', ',;q=,', '') },
          { weight: 1, arbitrary: headerText },
        ),
        accept: fc.oneof(fc.constantFrom('application/json', 'image/svg+xml', 'image/png', 'text/html', '*/*', 'image/*;q=0', 'application/xml', ';;'), headerText),
        'if-none-match': fc.oneof(fc.constantFrom('*', 'W/"x"', '"', 'W/', ',,,', '"a", W/"b"'), headerText),
      },
      { requiredKeys: [] },
    ),
  },
);

/** An answer's body as its Content-Encoding says (so an error body can be read), or why it cannot be. */
export function decodedBody(bytes: Buffer, contentEncoding: string | undefined): { text: string } | { broken: string } {
  // A HEAD answer or a 304 names the encoding of a body it does not carry.
  if (bytes.length === 0) return { text: '' };
  try {
    switch (contentEncoding) {
      case undefined:
      case 'identity':
        return { text: bytes.toString() };
      case 'gzip':
        return { text: gunzipSync(bytes).toString() };
      case 'br':
        return { text: brotliDecompressSync(bytes).toString() };
      case 'deflate':
        return { text: inflateSync(bytes).toString() };
      default:
        return { broken: `an answer in an encoding the client cannot read (${contentEncoding})` };
    }
  } catch (error) {
    return { broken: `an answer that is not the ${contentEncoding} data its Content-Encoding says (${(error as Error).message})` };
  }
}
