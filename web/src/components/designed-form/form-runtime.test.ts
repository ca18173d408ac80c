import { describe, expect, it } from 'vitest';
import { type Clock, FormRuntime, problemKey } from './form-runtime';
import { KeyedStore } from './keyed-store';
import { orderForm } from './test-forms';

/** A clock the test runs by hand: the debounce is checked by order of events, never by time. */
function manualClock() {
  let waiting: (() => void) | null = null;
  let scheduled = 0;
  const clock: Clock = {
    set: (run) => {
      waiting = run;
      scheduled++;
      return scheduled;
    },
    clear: () => {
      waiting = null;
    },
  };
  return {
    clock,
    pending: () => waiting !== null,
    run: () => {
      const run = waiting;
      waiting = null;
      run?.();
    },
  };
}

/** How many times each key of a store told its listeners, from now on. */
function countWakes(store: KeyedStore<unknown>, keys: string[]) {
  const wakes: Record<string, number> = {};
  for (const key of keys) {
    wakes[key] = 0;
    store.subscribe(key, () => wakes[key]++);
  }
  return wakes;
}

describe('the keyed store', () => {
  it('tells only the listeners of the key that changed, and nobody when the value is the same', () => {
    const store = new KeyedStore<unknown>();
    const wakes = countWakes(store, ['a', 'b']);
    store.set('a', 1);
    store.set('a', 1);
    store.set('a', 2);
    expect(wakes).toEqual({ a: 2, b: 0 });
    const unsubscribe = store.subscribe('b', () => {});
    expect(store.listenerCount('b')).toBe(2);
    unsubscribe();
    expect(store.listenerCount('b')).toBe(1);
  });

  it('replaces every key, telling only those that changed', () => {
    const store = new KeyedStore<unknown>();
    store.set('a', 1);
    store.set('b', 2);
    expect(
      store.replace(
        new Map([
          ['a', 1],
          ['c', 3],
        ]),
      ),
    ).toEqual(['b', 'c']);
    expect(store.keys().sort()).toEqual(['a', 'c']);
  });
});

describe('the form runtime', () => {
  it('opens with defaults, a sub-table with one empty row, and computed calculate fields', () => {
    const runtime = new FormRuntime(orderForm(), { customer: '华夏' });
    const values = runtime.current();
    expect(values.customer).toBe('华夏');
    expect(values.items).toEqual([
      { product: undefined, qty: undefined, price: undefined, line: 0, rush: false },
    ]);
    expect(values.total).toBe(0);
    expect(runtime.states.get('note')).toMatchObject({ hidden: true });
  });

  it('wakes the field typed in and no other field on a keystroke', () => {
    const runtime = new FormRuntime(orderForm(), {});
    const values = countWakes(runtime.values, ['customer', 'kind', 'note', 'discount', 'items', 'total']);
    const states = countWakes(runtime.states as KeyedStore<unknown>, [
      'customer',
      'kind',
      'note',
      'discount',
    ]);
    runtime.setValue('customer', '华');
    runtime.setValue('customer', '华夏');
    expect(values).toEqual({ customer: 2, kind: 0, note: 0, discount: 0, items: 0, total: 0 });
    expect(states).toEqual({ customer: 0, kind: 0, note: 0, discount: 0 });
  });

  it("changes a linked field's state when its rule starts to hold, and applies setValue only then", () => {
    const runtime = new FormRuntime(orderForm(), {});
    const states = countWakes(runtime.states as KeyedStore<unknown>, ['note', 'customer']);
    runtime.setValue('kind', '2');
    expect(runtime.states.get('note')).toEqual({ hidden: false, required: true, disabled: false });
    expect(runtime.current().discount).toBe(10);
    expect(states).toEqual({ note: 1, customer: 0 });
    // The user's own value wins while the rule keeps holding.
    runtime.setValue('discount', 3);
    runtime.setValue('note', 'urgent');
    expect(runtime.current().discount).toBe(3);
    runtime.setValue('kind', '1');
    expect(runtime.states.get('note')).toMatchObject({ hidden: true });
    runtime.setValue('kind', '2');
    expect(runtime.current().discount).toBe(10);
  });

  it('keeps the values of rules that already hold when a record opens', () => {
    const runtime = new FormRuntime(orderForm(), { kind: '2', discount: 4 });
    expect(runtime.current().discount).toBe(4);
    expect(runtime.states.get('note')).toMatchObject({ hidden: false });
  });

  it('recomputes calculate fields after the debounce, rows reading their row and the total the column sum', () => {
    const clock = manualClock();
    const runtime = new FormRuntime(orderForm(), {}, clock.clock);
    runtime.setValue('items', [
      { product: 'a', qty: 2, price: 1.1 },
      { product: 'b', qty: 3, price: 2 },
    ]);
    runtime.setValue('discount', 0.2);
    expect(runtime.current().total).toBe(0);
    expect(clock.pending()).toBe(true);
    clock.run();
    const values = runtime.current();
    expect((values.items as { line: number }[]).map((row) => row.line)).toEqual([2.2, 6]);
    expect(values.total).toBe(8);
    expect(clock.pending()).toBe(false);
  });

  it('tells the caller of every change with a new values object', () => {
    const runtime = new FormRuntime(orderForm(), {});
    const seen: unknown[] = [];
    runtime.subscribe((values) => seen.push(values.customer));
    runtime.setValue('customer', 'x');
    runtime.setValue('customer', 'x');
    expect(seen).toEqual(['x']);
  });

  it('validates with common rules: required fields, linkage-required fields, and required cells per row', () => {
    const runtime = new FormRuntime(orderForm(), {}, manualClock().clock);
    runtime.setValue('kind', '2');
    runtime.setValue('items', [{ product: '', qty: 1, price: null, rush: 1 }, { product: 'b' }]);
    const problems = runtime.validate();
    expect(problems.map((problem) => problemKey(problem.path, problem.row)).sort()).toEqual(
      ['customer', 'items.price#0', 'items.product#0', 'note'].sort(),
    );
    expect(runtime.problems.get('items.product#0')?.[0].zh).toBe('产品不能为空');
    expect(runtime.problems.get('customer')?.[0].en).toBe('客户 is required');
    // Once checked, fixing a field clears its problem as the user types.
    runtime.setValue('customer', '华夏');
    expect(runtime.problems.get('customer')).toBeUndefined();
  });

  it("shows the server's problems under their fields and starts over on reset", () => {
    const runtime = new FormRuntime(orderForm(), {});
    runtime.showProblems([
      { path: 'customer', message: { zh: '客户已存在', en: 'exists', zhtw: '客戶已存在' } },
    ]);
    expect(runtime.problems.get('customer')?.[0].zh).toBe('客户已存在');
    runtime.reset({ customer: 'new' });
    expect(runtime.problems.get('customer')).toBeUndefined();
    expect(runtime.current().customer).toBe('new');
  });

  it("opens a record's rows with the columns it lacks at their defaults, and shows a cell's server problem", () => {
    const runtime = new FormRuntime(orderForm(), { items: [{ product: 'a', qty: 2, price: 3 }] });
    expect(runtime.current().items).toEqual([{ product: 'a', qty: 2, price: 3, line: 6, rush: false }]);
    const message = { zh: '数量太大', en: 'Too many', zhtw: '數量太大' };
    runtime.showProblems([{ path: 'items.qty', row: 0, message }]);
    expect(runtime.problems.get(problemKey('items.qty', 0))).toEqual([message]);
  });

  it('applies a row rule only to its row, and a row setValue only when that row starts to meet it', () => {
    const form = orderForm();
    form.linkage.push({
      id: 'rushPrice',
      match: 'all',
      conditions: [{ field: 'items.rush', op: 'eq', value: 1 }],
      actions: [{ effect: 'setValue', targets: ['items.price'], value: 99 }],
    });
    const runtime = new FormRuntime(form, { items: [{ product: 'a' }, { product: 'b' }] });
    runtime.setValue('items', [{ product: 'a', rush: 1 }, { product: 'b' }]);
    const rows = runtime.current().items as { price?: number }[];
    expect(rows.map((row) => row.price)).toEqual([99, undefined]);
    expect(runtime.rowStates.get('items')?.map((row) => row.price.required)).toEqual([true, false]);
  });
});
