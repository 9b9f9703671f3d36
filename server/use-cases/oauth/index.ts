/**
 * MCP sign-in by OAuth (issue 33, docs/mcp-oauth.md): the authorization server's storage,
 * the people's grants (consent, list, revoke) and the bearer tokens /mcp accepts.
 */
export { oauthStorage, type OAuthPayload, type OAuthStorage } from './provider-store.js';
export { authenticateOAuthToken, isOAuthAccessToken } from './bearer.js';
export { checkConsent, consentChoices, listGrants, recordGrant, revokeGrant, type ConsentChoice, type ListedGrant, type NewGrant } from './grants.js';
