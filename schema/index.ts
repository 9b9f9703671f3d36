/**
 * The DSP 0.1 contract in valibot: the scene document, its elements, styles, layouts and
 * constraints, the edit operations and the REST bodies. Everything else imports from here.
 */
export * from './limits.js';
export * from './messages.js';
export * from './primitives.js';
export * from './node-types.js';
export * from './style.js';
export * from './layout.js';
export * from './common.js';
export * from './node.js';
export * from './edge.js';
export * from './containers.js';
export * from './annotations.js';
export * from './element.js';
export * from './constraint.js';
export * from './scene.js';
export * from './ops.js';
export * from './api.js';
export * from './json-schema.js';
