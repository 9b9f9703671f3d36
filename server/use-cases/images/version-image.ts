import { PNG_DEFAULT_MAX_PIXELS, type PngScalePlan } from '../../../engine/index.js';
import { isoNow } from '../../clock.js';
import type { DiagramRow } from '../../db/repositories/diagrams.js';
import type { DiagramDeps } from '../shared/index.js';
import type { DrawingCaller } from '../../ports/index.js';
import { planPng, scaleText } from './png-scale.js';

/** One image answer: what to send and how to name it for caches. */
export interface VersionImage {
  format: 'svg' | 'png';
  contentType: 'image/svg+xml' | 'image/png';
  body: string | Uint8Array;
  /**
   * The entity tag, unquoted: the version's chain (its content hash while the chain is
   * null), the format and, for a PNG, the scale: `sha256:…:svg`, `sha256:…:png:1`.
   */
  etag: string;
  /** PNG: the scale it was drawn at. */
  scale?: number;
  /** PNG: true when no scale was asked for and scale 1 would have passed 16 megapixels. */
  downscaled?: boolean;
}

export const IMAGE_TYPES = { svg: 'image/svg+xml', png: 'image/png' } as const;

/**
 * The PNGs kept in the table: the default one (no scale asked for), and an explicit scale
 * that is a multiple of 0.5 (at most 20 per version) and no larger than a default PNG (16
 * megapixels). Others are drawn on request and kept in memory only, so nobody can fill the
 * database with one PNG per decimal, or with 100-megapixel ones.
 */
function keepsPng(plan: PngScalePlan, explicit: boolean): boolean {
  return !explicit || (Number.isInteger(plan.scale * 2) && plan.width * plan.height <= PNG_DEFAULT_MAX_PIXELS);
}

/**
 * One version's image as stored: the SVG drawn and stamped at save, or a PNG made from that
 * SVG on the first request and kept (then a lookup). A PNG follows the size rule
 * (png-scale.ts): without `scale`, 1 or lower to fit 16 megapixels. Does not check who may
 * see the diagram: callers do (a key's workspace, a published diagram, a share link, a
 * signed link). An unknown revision is 404 REVISION_NOT_FOUND.
 */
export async function versionImage(
  deps: DiagramDeps,
  diagram: DiagramRow,
  revision: number,
  format: 'svg' | 'png',
  caller: DrawingCaller,
  options: { scale?: number } = {},
): Promise<VersionImage> {
  const stored = await deps.revisions.get(deps.db, diagram.id, revision);
  const tag = stored.row.chain ?? stored.row.hash;
  const svg = stored.row.svg;
  if (format === 'svg') return { format, contentType: IMAGE_TYPES.svg, body: svg, etag: `${tag}:svg` };

  const plan = planPng(svg, options.scale);
  const scale = scaleText(plan.scale);
  const png = await deps.images.get(
    deps.db,
    { diagramId: diagram.id, revision, scale },
    { keep: keepsPng(plan, options.scale !== undefined), createdAt: () => isoNow(deps.clock) },
    async () => ({ png: await deps.drawer.svgToPng(svg, plan.scale, caller), width: plan.width, height: plan.height }),
  );
  return { format, contentType: IMAGE_TYPES.png, body: png, etag: `${tag}:png:${scale}`, scale: plan.scale, downscaled: plan.downscaled };
}
