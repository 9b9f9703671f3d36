import { describe, expect, it } from 'vitest';
import { parseSchema, type SchemaModel } from '../../../engine/index.js';

const SCHEMA = `datasource db {
  provider = "postgresql"
  url      = env("DATABASE_URL")
  schemas  = ["base", "auth"]
}

enum Role {
  USER
  ADMIN @map("admin")

  @@schema("base")
}

/// People who sign in.
model User {
  id        Int      @id @default(autoincrement())
  email     String   @unique @map("email_address")
  name      String?
  role      Role     @default(USER)
  posts     Post[]
  profile   Profile?
  groups    Group[]

  @@map("users")
  @@schema("auth")
}

model Profile {
  id     Int    @id
  bio    String
  userId Int    @unique
  user   User   @relation(fields: [userId], references: [id])

  @@schema("base")
}

model Post {
  blogId   Int
  slug     String
  authorId Int?
  author   User?  @relation(fields: [authorId], references: [id])
  tags     Tag[]

  @@id([blogId, slug])
  @@schema("base")
}

model Tag {
  id    Int    @id
  posts Post[]

  @@schema("base")
}

model Group {
  id      Int    @id
  members User[]

  @@schema("base")
}

view UserPosts {
  userId Int @unique
  count  Int

  @@schema("base")
}
`;

const table = (model: SchemaModel, name: string) => model.tables.find((candidate) => candidate.qualifiedName === name)!;

describe('derive: Prisma schemas (@mrleebo/prisma-ast)', () => {
  it('reads models and views as tables under their @@schema, scalar fields as columns with nullability and keys', async () => {
    const model = await parseSchema('prisma', SCHEMA);
    expect(model.tables.map((item) => item.qualifiedName)).toEqual(['auth.User', 'base.Profile', 'base.Post', 'base.Tag', 'base.Group', 'base.UserPosts']);
    expect(table(model, 'auth.User').columns).toEqual([
      { name: 'id', type: 'Int', nullable: false, pk: true, unique: false },
      { name: 'email', type: 'String', nullable: false, pk: false, unique: true },
      { name: 'name', type: 'String', nullable: true, pk: false, unique: false },
      { name: 'role', type: 'Role', nullable: false, pk: false, unique: false },
    ]);
    expect(table(model, 'auth.User').line).toBe(15);
    expect(table(model, 'base.UserPosts').kind).toBe('view');
  });

  it('reads compound ids (@@id) as a composite primary key', async () => {
    const model = await parseSchema('prisma', SCHEMA);
    expect(table(model, 'base.Post').columns.filter((column) => column.pk).map((column) => column.name)).toEqual(['blogId', 'slug']);
  });

  it('reads @relation fields/references as relations from the holding model, and implicit many-to-many once per pair', async () => {
    const model = await parseSchema('prisma', SCHEMA);
    expect(model.relations).toEqual([
      { from: 'base.Profile', fromColumns: ['userId'], to: 'auth.User', toColumns: ['id'] },
      { from: 'base.Post', fromColumns: ['authorId'], to: 'auth.User', toColumns: ['id'] },
      { from: 'auth.User', fromColumns: [], to: 'base.Group', toColumns: [], manyToMany: true },
      { from: 'base.Post', fromColumns: [], to: 'base.Tag', toColumns: [], manyToMany: true },
    ]);
  });

  it('reads enums with their values and counts everything', async () => {
    const model = await parseSchema('prisma', SCHEMA);
    expect(model.enums).toEqual([{ qualifiedName: 'base.Role', values: ['USER', 'ADMIN'] }]);
  });

  it('answers DERIVE_PARSE_ERROR with the line and column of the bad token and a hint', async () => {
    await expect(parseSchema('prisma', 'model A {\n  id Int @id\n  name String @@\n}\n')).rejects.toMatchObject({
      code: 'DERIVE_PARSE_ERROR',
      details: { line: 3, hint: expect.stringContaining('prisma validate') },
    });
  });
});
