/**
 * What the use cases need from outside them, as interfaces, and the shapes that cross
 * them: the drawing threads (Drawer), stored versions and their PNGs, the image-link keys,
 * mail, the rate-limit stores and rules, and the failures every layer below the front doors
 * throws (ServiceError, a refused PNG). infrastructure/ and drawing-pool/ implement them;
 * the composition root (server/app.ts, start.ts, mcp-stdio.ts) wires them in.
 */
export * from './drawer.js';
export * from './image-link-keys.js';
export * from './mail.js';
export * from './png-refusal.js';
export * from './rate-limits.js';
export * from './revision-store.js';
export * from './service-error.js';
export * from './version-png-store.js';
