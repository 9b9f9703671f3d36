// `dsp mcp --url`'s browser sign-in (docs/mcp-oauth.md): what the command and its bridge use.
export { McpSignIn, SIGN_IN_TIMEOUT_MS, type SignInOptions } from './sign-in.js';
export { CredentialsFile, configDirectory, type StoredSignIn } from './credentials-file.js';
export { LoopbackReceiver, SignInError } from './loopback.js';
