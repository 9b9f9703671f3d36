import type { DiagramDeps } from '../use-cases/shared/index.js';
import type { DrawingCaller, RateLimiter } from '../ports/index.js';
import type { Principal } from '../use-cases/accounts/index.js';
import type { McpErrorLog } from './tool-errors.js';

/**
 * Who one MCP exchange is for and what it may reach. Over HTTP a session lives for one
 * request (stateless); over stdio for the whole process. Without a principal only the
 * keyless tools exist.
 */
export interface McpSession {
  deps: DiagramDeps;
  principal?: Principal;
  caller: DrawingCaller;
  /** Where this API answers: signed image links point at it. */
  apiUrl: string;
  /** Deletions per workspace per minute (spec: at most 10), shared by every session of the process. */
  deletions: RateLimiter;
  logError: McpErrorLog;
}
