import { randomInt } from 'node:crypto';
import { anonymizeScene, bundledFonts } from '../../../entry/node.js';
import type { DiagramRow } from '../../db/repositories/diagrams.js';
import { keyedCaller, type Principal } from '../accounts/index.js';
import type { DiagramDeps } from '../shared/index.js';

/** One version of a diagram as support will see it: the anonymized copy (with its seed), or the version as it is. */
export interface VersionCopy {
  revision: number;
  anonymized: boolean;
  svg: string;
  /** The substitution's seed, when anonymized: the same seed draws the same copy. */
  seed?: number;
}

/** A new random seed (an unsigned 32-bit integer, as engine/anonymize takes) for a substitution nobody asked to repeat. */
export function randomSeed(): number {
  return randomInt(0, 2 ** 32);
}

/**
 * Draws a version for support. Anonymized: engine/anonymize swaps every text for neutral
 * words of the same widths (seeded, deterministic) and the copy is drawn afresh, without
 * the version's stamp (it names the diagram). As it is: the version's stored SVG. An
 * unknown revision is 404 REVISION_NOT_FOUND (the revision store's).
 */
export async function versionCopy(deps: DiagramDeps, principal: Principal, diagram: DiagramRow, revision: number, anonymize: boolean, seed: number): Promise<VersionCopy> {
  const stored = await deps.revisions.get(deps.db, diagram.id, revision);
  if (!anonymize) return { revision, anonymized: false, svg: stored.row.svg };
  const copy = anonymizeScene(stored.scene, { seed, fonts: await bundledFonts() });
  const drawn = await deps.drawer.draw({ scene: copy }, keyedCaller(principal));
  return { revision, anonymized: true, svg: drawn.svg, seed };
}
