import type { DiagramDeps } from '../shared/index.js';

/** What feedback needs beyond the diagram rooms' dependencies: the key its confirm tokens are signed with. */
export interface SupportDeps extends DiagramDeps {
  /** HMAC key of the confirm tokens, derived from the server secret (never from the database). */
  confirmKey: Buffer;
}
