import type { Knex } from 'knex';
import type { Clock } from '../../clock.js';

/** What every use case needs: the database and the clock. Routes and MCP tools pass it in. */
export interface ServiceContext {
  db: Knex;
  clock: Clock;
}
