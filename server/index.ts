/** The server's public face: build the app (no listening) or start it. */
export { createApp, type AppDependencies } from './app.js';
export { startServer } from './start.js';
