import type { ColumnValue } from '../../../schema/index.js';
import { genericText } from './generics.js';
import type { MemberRecord } from './records.js';

/** `name(parameters)`, then the return type and a `$`/`*` classifier, either before or after it. */
const METHOD = /^(.+?)\((.*)\)\s*([$*])?\s*(.*?)\s*([$*])?$/;
/** `name : type` (Mermaid's examples write attributes both ways). */
const NAME_COLON_TYPE = /^([^:]+?)\s*:\s*(.+)$/;
const VISIBILITY = /^[-+#~]/;

/**
 * A member row as the table draws it: `name` is the visibility and name (with `(parameters)`
 * for a method), `type` the type or return type. Attributes written `Type name` (Java's
 * order) or `name : Type` both put the type on the right; a single word is a name.
 * Mermaid takes a member with a ")" as a method, anything else as an attribute.
 */
export function readMember(written: string, line: number): MemberRecord {
  let text = written.trim();
  let classifier: '$' | '*' | undefined;
  if (text.indexOf(')') > 0) {
    const method = METHOD.exec(text);
    if (method !== null) {
      const [, head = '', parameters = '', before, returnType = '', after] = method;
      classifier = (before ?? after) as '$' | '*' | undefined;
      const column: ColumnValue = { name: `${genericText(head.trim())}(${genericText(parameters.trim())})${classifier ?? ''}` };
      if (returnType !== '') column.type = genericText(returnType);
      return withClassifier({ column, kind: 'method', line }, classifier);
    }
  }
  const last = text.charAt(text.length - 1);
  if (last === '$' || last === '*') {
    classifier = last;
    text = text.slice(0, -1).trim();
  }
  const visibility = VISIBILITY.test(text) ? text.charAt(0) : '';
  const body = text.slice(visibility.length).trim();
  const colon = NAME_COLON_TYPE.exec(body);
  const words = body.split(/\s+/);
  const [name, type] = colon !== null ? [colon[1] ?? '', colon[2] ?? '']
    : words.length >= 2 ? [words[words.length - 1] ?? '', words.slice(0, -1).join(' ')]
      : [body, ''];
  const column: ColumnValue = { name: `${visibility}${genericText(name)}${classifier ?? ''}` };
  if (type !== '') column.type = genericText(type);
  return withClassifier({ column, kind: 'attribute', line }, classifier);
}

function withClassifier(member: MemberRecord, classifier: '$' | '*' | undefined): MemberRecord {
  if (classifier !== undefined) member.classifier = classifier;
  return member;
}
