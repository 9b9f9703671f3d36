import type { Knex } from 'knex';
import * as initial from './001-initial.js';
import * as revisionComputed from './002-revision-computed.js';
import * as versionImages from './003-version-images.js';
import * as sharing from './004-sharing.js';
import * as rateLimitWindows from './005-rate-limit-windows.js';
import * as secretOutOfDatabase from './006-secret-out-of-database.js';
import * as peopleSignIn from './007-people-sign-in.js';
import * as passkeys from './008-passkeys.js';
import * as account from './009-account.js';
import * as teams from './010-teams.js';
import * as proposals from './011-proposals.js';
import * as oauth from './012-oauth.js';
import * as support from './013-support.js';
import * as assurance from './014-assurance.js';
import * as proposalMails from './015-proposal-mails.js';

/**
 * The numbered migrations, in order. Listed in code (not discovered from files) so the
 * same list runs from the TypeScript sources and from dist/.
 */
const MIGRATIONS: Array<[name: string, migration: Knex.Migration]> = [
  ['001-initial', initial],
  ['002-revision-computed', revisionComputed],
  ['003-version-images', versionImages],
  ['004-sharing', sharing],
  ['005-rate-limit-windows', rateLimitWindows],
  ['006-secret-out-of-database', secretOutOfDatabase],
  ['007-people-sign-in', peopleSignIn],
  ['008-passkeys', passkeys],
  ['009-account', account],
  ['010-teams', teams],
  ['011-proposals', proposals],
  ['012-oauth', oauth],
  ['013-support', support],
  ['014-assurance', assurance],
  ['015-proposal-mails', proposalMails],
];

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => MIGRATIONS.map(([name]) => name),
  getMigrationName: (name) => name,
  getMigration: async (name) => MIGRATIONS.find(([n]) => n === name)![1],
};
