/**
 * What each server/ layer may import from the others (docs/architecture.md shows this table;
 * test/lint checks the real import graph against it). Requests come in at the front doors
 * and go down: http/, mcp/ → use-cases/ → db/; nothing below reaches up. Between layers an
 * import goes through the other layer's index.ts (use-cases/: through each room's
 * index.ts, also from one room to another), except into db/, whose repositories are its
 * public face. Outside the table:
 * - SERVER_ROOT: the composition root (server/*.ts but the base files). It builds the app and
 *   the MCP stdio server from every layer, so it may import anything; no layer imports it.
 * - SERVER_BASE: small files that import nothing of server/ (the clock, ids, an LRU cache);
 *   every layer may import them.
 */
export const SERVER_LAYERS = {
  // The front doors: they translate a request into a use-case call and its answer back.
  http: ['ports', 'use-cases'],
  // MCP over HTTP rides on the HTTP layer's body reading, request state and error answers.
  mcp: ['http', 'ports', 'use-cases'],
  // The use cases, one room per resource (diagrams, images, sharing, accounts, moderation,
  // shared). They see what they need through ports; the db repositories are their storage.
  'use-cases': ['db', 'ports'],
  // What the use cases need from outside, as interfaces and the shapes that cross them
  // (a ServiceError, a refused PNG), which may carry a db row's type. The rate-limit rules
  // live here too: both front doors and every rate-limit store (infrastructure/) decide by
  // the same sliding window.
  ports: ['db'],
  // The implementations of ports (caches, stores, mail, the server secret), wired in the root.
  infrastructure: ['db', 'ports'],
  // The drawing threads: the engine and the Drawer port, never a use case.
  'drawing-pool': ['ports'],
  db: [],
};

/** server/<file>.ts that import nothing of server/ and that every layer may import. */
export const SERVER_BASE = ['clock.ts', 'html-escape.ts', 'ids.ts', 'lru.ts'];

/** Layers whose files are imported only through the layer's (or the room's) index.ts. */
export const OPEN_LAYERS = ['db'];

/** Layers made of rooms: server/<layer>/<room>/..., each room with its own index.ts. */
export const ROOMED_LAYERS = ['use-cases'];
