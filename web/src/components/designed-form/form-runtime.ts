import type { Localized } from '@app/common';
import {
  type CalcField,
  calcFields,
  calculate,
  checkRecord,
  evaluateLinkage,
  type FieldState,
  type FormData,
  type RecordProblem,
  rowsOf,
  type ValueAssignment,
  valueFields,
} from '@app/common/form';
import { sameFieldState, sameProblems, sameRowStates } from './field-states';
import { initialValues } from './initial-values';
import { KeyedStore } from './keyed-store';
import { withCell } from './sub-table';

type Values = Record<string, unknown>;
type RowStates = Record<string, FieldState>[];

/** SPEC §9: the calculate fields recompute 500 ms after the last change. */
export const CALCULATE_DEBOUNCE_MS = 500;

/** The timer the debounce uses; tests hand in one they run by hand. */
export interface Clock {
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const realClock: Clock = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Where a problem is kept: the field's path, and for a sub-table cell its row too. */
export const problemKey = (path: string, row?: number) => (row === undefined ? path : `${path}#${row}`);

/**
 * One open form: its values, the linkage state of every field and the problems shown under them, each in
 * a keyed store so a change wakes only the fields it touches (decision 069). A change recomputes linkage
 * once; a setValue rule is applied when it starts to hold (decision 068), so it never fights typing; the
 * calculate fields follow 500 ms after the last change. Free of React, so its behaviour is unit-tested.
 */
export class FormRuntime {
  readonly values = new KeyedStore<unknown>();
  readonly states = new KeyedStore<FieldState>(sameFieldState);
  readonly rowStates = new KeyedStore<RowStates>(sameRowStates);
  readonly problems = new KeyedStore<Localized[]>(sameProblems);
  /** rows chosen in relation-form fields, by the field's vModel, for relationFormAttr to show */
  readonly related = new KeyedStore<Values>();

  private snapshot: Values;
  private holding = new Set<string>();
  private validated = false;
  private timer: unknown = null;
  private readonly calcs: CalcField[];
  private readonly columnTables: Map<string, string>;
  private readonly listeners = new Set<(values: Values) => void>();

  constructor(
    readonly form: Pick<FormData, 'fields' | 'linkage'>,
    given?: Values,
    private readonly clock: Clock = realClock,
  ) {
    this.calcs = calcFields(form.fields);
    this.columnTables = new Map(
      valueFields(form.fields)
        .filter((field) => field.subTable?.__vModel__)
        .map((field) => [field.path, field.subTable!.__vModel__!]),
    );
    this.snapshot = this.opening(given);
    for (const [key, value] of Object.entries(this.snapshot)) this.values.set(key, value);
    // Rules that already hold when the form opens keep the record's values: only a change applies them.
    this.holding = new Set(this.refreshStates().map(assignmentKey));
  }

  /** The form's values as one object (a new object after every change). */
  current(): Values {
    return this.snapshot;
  }

  /** Hears every change of the values, with the new object. */
  subscribe(listener: (values: Values) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A field changed by the user: a main field by vModel, or a sub-table by its vModel with all its rows. */
  setValue(key: string, value: unknown): void {
    if (!this.values.set(key, value)) return;
    this.snapshot = { ...this.snapshot, [key]: value };
    this.afterChange(true);
  }

  /** Values handed in from outside (another record, a reset): the form starts over with them. */
  reset(given: Values | undefined): void {
    this.snapshot = this.opening(given);
    this.values.replace(new Map(Object.entries(this.snapshot)));
    this.holding = new Set(this.refreshStates().map(assignmentKey));
    this.validated = false;
    this.problems.replace(new Map());
  }

  /** Checks the record with common's rules; the problems show under their fields until they are fixed. */
  validate(): RecordProblem[] {
    this.flushCalculations();
    this.validated = true;
    return this.check();
  }

  /** Problems found elsewhere (the server's answer to a save) shown under their fields. */
  showProblems(problems: readonly RecordProblem[]): void {
    const byKey = new Map<string, Localized[]>();
    for (const problem of problems) {
      const key = problemKey(problem.path, problem.row);
      byKey.set(key, [...(byKey.get(key) ?? []), problem.message]);
    }
    this.problems.replace(byKey);
  }

  /** Runs a waiting calculate pass now (before a save, and in tests). */
  flushCalculations(): void {
    if (this.timer !== null) this.clock.clear(this.timer);
    this.timer = null;
    const changed = calculate(this.form.fields, this.snapshot, this.calcs);
    if (Object.keys(changed).length === 0) return;
    for (const [key, value] of Object.entries(changed)) this.values.set(key, value);
    this.snapshot = { ...this.snapshot, ...changed };
    this.afterChange(false);
  }

  dispose(): void {
    if (this.timer !== null) this.clock.clear(this.timer);
    this.timer = null;
    this.listeners.clear();
  }

  private opening(given: Values | undefined): Values {
    const start = initialValues(this.form.fields, given);
    return { ...start, ...calculate(this.form.fields, start, this.calcs) };
  }

  private afterChange(byUser: boolean): void {
    this.applyLinkage();
    if (this.validated) this.check();
    if (byUser && this.calcs.length) {
      if (this.timer !== null) this.clock.clear(this.timer);
      this.timer = this.clock.set(() => this.flushCalculations(), CALCULATE_DEBOUNCE_MS);
    }
    for (const listener of this.listeners) listener(this.snapshot);
  }

  /** Linkage once per change; a rule's setValue applies when it starts to hold, which may start others. */
  private applyLinkage(): void {
    for (let round = 0; round < 5; round++) {
      const assignments = this.refreshStates();
      const fresh = assignments.filter((assignment) => !this.holding.has(assignmentKey(assignment)));
      this.holding = new Set(assignments.map(assignmentKey));
      if (fresh.length === 0) return;
      for (const assignment of fresh) this.assign(assignment);
    }
  }

  /** Evaluates the rules over the values and stores each field's state; returns the values they set. */
  private refreshStates(): ValueAssignment[] {
    const state = evaluateLinkage(this.form.fields, this.form.linkage, this.snapshot);
    for (const [path, fieldState] of Object.entries(state.fields)) this.states.set(path, fieldState);
    for (const [table, rows] of Object.entries(state.rows)) this.rowStates.set(table, rows);
    return state.assignments;
  }

  private assign({ path, row, value }: ValueAssignment): void {
    const table = this.columnTables.get(path);
    if (!table) {
      if (this.values.set(path, value)) this.snapshot = { ...this.snapshot, [path]: value };
      return;
    }
    const column = path.slice(table.length + 1);
    const rows = rowsOf(this.snapshot[table]);
    const next =
      row === undefined ? rows.map((r) => ({ ...r, [column]: value })) : withCell(rows, row, column, value);
    this.values.set(table, next);
    this.snapshot = { ...this.snapshot, [table]: next };
  }

  private check(): RecordProblem[] {
    const found = checkRecord(this.form, this.snapshot);
    this.showProblems(found);
    return found;
  }
}

const assignmentKey = (assignment: ValueAssignment) =>
  `${assignment.ruleId}|${assignment.row ?? ''}|${assignment.path}`;
