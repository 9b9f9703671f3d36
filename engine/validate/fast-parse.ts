import * as v from 'valibot';

/**
 * valibot's safeParse with a fast path for valid input. valibot runs a schema by walking
 * its tree and allocating a dataset object per value (half a millisecond for a 60-entity
 * ER scene, a third of the front stages). Most documents are valid, so each schema is
 * compiled once into plain closures that return valibot's output, or FAIL as soon as
 * valibot would report any issue; only then does valibot itself run, so every issue and
 * message stays valibot's own.
 *
 * The closures follow valibot's own code (valibot 1.x, dist/index.mjs) kind by kind:
 * the same checks (`key in input`, SameValueZero, `!(x >= min)`...), output objects and
 * arrays made fresh where valibot makes them, values passed through where it passes them,
 * keys in the schema's order, defaults filled the same way. A schema kind or action not
 * written here runs through valibot's own `~run` (still no issue objects unless it fails).
 * test/engine/validate/fast-parse.test.ts compares both on random valid and broken scenes.
 */

/** What a compiled schema returns when valibot would report an issue. */
const FAIL: unique symbol = Symbol('fail');
type Runner = (value: unknown) => unknown;

/** abortEarly: a delegated schema only has to say whether it fails; its issues are dropped. */
const DELEGATE_CONFIG = { abortEarly: true } as const;

type AnySchema = v.GenericSchema & Record<string, unknown>;
type AnyAction = { kind: string; type: string; requirement?: unknown; '~run': (dataset: unknown, config: unknown) => { issues?: unknown } };

const compiled = new WeakMap<object, Runner>();

function delegate(schema: AnySchema): Runner {
  return (value) => {
    const dataset = schema['~run']({ value }, DELEGATE_CONFIG) as { issues?: unknown; value: unknown };
    return dataset.issues === undefined ? dataset.value : FAIL;
  };
}

function sameValueZero(a: unknown, b: unknown): boolean {
  return a === b || (Number.isNaN(a) && Number.isNaN(b));
}

const isOptional = (schema: AnySchema): boolean => schema.type === 'optional';
/** Entry kinds whose handling in an object is not written here (the whole object is delegated). */
const unusualEntry = (schema: AnySchema): boolean =>
  schema.type === 'exact_optional' || schema.type === 'nullish' || schema.fallback !== undefined || typeof schema.default === 'function';

/** One validation action of a pipe as a predicate on a typed value (true: no issue). */
function validation(action: AnyAction): (value: never) => boolean {
  const requirement = action.requirement;
  switch (action.type) {
    case 'min_length':
      return (value: { length: number }) => !(value.length < (requirement as number));
    case 'max_length':
      return (value: { length: number }) => !(value.length > (requirement as number));
    case 'min_value':
      return (value: number) => value >= (requirement as number);
    case 'max_value':
      return (value: number) => value <= (requirement as number);
    case 'gt_value':
      return (value: number) => value > (requirement as number);
    case 'integer':
    case 'finite':
    case 'check':
      return (value: never) => Boolean((requirement as (value: unknown) => unknown)(value));
    case 'regex':
    case 'iso_timestamp':
    case 'email': {
      const pattern = requirement as RegExp;
      // A global or sticky pattern keeps state between tests: leave it to valibot.
      if (!pattern.global && !pattern.sticky) return (value: string) => pattern.test(value);
      break;
    }
    default:
      break;
  }
  return (value: never) => action['~run']({ typed: true, value }, DELEGATE_CONFIG).issues === undefined;
}

function compilePipe(schema: AnySchema): Runner {
  const [root, ...actions] = schema.pipe as AnyAction[];
  if (actions.some((action) => action.kind !== 'validation' && action.kind !== 'metadata')) return delegate(schema);
  const run = compile(root as unknown as AnySchema);
  const checks = actions.filter((action) => action.kind === 'validation').map(validation);
  return (value) => {
    const out = run(value);
    if (out === FAIL) return FAIL;
    for (const check of checks) if (!check(out as never)) return FAIL;
    return out;
  };
}

function compileObject(schema: AnySchema, loose: boolean): Runner {
  const entries = schema.entries as Record<string, AnySchema>;
  const keys = Object.keys(entries);
  if (keys.some((key) => unusualEntry(entries[key]!))) return delegate(schema);
  const runs = keys.map((key) => compile(entries[key]!));
  const optional = keys.map((key) => isOptional(entries[key]!));
  const defaulted = keys.map((key) => isOptional(entries[key]!) && entries[key]!.default !== undefined);
  const hasOwn = Object.prototype.hasOwnProperty;
  return (input) => {
    if (!input || typeof input !== 'object') return FAIL;
    const record = input as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const present = key in record;
      if (present || defaulted[i]) {
        const item = runs[i]!(present ? record[key] : undefined);
        if (item === FAIL) return FAIL;
        out[key] = item;
      } else if (!optional[i]) return FAIL;
    }
    for (const key in record) {
      if (hasOwn.call(entries, key)) continue;
      if (!loose) return FAIL;
      if (hasOwn.call(record, key) && key !== '__proto__' && key !== 'prototype' && key !== 'constructor') out[key] = record[key];
    }
    return out;
  };
}

function compileVariant(schema: AnySchema): Runner {
  const key = schema.key as string;
  const options = schema.options as AnySchema[];
  if (options.some((option) => option.type === 'variant')) return delegate(schema);
  const discriminators = options.map((option) => {
    const discriminator = (option.entries as Record<string, AnySchema>)[key]!;
    return { check: compile(discriminator), optional: discriminator.type === 'optional' || discriminator.type === 'exact_optional' || discriminator.type === 'nullish' };
  });
  const runs = options.map(compile);
  const slow = delegate(schema);
  return (input) => {
    if (!input || typeof input !== 'object') return FAIL;
    const record = input as Record<string, unknown>;
    const present = key in record;
    for (let i = 0; i < options.length; i++) {
      const discriminator = discriminators[i]!;
      const matches = present ? discriminator.check(record[key]) !== FAIL : discriminator.optional;
      if (!matches) continue;
      const out = runs[i]!(input);
      // valibot may go on to a later option whose discriminator matches too: when the
      // first fails, valibot decides (an exact answer, so a union around it stays exact).
      return out === FAIL ? slow(input) : out;
    }
    return FAIL;
  };
}

function compileWrapped(schema: AnySchema, empty: undefined | null): Runner {
  if (typeof schema.default === 'function') return delegate(schema);
  const run = compile(schema.wrapped as AnySchema);
  const fallback = schema.default;
  return (value) => {
    if (value === empty) {
      if (fallback !== undefined) value = fallback;
      if (value === empty) return value;
    }
    return run(value);
  };
}

function build(schema: AnySchema): Runner {
  if (Array.isArray(schema.pipe)) return compilePipe(schema);
  switch (schema.type) {
    case 'string':
      return (value) => (typeof value === 'string' ? value : FAIL);
    case 'number':
      return (value) => (typeof value === 'number' && !Number.isNaN(value) ? value : FAIL);
    case 'boolean':
      return (value) => (typeof value === 'boolean' ? value : FAIL);
    case 'unknown':
      return (value) => value;
    case 'literal': {
      const literal = schema.literal;
      return (value) => (sameValueZero(value, literal) ? value : FAIL);
    }
    case 'picklist': {
      const options = schema.options as unknown[];
      return (value) => (options.includes(value) ? value : FAIL);
    }
    case 'optional':
      return compileWrapped(schema, undefined);
    case 'nullable':
      return compileWrapped(schema, null);
    case 'strict_object':
      return compileObject(schema, false);
    case 'loose_object':
      return compileObject(schema, true);
    case 'array': {
      const item = compile(schema.item as AnySchema);
      return (input) => {
        if (!Array.isArray(input)) return FAIL;
        const out: unknown[] = [];
        for (let i = 0; i < input.length; i++) {
          const value = item(input[i]);
          if (value === FAIL) return FAIL;
          out.push(value);
        }
        return out;
      };
    }
    case 'record': {
      const key = compile(schema.key as AnySchema);
      const item = compile(schema.value as AnySchema);
      const hasOwn = Object.prototype.hasOwnProperty;
      return (input) => {
        if (!input || typeof input !== 'object') return FAIL;
        const record = input as Record<string, unknown>;
        const out: Record<string, unknown> = {};
        for (const entry in record) {
          if (!hasOwn.call(record, entry) || entry === '__proto__' || entry === 'prototype' || entry === 'constructor') continue;
          const name = key(entry);
          const value = item(record[entry]);
          if (name === FAIL || value === FAIL) return FAIL;
          out[name as string] = value;
        }
        return out;
      };
    }
    case 'variant':
      return compileVariant(schema);
    case 'union': {
      // valibot takes the first option that parses with no issue; compiled options fail
      // exactly when valibot's do, so the first compiled success is the same option.
      const runs = (schema.options as AnySchema[]).map(compile);
      return (value) => {
        for (const run of runs) {
          const out = run(value);
          if (out !== FAIL) return out;
        }
        return FAIL;
      };
    }
    default:
      return delegate(schema);
  }
}

function compile(schema: AnySchema): Runner {
  let run = compiled.get(schema);
  if (run === undefined) {
    // Delegated while it is being built: a schema that reaches itself (through v.lazy, say)
    // runs valibot's own code at that point, and compiling never loops.
    compiled.set(schema, delegate(schema));
    run = build(schema);
    compiled.set(schema, run);
  }
  return run;
}

/**
 * v.safeParse(schema, input, config) with the same result (success, output, issues),
 * faster when the input is valid.
 */
export function safeParse<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown, config?: v.Config<v.InferIssue<TSchema>>): v.SafeParseResult<TSchema> {
  const output = compile(schema as unknown as AnySchema)(input);
  if (output === FAIL) return v.safeParse(schema, input, config);
  return { typed: true, success: true, output: output as v.InferOutput<TSchema>, issues: undefined };
}
