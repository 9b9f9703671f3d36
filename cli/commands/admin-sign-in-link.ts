import { operatorSignInLink, type ServerConfig, type ServiceContext } from '../../server/index.js';
import { parseCommandArgs, usageError, type CommandSpec } from '../args.js';

type WithDatabase = <T>(run: (context: ServiceContext, config: ServerConfig) => Promise<T>) => Promise<T>;

export const SIGN_IN_LINK_SPEC: CommandSpec = {
  synopsis: 'dsp admin sign-in-link --email E',
  description:
    'Prints a sign-in link for this address (once, for 15 minutes), for a service without mail: hand it to the person. '
    + 'An address without an account gets one (a personal Free workspace) when the link is spent, whatever DSP_SIGNUP says.',
  options: {
    email: { type: 'string', value: 'E', help: 'the address to sign in' },
    json: { type: 'boolean', help: 'print {email, url, expiresInMinutes, newAccount} as JSON instead of the link alone' },
  },
  positionals: { min: 0, max: 0 },
  notes: ['The link opens {DSP_WEB_URL}/sign-in; the person presses its button to sign in. Exit 1 when the account is closed.'],
};

export const signInLinkUsage = SIGN_IN_LINK_SPEC.synopsis;

/** dsp admin sign-in-link: prints the link (stdout), or the JSON with --json. */
export async function signInLinkCommand(args: string[], withDatabase: WithDatabase): Promise<number> {
  const parsed = parseCommandArgs(SIGN_IN_LINK_SPEC, args);
  if (!parsed) return 0;
  const email = parsed.string('email');
  if (!email) throw usageError(SIGN_IN_LINK_SPEC, '--email is needed');
  const link = await withDatabase((context, config) => operatorSignInLink({ ...context, webUrl: config.webUrl }, email));
  process.stdout.write(parsed.flag('json') ? `${JSON.stringify(link, null, 2)}\n` : `${link.url}\n`);
  return 0;
}
