import fc from 'fast-check';
import { mutatedJson } from './mutate.js';

/** Small snapshots of each format, the shapes real schemas take (keys, references, enums, dump noise). */
const SNAPSHOTS: ReadonlyArray<{ format: string; source: string }> = [
  { format: 'sql', source: 'SET client_encoding = \'UTF8\';\nCREATE TYPE mood AS ENUM (\'ok\', \'sad\');\nCREATE TABLE public.a (id integer NOT NULL, m mood);\nCREATE TABLE public.b (id integer NOT NULL, a_id integer);\nALTER TABLE ONLY public.a ADD CONSTRAINT a_pkey PRIMARY KEY (id);\nALTER TABLE ONLY public.b ADD CONSTRAINT b_a FOREIGN KEY (a_id) REFERENCES public.a(id);\n' },
  { format: 'sql', source: 'CREATE TABLE `a` (`id` int NOT NULL AUTO_INCREMENT, PRIMARY KEY (`id`)) ENGINE=InnoDB;\nCREATE TABLE `b` (`id` int, `a_id` int, KEY `k` (`a_id`), CONSTRAINT `f` FOREIGN KEY (`a_id`) REFERENCES `a` (`id`));\n' },
  { format: 'prisma', source: 'enum Role {\n  USER\n  ADMIN\n}\nmodel User {\n  id    Int    @id @default(autoincrement())\n  role  Role\n  posts Post[]\n  @@map("users")\n}\nmodel Post {\n  id       Int  @id\n  authorId Int\n  author   User @relation(fields: [authorId], references: [id])\n}\n' },
  { format: 'dbml', source: 'Enum mood {\n  ok\n  sad\n}\nTable a {\n  id int [pk]\n  m mood\n}\nTable b {\n  id int [pk]\n  a_id int [ref: > a.id]\n}\n' },
];

/** Tokens of DDL, Prisma and DBML syntax and breakage, spliced into the snapshots. */
const TOKENS = ['(', ')', ';', ',', '"', '`', '$$', '--', '/*', '*/', '\n', '@relation(', '@@id([', '[pk]', 'ref: >', '}', '{', 'ALTER TABLE a ADD COLUMN x int;', 'REFERENCES', 'PRIMARY KEY', '\ud800', 'é数', '\u0000'];

/** A snapshot with up to three edits: a slice deleted and a token inserted. */
function mutatedSource(source: string): fc.Arbitrary<string> {
  const edit = fc.tuple(fc.nat({ max: source.length }), fc.nat({ max: 20 }), fc.constantFrom(...TOKENS));
  return fc.array(edit, { maxLength: 3 }).map((edits) => edits.reduce((text, [at, cut, token]) => text.slice(0, at) + token + text.slice(Math.min(text.length, at + cut)), source));
}

/** Bodies of POST /v1/diagrams/{id}/derive and /v1/diagrams/derive-preview: snapshots of each format mutated as text, then the body as JSON. */
export function deriveBody(): fc.Arbitrary<string> {
  return fc.constantFrom(...SNAPSHOTS).chain(({ format, source }) =>
    mutatedSource(source).chain((text) => mutatedJson({ format, source: text, message: 'fuzz' }, 2)).map((body) => JSON.stringify(body)),
  );
}
