import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from './catalogue';
import {
  addControl,
  copyControl,
  type DropTarget,
  emptyFormData,
  moveControl,
  removeControl,
  updateControl,
} from './design-ops';
import { evaluateLinkage } from './linkage';
import { checkRecord } from './record-rules';
import type { FormData } from './types';
import { validateFormDesign } from './validate-design';
import { childLists, valueFields, walkControls } from './walk';

/**
 * Property tests: forms built only through the designer's operations, with the properties the panel asks
 * for filled in, pass the save rules and survive a save and load unchanged.
 */

const KEYS = CATALOGUE.filter((entry) => entry.group !== 'flow').map((entry) => entry.jnpfKey);

type Step =
  | { kind: 'add'; key: number; target: number; index: number }
  | { kind: 'move'; control: number; target: number; index: number }
  | { kind: 'copy' | 'remove'; control: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      key: fc.nat(),
      target: fc.nat(),
      index: fc.nat(6),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('move' as const),
      control: fc.nat(),
      target: fc.nat(),
      index: fc.nat(6),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constantFrom('copy' as const, 'remove' as const), control: fc.nat() }),
  },
);

/** Every place a control can be dropped: the canvas and each list inside a container. */
function targets(form: FormData): DropTarget[] {
  const found: DropTarget[] = [{ parent: null, index: 0 }];
  for (const { control } of walkControls(form.fields))
    for (let pane = 0; pane < childLists(control).length; pane++)
      found.push({ parent: control.__config__.formId, pane, index: 0 });
  return found;
}

const formIds = (form: FormData) =>
  [...walkControls(form.fields)].map((visit) => visit.control.__config__.formId);

function apply(form: FormData, s: Step): FormData {
  const places = targets(form);
  const ids = formIds(form);
  if (s.kind === 'add')
    return addControl(form, KEYS[s.key % KEYS.length], {
      ...places[s.target % places.length],
      index: s.index,
    });
  if (!ids.length) return form;
  const id = ids[s.control % ids.length];
  if (s.kind === 'move')
    return moveControl(form, id, { ...places[s.target % places.length], index: s.index });
  return s.kind === 'copy' ? copyControl(form, id) : removeControl(form, id);
}

/** What the property panel makes the designer fill in before a save. */
function finish(form: FormData): FormData {
  let done = form;
  for (const { control } of walkControls(done.fields)) {
    const id = control.__config__.formId;
    const key = control.__config__.jnpfKey;
    if (key === 'relationFormAttr') {
      const related = valueFields(done.fields).find(
        (f) => f.control.__config__.jnpfKey === 'relationForm' && !f.subTable,
      );
      done = related
        ? updateControl(done, id, (c) =>
            Object.assign(c, { relationField: related.vModel, showField: 'fullName' }),
          )
        : removeControl(done, id);
    }
    if (key === 'billRule')
      done = updateControl(done, id, (c) => Object.assign(c.__config__, { rule: 'leave' }));
    if (key === 'relationForm')
      done = updateControl(done, id, (c) => Object.assign(c, { modelId: 'm1', relationField: 'fullName' }));
    if (key === 'popupSelect')
      done = updateControl(done, id, (c) => Object.assign(c, { interfaceId: 'di1' }));
    if (key === 'calculate')
      done = updateControl(done, id, (c) => Object.assign(c, { expression: ['1', '+', '2'] }));
  }
  for (let empty = emptyList(done); empty; empty = emptyList(done))
    done = addControl(done, 'comInput', empty);
  return done;
}

function emptyList(form: FormData): DropTarget | undefined {
  for (const { control } of walkControls(form.fields)) {
    const pane = childLists(control).findIndex((list) => list.length === 0);
    if (pane >= 0) return { parent: control.__config__.formId, pane, index: 0 };
  }
  return undefined;
}

const designs = fc
  .array(step, { minLength: 5, maxLength: 60, size: 'max' })
  .map((steps) => finish(steps.reduce(apply, emptyFormData())));

describe('forms the designer can produce', () => {
  it('pass the save rules', () => {
    fc.assert(
      fc.property(designs, (form) => {
        expect(validateFormDesign(form)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('load back from their saved text unchanged, and still pass', () => {
    fc.assert(
      fc.property(designs, (form) => {
        const loaded = JSON.parse(JSON.stringify(form)) as FormData;
        expect(loaded).toEqual(form);
        expect(validateFormDesign(loaded)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('number every control once, below the counter', () => {
    fc.assert(
      fc.property(designs, (form) => {
        const ids = formIds(form);
        expect(new Set(ids).size).toBe(ids.length);
        expect(ids.every((id) => id <= form.idGlobal)).toBe(true);
      }),
    );
  });

  it('leave the form they were given unchanged, which undo relies on', () => {
    fc.assert(
      fc.property(designs, step, (form, s) => {
        const before = JSON.stringify(form);
        apply(form, s);
        expect(JSON.stringify(form)).toBe(before);
      }),
    );
  });

  it('never make the rules or the linkage engine throw, whatever a record holds', () => {
    fc.assert(
      fc.property(
        designs,
        fc.dictionary(fc.string(), fc.anything()),
        fc.anything(),
        (form, values, rules) => {
          checkRecord(form, values);
          evaluateLinkage(form.fields, rules as never, values);
        },
      ),
      { numRuns: 200 },
    );
  });
});
