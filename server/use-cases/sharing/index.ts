/**
 * Sharing: share links, public references and what they show, workspace sharing and the
 * public addresses. What the front doors and the other rooms may use.
 */
export { pageAddress, publicAddresses, type PublicAddresses } from './public-addresses.js';
export { publicVersions, publicView, type PublicView, readPublicDiagram } from './public-diagram.js';
export { type PublicRef, resolvePublicRef } from './public-ref.js';
export { publicSvg } from './public-svg.js';
export { createShareLink, listShareLinks, revokeShareLink } from './share-links.js';
export { setVisibility } from './sharing.js';
export { changeWorkspaceSharing, publicSharingAllowed, readWorkspaceSharing } from './workspace-sharing.js';
