import type { AssetValue, ImageValue } from '../../../schema/index.js';
import type { ComputedImage } from '../../model/index.js';
import { rectOutline } from '../shapes/rect.js';
import { element, group } from '../svg/writer.js';
import type { RenderContext } from '../types.js';

const EMBEDDABLE = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const MISSING_DASH = [4, 4];

/** The asset an image element names, when it is one we embed (checked again here: the SVG never links out). */
function embeddable(scene: RenderContext['scene'], assetRef: string): AssetValue | null {
  const assets = scene.assets ?? {};
  const asset = Object.prototype.hasOwnProperty.call(assets, assetRef) ? assets[assetRef] : undefined;
  if (asset === undefined || !EMBEDDABLE.has(asset.mimeType) || !BASE64.test(asset.data)) return null;
  return asset;
}

/**
 * An image element: the asset embedded as `data:<mimeType>;base64,<data>` and fitted into
 * its box; a dashed muted box where the asset is missing, so the gap is visible.
 */
export function drawImageElement(image: ImageValue, computed: ComputedImage, context: RenderContext): string {
  const style = context.style(image.id);
  const { x, y, width, height } = computed.box;
  const asset = embeddable(context.scene, image.assetRef);
  let body: string;
  if (asset === null) {
    body = context.look.shape(rectOutline(computed.box, 0).d, { fill: 'none', stroke: style.mutedColor, strokeWidth: 1, dash: MISSING_DASH }, image.id);
  } else {
    body = element('image', { href: `data:${asset.mimeType};base64,${asset.data}`, x, y, width, height, preserveAspectRatio: 'xMidYMid meet' });
  }
  if (style.stroke !== 'none') {
    body += context.look.shape(rectOutline(computed.box, 0).d, { fill: 'none', stroke: style.stroke, strokeWidth: style.strokeWidth, dash: style.dash }, `${image.id}:frame`);
  }
  return group({ id: context.svgId(image.id), opacity: style.opacity < 1 ? style.opacity : null }, body);
}
