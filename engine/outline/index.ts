/**
 * The outline stage: the text views of a diagram (view=outline, its `elements` filter and
 * `cursor` paging, and the `knownRevision` change lines). Format: engine/outline/README.md.
 */
export { outlineText } from './outline-text.js';
export { knownRevisionView, type KnownRevisionView } from './known-revision.js';
export { elementLine } from './element-line.js';
export { selectNeighbourhood, type NeighbourhoodResult } from './element-filter.js';
export {
  DEFAULT_PAGE_SIZE,
  type OutlineInput,
  type OutlineOptions,
  type OutlineResult,
  type OutlinePage,
  type OutlineFailure,
  type OutlineErrorCode,
  type RecentRevision,
} from './outline-types.js';
