/** Edge decorators (crow's feet, sequence ends...) called after the generic edge drawing; registered in families/index.ts. */
export { EDGE_DECORATORS } from '../families/index.js';
