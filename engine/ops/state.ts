import type { ElementValue, SceneDocumentValue } from '../../schema/index.js';
import { resolveStrategy, type ResolvedStrategy } from '../normalize/index.js';
import { formatPath, type Computed, type Diagnostic, type DiagnosticCode, type PathSegment } from '../model/index.js';
import type { Box } from '../geometry/index.js';
import { closest } from '../validate/index.js';
import type { OpError } from './types.js';

/**
 * The working state of one edit: a private copy of the scene that the operations change
 * in place, the base drawing, and what the edit has found so far (errors, warnings, which
 * op last touched which element). One per applyOps call; nothing is shared.
 */
export class EditState {
  readonly scene: SceneDocumentValue;
  readonly computed: Computed | undefined;
  /** Ids created by this edit (a deleted and re-created id counts as new: it has no drawn box). */
  readonly created = new Set<string>();
  readonly errors: OpError[] = [];
  readonly diagnostics: Diagnostic[] = [];
  /** Element id → index of the last op that changed it (cascades included). */
  readonly touchedBy = new Map<string, number>();
  /** Constraint id → index of the last op that changed it. */
  readonly constraintTouchedBy = new Map<string, number>();
  opIndex = 0;
  opName = '';
  private byId: Map<string, ElementValue> | undefined;

  constructor(scene: SceneDocumentValue, computed: Computed | undefined) {
    this.scene = scene;
    this.computed = computed;
  }

  /** Starts the next operation: errors and touches are credited to it. */
  begin(index: number, name: string): void {
    this.opIndex = index;
    this.opName = name;
  }

  get elements(): ElementValue[] {
    return this.scene.elements;
  }

  get(id: string): ElementValue | undefined {
    if (this.byId === undefined) {
      this.byId = new Map();
      for (const element of this.scene.elements) if (!this.byId.has(element.id)) this.byId.set(element.id, element);
    }
    return this.byId.get(id);
  }

  add(element: ElementValue): void {
    this.scene.elements.push(element);
    this.byId = undefined;
    this.created.add(element.id);
    this.touch(element.id);
  }

  remove(id: string): void {
    const index = this.scene.elements.findIndex((element) => element.id === id);
    if (index >= 0) this.scene.elements.splice(index, 1);
    this.byId = undefined;
    this.touch(id);
  }

  touch(id: string): void {
    this.touchedBy.set(id, this.opIndex);
  }

  touchConstraint(id: string): void {
    this.constraintTouchedBy.set(id, this.opIndex);
  }

  /** The JSONPath of a field of the current op in the request body ($.ops[3].delta). */
  at(...field: PathSegment[]): string {
    return formatPath(['ops', this.opIndex, ...field]);
  }

  /** Records a refusal of the current op; the message is prefixed with the op so it reads alone. */
  fail(code: DiagnosticCode, fix: string, where: { elementId?: string; field?: PathSegment[] } = {}): void {
    const error: OpError = { opIndex: this.opIndex, code, message: `ops[${this.opIndex}] ${this.opName}: ${fix}` };
    if (where.elementId !== undefined) error.elementId = where.elementId;
    error.path = this.at(...(where.field ?? (where.elementId !== undefined ? ['id'] : [])));
    this.errors.push(error);
  }

  warn(diagnostic: Diagnostic): void {
    this.diagnostics.push(diagnostic);
  }

  /** Error count now: compare with failedSince to know whether the current op was refused. */
  checkpoint(): number {
    return this.errors.length;
  }

  failedSince(checkpoint: number): boolean {
    return this.errors.length > checkpoint;
  }

  /** The element an op names, or OP_TARGET_NOT_FOUND (with the nearest ids as a hint). */
  target(id: string, field: PathSegment[] = ['id']): ElementValue | undefined {
    const element = this.get(id);
    if (element !== undefined) return element;
    const [near] = closest(id, this.scene.elements.map((e) => e.id), 1);
    const hint = near !== undefined ? `did you mean "${near}"?` : 'use the id of an existing element (see the outline) or create it in an earlier operation';
    this.fail('OP_TARGET_NOT_FOUND', `"${id}" is not an element of this diagram at this point of the edit; ${hint}`, { elementId: id, field });
    return undefined;
  }

  /** Refuses the op because its target is of the wrong kind (`wanted` reads "nodes", "groups"...). */
  kindMismatch(element: ElementValue, wanted: string, fix: string, field: PathSegment[] = ['id']): void {
    this.fail('OP_TARGET_KIND_MISMATCH', `"${element.id}" is a ${element.kind}, but ${this.opName} works on ${wanted}; ${fix}`, { elementId: element.id, field });
  }

  /** Where the base revision drew the element, when it comes from the base and was drawn. */
  drawnBox(id: string): Box | undefined {
    if (this.created.has(id)) return undefined;
    const drawn = this.computed?.elements[id];
    return drawn !== undefined && 'box' in drawn ? { ...drawn.box } : undefined;
  }

  isSequence(): boolean {
    return this.scene.diagramFamily === 'sequence';
  }

  strategy(): ResolvedStrategy {
    return resolveStrategy(this.scene.layoutStrategy);
  }
}
