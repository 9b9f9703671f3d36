/**
 * What a log line may not hold: the credentials a client can put in a path or URL. The one
 * function every log line's path or URL goes through (request log, error log, the app's
 * last-resort error handler), so a new credential shape is redacted everywhere at once.
 */

// An API key: the prefix spelled plainly or percent-encoded, then any run of hex (a key cut short too).
const KEY_SHAPED = /dsp(?:_|%5f)sk(?:_|%5f)[0-9a-f]*/gi;

// The {ref} of a keyless address ({web path}/d/{ref}, /v1/public/diagrams/{ref}, with
// @revision, .svg/.png or /report after it): a share link's token unless it is a diagram's
// id (published ids are public). Anything else there is redacted, whatever its shape or
// encoding, since the router decodes it before looking it up. Case-insensitive, as the
// router's matching is.
const PUBLIC_REF = /(\/(?:d|v1\/public\/diagrams)\/)([^/?#@.]+)/gi;
const DIAGRAM_ID = /^dgm_[A-Za-z0-9]+$/;

// A share-link token (22 base62 characters, server/ids.ts) pasted anywhere else in a path.
const TOKEN_SHAPED = /(?<![A-Za-z0-9_])[A-Za-z0-9]{22}(?![A-Za-z0-9_])/g;

// Query values that are credentials: a signed image link's signature, tokens of any name.
const CREDENTIAL_PARAMETER = /([?&](?:signature|token|access_token|api_key|apikey)=)[^&#]*/gi;

export const REDACTED = '[redacted]';

/**
 * The path or URL with every credential in it replaced: API keys (dsp_sk_[redacted]), the
 * ref of a keyless address unless it is a diagram id, anything shaped like a share-link
 * token, and the values of credential query parameters. Over-redacts on purpose (a
 * diagram's own 22-character key is hidden too): a log line must never open anything.
 */
export function redactForLog(text: string): string {
  return text
    .replace(KEY_SHAPED, 'dsp_sk_[redacted]')
    .replace(PUBLIC_REF, (whole, prefix: string, ref: string) => (DIAGRAM_ID.test(ref) ? whole : `${prefix}${REDACTED}`))
    .replace(TOKEN_SHAPED, REDACTED)
    .replace(CREDENTIAL_PARAMETER, `$1${REDACTED}`);
}
