/**
 * Images: previews, stored versions' SVG and PNG (keyed, signed, redrawn, public), the
 * version page, Kroki and render links. What the front doors and the other rooms may use.
 */
export { imageForKey } from './keyed-image.js';
export { decodeKrokiSource, KROKI_SOURCE_BYTES, KROKI_TYPES, type KrokiRenderer, type KrokiRequest } from './kroki.js';
export { previewAnswer, previewImage, type PreviewImage } from './preview.js';
export { publicImage } from './public-image.js';
export { renderLinks, type RenderLinks } from './render-links.js';
export { imageForSignedLink } from './signed-image.js';
export { type VersionImage } from './version-image.js';
export { type VersionPage, versionPage } from './version-page.js';
