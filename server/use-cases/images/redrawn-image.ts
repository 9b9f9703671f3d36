import { createHash } from 'node:crypto';
import type { DiagramRow } from '../../db/repositories/diagrams.js';
import { versionAddress, type DiagramDeps } from '../shared/index.js';
import type { DrawJob, DrawingCaller } from '../../ports/index.js';
import { IMAGE_TYPES, type VersionImage } from './version-image.js';

/** What a redrawn image is drawn with: today's engine, and optionally the colour diff from another revision. */
export interface RedrawOptions {
  scale?: number;
  /** Colour what changed since this revision (spec rendering rule 10); the caller checked it is another revision of the diagram. */
  from?: number;
}

const contentTag = (body: string | Uint8Array): string => `sha256:${createHash('sha256').update(body).digest('hex')}`;

/**
 * A version drawn again with today's engine (engine=current), or with what changed since
 * another revision coloured in (from=<revision>): never stored. Stamped with the version's
 * address like the stored image. Its ETag is the hash of the bytes drawn, so a client
 * holding them gets a 304, but the drawing is done on every request.
 */
export async function redrawnImage(
  deps: DiagramDeps,
  diagram: DiagramRow,
  revision: number,
  format: 'svg' | 'png',
  caller: DrawingCaller,
  options: RedrawOptions = {},
): Promise<VersionImage> {
  const stored = await deps.revisions.get(deps.db, diagram.id, revision);
  const job: DrawJob = { scene: stored.scene, stamp: versionAddress(deps, diagram.id, revision) };
  if (options.from !== undefined) {
    const base = await deps.revisions.get(deps.db, diagram.id, options.from);
    // Versions saved before their layout was kept are laid out again (the same placed positions).
    const computed = base.computed ?? (await deps.drawer.layout(base.scene, caller)).computed;
    job.diffFrom = { scene: base.scene, computed };
  }
  if (format === 'svg') {
    const { svg } = await deps.drawer.draw(job, caller);
    return { format, contentType: IMAGE_TYPES.svg, body: svg, etag: contentTag(svg) };
  }
  // Drawn, planned and rasterised as one job under one budget (preview.ts does the same).
  const { png, plan } = await deps.drawer.drawPng(job, options.scale, caller);
  return { format, contentType: IMAGE_TYPES.png, body: png, etag: contentTag(png), scale: plan.scale, downscaled: plan.downscaled };
}
