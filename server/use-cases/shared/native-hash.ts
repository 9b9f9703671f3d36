import { createHash } from 'node:crypto';
import { hashJson as hashJsonWith, hashScene as hashSceneWith, type ContentHash } from '../../../engine/index.js';

/**
 * The engine's content hashes (engine/hash) computed with Node's native SHA-256. The
 * engine hashes in pure JavaScript (@noble/hashes) so that it runs in browsers too; on the
 * server, a create hashed its scene and the SVG of its drawing that way, and the two took
 * about a third of the event loop's time per create (bench/load.ts, profiled: 2.0 of 6.3 s
 * in createDiagram). SHA-256 is SHA-256: these give the engine's digests exactly
 * (test/server/native-hash.test.ts compares them).
 */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** hashJson (engine/hash) with the native digest. */
export function hashJson(value: unknown): ContentHash {
  return hashJsonWith(value, sha256Hex);
}

/** hashScene (engine/hash) with the native digest. */
export function hashScene(scene: object): ContentHash {
  return hashSceneWith(scene, sha256Hex);
}
