/** What mcp/ takes from the HTTP layer: MCP over HTTP reads bodies, request state and error answers as REST does. */
export { MAX_BODY_BYTES, readJson } from './bodies/body.js';
export { type ErrorLog, fromDatabaseError, HttpError } from './errors.js';
export { type AppContext, callerOf, type RequestState } from './state.js';
