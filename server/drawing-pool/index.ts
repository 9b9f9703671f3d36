/**
 * Where the server runs the engine: a pool of worker threads under the drawing-time
 * budgets (createDrawer), or the calling thread without budgets (createInlineDrawer).
 */
export { createDrawer, defaultThreadCount, DEFAULT_BUDGETS, DEFAULT_HEAP_LIMIT_MB, DEFAULT_MAX_QUEUE, type DrawerOptions } from './pool-drawer.js';
export { createInlineDrawer } from './inline-drawer.js';
export type { WarmDrawer } from './warm-drawer.js';
export type { DrawingLog } from './log.js';
export type { ThreadHeap } from './tasks.js';
export type { CheckInput, Drawer, DrawJob, DrawResult, DrawingBudget, DrawingCaller, ValidationReport } from '../ports/index.js';
