import { zipSync, type Zippable } from 'fflate';

/** The compression level of every entry: fixed, so the same files always give the same bytes. */
const LEVEL = 6;

/**
 * The DOS time of every entry: the pack's effective time. fflate writes the local-time
 * fields of the Date it gets, so the Date is built from the UTC fields: the entries carry
 * the same time on a server in any time zone.
 */
function entryTime(iso: string): Date {
  const at = new Date(iso);
  return new Date(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate(), at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds());
}

/** A deterministic zip: entries in the order given, one fixed time and level, no extra fields or comments. */
export function deterministicZip(files: Array<[name: string, bytes: Uint8Array]>, effectiveAt: string): Uint8Array {
  const mtime = entryTime(effectiveAt);
  const entries: Zippable = {};
  for (const [name, bytes] of files) entries[name] = [bytes, { level: LEVEL, mtime }];
  return zipSync(entries, { level: LEVEL, mtime });
}
