// knex ships no types for its dialect classes; this is the one we extend.
declare module 'knex/lib/dialects/postgres/index.js' {
  import type { Knex } from 'knex';
  const Client_PG: typeof Knex.Client;
  export default Client_PG;
}
