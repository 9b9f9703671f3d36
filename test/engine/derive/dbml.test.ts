import { describe, expect, it } from 'vitest';
import { parseSchema } from '../../../engine/index.js';

const SOURCE = `Enum core.job_status {
  created
  running
}

Table core.users as U {
  id int [pk, increment]
  email varchar [unique, not null]
  status core.job_status
}

Table posts {
  blog_id int
  slug varchar
  user_id int [not null, ref: > core.users.id]
  indexes {
    (blog_id, slug) [pk]
  }
}

Table tags {
  id int [pk]
}

Ref: posts.slug <> tags.id
Ref: posts.blog_id - core.users.id
`;

describe('derive: DBML (@dbml/core)', () => {
  it('reads tables with schemas, composite keys from indexes, nullability and uniques', async () => {
    const model = await parseSchema('dbml', SOURCE);
    expect(model.tables.map((table) => table.qualifiedName)).toEqual(['core.users', 'posts', 'tags']);
    expect(model.tables[0]!.columns).toEqual([
      { name: 'id', type: 'int', nullable: false, pk: true, unique: false },
      { name: 'email', type: 'varchar', nullable: false, pk: false, unique: true },
      { name: 'status', type: 'core.job_status', nullable: true, pk: false, unique: false },
    ]);
    expect(model.tables[1]!.columns.filter((column) => column.pk).map((column) => column.name)).toEqual(['blog_id', 'slug']);
    expect(model.enums).toEqual([{ qualifiedName: 'core.job_status', values: ['created', 'running'] }]);
  });

  it('reads refs: the many side holds the key, <> is many-to-many, - is one-to-one from the first end', async () => {
    const model = await parseSchema('dbml', SOURCE);
    expect(model.relations).toEqual([
      { from: 'posts', fromColumns: ['user_id'], to: 'core.users', toColumns: ['id'] },
      { from: 'posts', fromColumns: [], to: 'tags', toColumns: [], manyToMany: true },
      { from: 'posts', fromColumns: ['blog_id'], to: 'core.users', toColumns: ['id'] },
    ]);
  });

  it('answers DERIVE_PARSE_ERROR at the place @dbml/core stopped', async () => {
    await expect(parseSchema('dbml', 'Table a {\n  id int [pk\n}\n')).rejects.toMatchObject({ code: 'DERIVE_PARSE_ERROR', details: { line: 3, column: 1 } });
  });
});
