/**
 * The keys that sign and check image links, derived from the server secret (`DSP_SECRET`,
 * or the data directory's `secret` file): never from the database, so a copy of the
 * database cannot sign a link.
 */
export interface ImageLinkKeys {
  /** Signs new links (from the current secret). */
  sign: Buffer;
  /** Keys a link may be signed with: the current one, then the previous secret's during a rotation. */
  accepted: readonly Buffer[];
  /** The current key's id: safe to store and log, useless for signing (see keyId). */
  id: string;
  /** The previous secret's key id, during a rotation. */
  previousId?: string;
}
