import { describe, expect, it } from 'vitest';
import { parseSchema, type SchemaModel } from '../../../engine/index.js';

const table = (model: SchemaModel, name: string) => model.tables.find((candidate) => candidate.qualifiedName === name)!;
const keys = (model: SchemaModel, name: string) => table(model, name).columns.filter((column) => column.pk).map((column) => column.name);

const HAND_WRITTEN = `-- Orders and what is in them.
CREATE TYPE shop.status AS ENUM ('new', 'paid', 'shipped');

/* Customers: the quoted name keeps its case and its space. */
CREATE TABLE shop."Customer Account" (
  id bigint PRIMARY KEY,
  email varchar(200) NOT NULL UNIQUE,
  nickname text
);

CREATE TABLE shop.orders (
  id bigint GENERATED ALWAYS AS IDENTITY,
  customer_id bigint NOT NULL REFERENCES shop."Customer Account" (id),
  state shop.status NOT NULL DEFAULT 'new',
  CONSTRAINT orders_pkey PRIMARY KEY (id)
);

CREATE TABLE shop.order_lines (
  order_id bigint NOT NULL,
  line_no int NOT NULL,
  sku text,
  PRIMARY KEY (order_id, line_no),
  FOREIGN KEY (order_id) REFERENCES shop.orders (id)
);
`;

const PG_DUMP = `--
-- PostgreSQL database dump
--
SET statement_timeout = 0;
SET client_encoding = 'UTF8';
SELECT pg_catalog.set_config('search_path', '', false);

CREATE FUNCTION public.last_updated() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
    NEW.last_update = CURRENT_TIMESTAMP; -- a ; inside the body
    RETURN NEW;
END $$;

CREATE SEQUENCE public.actor_actor_id_seq
    START WITH 1
    INCREMENT BY 1;

CREATE TABLE public.actor (
    actor_id integer DEFAULT nextval('public.actor_actor_id_seq'::regclass) NOT NULL,
    first_name text NOT NULL,
    last_update timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE public.actor OWNER TO postgres;

CREATE TABLE public.film_actor (
    actor_id integer NOT NULL,
    film_id integer NOT NULL
);

CREATE TABLE public.payment (
    payment_id integer NOT NULL,
    actor_id integer
)
PARTITION BY RANGE (payment_id);

CREATE TABLE public.payment_p1 (
    payment_id integer NOT NULL,
    actor_id integer
);

ALTER TABLE ONLY public.payment ATTACH PARTITION public.payment_p1 FOR VALUES FROM (0) TO (100);

CREATE VIEW public.actor_names AS
 SELECT first_name FROM public.actor;

ALTER TABLE ONLY public.actor ALTER COLUMN actor_id SET DEFAULT nextval('public.actor_actor_id_seq'::regclass);

ALTER TABLE ONLY public.actor
    ADD CONSTRAINT actor_pkey PRIMARY KEY (actor_id);

ALTER TABLE ONLY public.film_actor
    ADD CONSTRAINT film_actor_pkey PRIMARY KEY (actor_id, film_id);

ALTER TABLE ONLY public.film_actor
    ADD CONSTRAINT film_actor_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES public.actor(actor_id) ON UPDATE CASCADE ON DELETE RESTRICT;

CREATE INDEX idx_actor_first_name ON public.actor USING btree (first_name);

CREATE TRIGGER last_updated BEFORE UPDATE ON public.actor FOR EACH ROW EXECUTE FUNCTION public.last_updated();

GRANT ALL ON SCHEMA public TO PUBLIC;
`;

describe('derive: SQL DDL', () => {
  it('reads CREATE TABLE with inline and table constraints, composite keys, REFERENCES, quoted names and schemas', async () => {
    const model = await parseSchema('sql', HAND_WRITTEN);
    expect(model.dialect).toBe('postgresql');
    expect(model.tables.map((item) => item.qualifiedName)).toEqual(['shop.Customer Account', 'shop.orders', 'shop.order_lines']);
    expect(table(model, 'shop.Customer Account').columns).toEqual([
      { name: 'id', type: 'bigint', nullable: false, pk: true, unique: false },
      { name: 'email', type: 'varchar(200)', nullable: false, pk: false, unique: true },
      { name: 'nickname', type: 'text', nullable: true, pk: false, unique: false },
    ]);
    expect(keys(model, 'shop.orders')).toEqual(['id']);
    expect(table(model, 'shop.orders').columns[2]).toMatchObject({ name: 'state', type: 'shop.status', nullable: false });
    expect(keys(model, 'shop.order_lines')).toEqual(['order_id', 'line_no']);
    expect(model.relations).toEqual([
      { from: 'shop.orders', fromColumns: ['customer_id'], to: 'shop.Customer Account', toColumns: ['id'] },
      { from: 'shop.order_lines', fromColumns: ['order_id'], to: 'shop.orders', toColumns: ['id'] },
    ]);
    expect(model.enums).toEqual([{ qualifiedName: 'shop.status', values: ['new', 'paid', 'shipped'] }]);
    expect(model.skipped).toEqual([]);
  });

  it('reads a pg_dump: keys from ALTER TABLE ... ADD CONSTRAINT, partitions drawn as their parent, the rest skipped with reason, line and column', async () => {
    const model = await parseSchema('sql', PG_DUMP);
    expect(model.tables.map((item) => item.qualifiedName)).toEqual(['public.actor', 'public.film_actor', 'public.payment']);
    expect(keys(model, 'public.actor')).toEqual(['actor_id']);
    expect(keys(model, 'public.film_actor')).toEqual(['actor_id', 'film_id']);
    expect(model.relations).toEqual([{ from: 'public.film_actor', fromColumns: ['actor_id'], to: 'public.actor', toColumns: ['actor_id'] }]);
    const skipped = model.skipped.map(({ construct, line, column }) => `${construct}@${line}:${column}`);
    expect(skipped).toEqual([
      'session@4:1', 'session@5:1', 'session@6:1', 'function@8:1', 'sequence@16:1', 'alter table@26:1',
      'alter table@44:1', 'partition@44:1', 'view@46:1', 'alter table@49:1', 'index@60:1', 'trigger@62:1', 'grant@64:1',
    ]);
    expect(model.skipped.find((item) => item.construct === 'trigger')).toEqual({ construct: 'trigger', reason: 'triggers are behaviour, not structure', line: 62, column: 1 });
    expect(model.skipped.find((item) => item.construct === 'partition')).toMatchObject({ name: 'public.payment_p1', reason: 'a partition of public.payment is drawn as public.payment', line: 44 });
    expect(model.skipped.find((item) => item.construct === 'function')).toMatchObject({ line: 8, column: 1 });
  });

  it('refuses a column-mutating ALTER with its line and column and a hint: snapshots, not migrations', async () => {
    const source = 'CREATE TABLE a (id int PRIMARY KEY);\n\nALTER TABLE a\n  ADD COLUMN name text;\n';
    await expect(parseSchema('sql', source)).rejects.toMatchObject({ code: 'DERIVE_PARSE_ERROR', details: { line: 4, column: 3, hint: expect.stringContaining('snapshot') } });
    await expect(parseSchema('sql', 'CREATE TABLE a (id int);\nALTER TABLE a ALTER COLUMN id TYPE bigint;')).rejects.toMatchObject({ code: 'DERIVE_PARSE_ERROR', details: { line: 2, column: 15 } });
    await expect(parseSchema('sql', 'CREATE TABLE a (id int);\nALTER TABLE a DROP COLUMN id;')).rejects.toMatchObject({ code: 'DERIVE_PARSE_ERROR', details: { line: 2 } });
  });

  it('answers a syntax error inside a CREATE TABLE at its place in the snapshot', async () => {
    await expect(parseSchema('sql', '-- one\nCREATE TABLE a (\n  id int,\n  x foo bar baz\n);')).rejects.toMatchObject({ code: 'DERIVE_PARSE_ERROR', details: { line: 4, column: 13 } });
  });

  it('reads a mysqldump (backticks, ENGINE=, KEY, conditional comments) with node-sql-parser\'s MySQL build', async () => {
    const source = [
      '/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;',
      'DROP TABLE IF EXISTS `city`;',
      'CREATE TABLE `city` (',
      '  `city_id` smallint unsigned NOT NULL AUTO_INCREMENT,',
      '  `city` varchar(50) NOT NULL,',
      '  `country_id` smallint unsigned NOT NULL,',
      '  PRIMARY KEY (`city_id`),',
      '  UNIQUE KEY `uk_city` (`city`),',
      '  KEY `idx_fk_country_id` (`country_id`),',
      '  CONSTRAINT `fk_city_country` FOREIGN KEY (`country_id`) REFERENCES `country` (`country_id`) ON DELETE RESTRICT',
      ') ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;',
      'CREATE TABLE `country` (`country_id` smallint unsigned NOT NULL, PRIMARY KEY (`country_id`)) ENGINE=InnoDB;',
    ].join('\n');
    const model = await parseSchema('sql', source);
    expect(model.dialect).toBe('mysql');
    expect(table(model, 'city').columns).toEqual([
      { name: 'city_id', type: 'smallint unsigned', nullable: false, pk: true, unique: false },
      { name: 'city', type: 'varchar(50)', nullable: false, pk: false, unique: true },
      { name: 'country_id', type: 'smallint unsigned', nullable: false, pk: false, unique: false },
    ]);
    expect(model.relations).toEqual([{ from: 'city', fromColumns: ['country_id'], to: 'country', toColumns: ['country_id'] }]);
    expect(model.skipped.map((item) => item.construct)).toEqual(['drop']);
  });

  it('reads SQLite ([names], AUTOINCREMENT) at the places the snapshot has them', async () => {
    const model = await parseSchema('sql', 'CREATE TABLE [Artist] ([ArtistId] INTEGER PRIMARY KEY AUTOINCREMENT, [Name] NVARCHAR(120));\nCREATE TABLE [Album] ([AlbumId] INTEGER NOT NULL, [ArtistId] INTEGER NOT NULL,\n  FOREIGN KEY ([ArtistId]) REFERENCES [Artist] ([ArtistId]));');
    expect(model.dialect).toBe('sqlite');
    expect(model.tables.map((item) => item.qualifiedName)).toEqual(['Artist', 'Album']);
    expect(model.relations).toEqual([{ from: 'Album', fromColumns: ['ArtistId'], to: 'Artist', toColumns: ['ArtistId'] }]);
  });
});
