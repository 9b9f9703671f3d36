import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, isAbsolute, join } from 'node:path';
import type { OAuthClientInformationMixed } from '@modelcontextprotocol/sdk/shared/auth.js';
import { InputOutputError } from '../errors.js';

/**
 * What `dsp mcp --url` keeps for one service between runs: its client registration and the
 * refresh token. Never the access token: it lives 15 minutes, in the process only.
 */
export interface StoredSignIn {
  /** The registration answer (client_id...), stamped by the SDK with the authorization server it came from. */
  client?: OAuthClientInformationMixed;
  /** The refresh token and what the token endpoint said with it. */
  refresh?: { refresh_token: string; token_type: string; scope?: string; issuer?: string };
}

type Credentials = Record<string, StoredSignIn>;

/**
 * The user's config directory for dsp: %APPDATA%\dsp on Windows, else $XDG_CONFIG_HOME/dsp
 * (when set to an absolute path, as the XDG spec asks) or ~/.config/dsp, the place gh and
 * gcloud use too.
 */
export function configDirectory(env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): string {
  if (platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'dsp');
  if (env.XDG_CONFIG_HOME && isAbsolute(env.XDG_CONFIG_HOME)) return join(env.XDG_CONFIG_HOME, 'dsp');
  return join(homedir(), '.config', 'dsp');
}

/**
 * credentials.json in the config directory: one entry per service origin. Written whole to a
 * file of mode 0600 (in a directory of mode 0700 when this creates it) and renamed over the
 * old one, so a reader never sees half a file and the file is never readable by others, even
 * for a moment. Read again before every use: another `dsp mcp` for the same service may have
 * rotated the refresh token since.
 */
export class CredentialsFile {
  constructor(readonly path: string = join(configDirectory(), 'credentials.json')) {}

  async read(origin: string): Promise<StoredSignIn | undefined> {
    return (await this.all())[origin];
  }

  /** Changes one service's entry; `undefined` from `change` removes it. */
  async update(origin: string, change: (entry: StoredSignIn) => StoredSignIn | undefined): Promise<void> {
    const all = await this.all();
    const next = change(all[origin] ?? {});
    if (next === undefined) delete all[origin];
    else all[origin] = next;
    await mkdir(dirname(this.path), { recursive: true, mode: 0o700 });
    const temporary = `${this.path}.${process.pid}.tmp`;
    try {
      await writeFile(temporary, `${JSON.stringify(all, null, 2)}\n`, { mode: 0o600 });
      await rename(temporary, this.path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  private async all(): Promise<Credentials> {
    let text: string;
    try {
      text = await readFile(this.path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
      throw error;
    }
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Credentials;
    } catch {
      // Reported below with the fix.
    }
    throw new InputOutputError(`${this.path} is not a credentials file dsp wrote; delete it and sign in again`);
  }
}
