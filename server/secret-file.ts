import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ServerConfig } from './config.js';
import { databaseKind } from './db/config.js';
import { MIN_SECRET_LENGTH } from './infrastructure/server-secret.js';

/** The file in the data directory holding the secret when DSP_SECRET is not set. */
export const SECRET_FILE_NAME = 'secret';

type Log = (entry: Record<string, unknown>) => void;

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === code;
}

/**
 * Writes a new random secret to `file`, readable by this user only, unless the file exists.
 * Written whole under another name and then linked into place, so a second process starting
 * at the same moment reads either nothing (and makes its own attempt, which loses) or the
 * whole secret, never half of one. Returns whether this call made it.
 */
function createSecretFile(file: string): boolean {
  const secret = `${randomBytes(32).toString('base64url')}\n`;
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temporary, secret, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temporary, file);
    return true;
  } catch (error) {
    if (isCode(error, 'EEXIST')) return false;
    // A file system without hard links: an exclusive create (a reader racing it may see it empty).
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return true;
    } catch (fallback) {
      if (isCode(fallback, 'EEXIST')) return false;
      throw fallback;
    }
  } finally {
    unlinkSync(temporary);
  }
}

function readSecretFile(file: string, log: Log): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${file} holds no usable secret (at least ${MIN_SECRET_LENGTH} characters): delete it to have a new one made (image links signed before stop working), or set DSP_SECRET.`);
  }
  if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) {
    log({ level: 'warn', msg: 'the secret file can be read by other users of this machine; chmod 600 it', file });
  }
  return secret;
}

/**
 * The secret of a start without DSP_SECRET: `<data dir>/secret`, made once (256 random bits,
 * mode 0600) and kept outside the database, so `npm start` needs no setting and a copy of
 * the database alone signs nothing.
 */
export function secretFromDataDir(dataDir: string, log: Log): string {
  const file = join(resolve(dataDir), SECRET_FILE_NAME);
  mkdirSync(resolve(dataDir), { recursive: true });
  let made = false;
  try {
    statSync(file);
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
    made = createSecretFile(file);
  }
  if (made) log({ level: 'info', msg: 'made the server secret that signs image links; back it up with the data directory, or set DSP_SECRET', file });
  return readSecretFile(file, log);
}

/**
 * The configuration with its secret: DSP_SECRET when set, else the data directory's file.
 * On PostgreSQL without DSP_SECRET each instance would sign with its own file (unless they
 * share the data directory), and their links would fail on each other: said at every start.
 */
export function withServerSecret(config: ServerConfig, log: Log): ServerConfig & { secret: string } {
  if (config.secret !== undefined) return { ...config, secret: config.secret };
  const secret = secretFromDataDir(config.database.dataDir ?? './data', log);
  if (databaseKind(config.database) === 'postgres') {
    log({
      level: 'warn',
      msg: 'DSP_SECRET is not set: image links are signed with this instance\'s data-directory secret; every instance on this database must have the same DSP_SECRET, or links made by one are refused by the others (docs/operating.md: Settings of each instance)',
      file: join(resolve(config.database.dataDir ?? './data'), SECRET_FILE_NAME),
    });
  }
  return { ...config, secret };
}
