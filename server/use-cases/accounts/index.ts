/**
 * Accounts: people and workspaces, signing in with an API key (the principal), managing
 * keys, and the plan limits. What the front doors and the other rooms may use.
 */
export { createUser } from './accounts.js';
export { authenticateKey, requireVerifiedEmail, requireWrite } from './authenticate.js';
export { createApiKey } from './create-api-key.js';
export { checkMonthly, checkSceneLimit, countMonthly } from './limits.js';
export { listApiKeys, revokeKey } from './manage-api-keys.js';
export { keyedCaller, type Principal } from './principal.js';
