import { type FormControl, type LinkageRule, newControl } from '@app/common/form';

/**
 * The bench's form (issue 16): 200 controls of which 20 are calculate fields and 20 selects each driving
 * a linkage rule. Used by the runtime's tests and by the Chromium bench that comes with the designer.
 */
export function bigForm(): { fields: FormControl[]; linkage: LinkageRule[]; idGlobal: number } {
  const fields: FormControl[] = [];
  const linkage: LinkageRule[] = [];
  let id = 100;
  const add = (jnpfKey: string, vModel: string) => {
    const control = newControl(jnpfKey, ++id);
    control.__vModel__ = vModel;
    control.__config__.label = vModel;
    control.__config__.span = 12;
    fields.push(control);
    return control;
  };
  for (let i = 0; i < 20; i++) {
    const kind = add('select', `kind${i}`);
    kind.__slot__ = {
      options: [
        { id: '1', fullName: '一' },
        { id: '2', fullName: '二' },
      ],
    };
    const amount = add('numInput', `amount${i}`);
    const price = add('numInput', `price${i}`);
    const total = add('calculate', `total${i}`);
    total.expression = [
      { __vModel__: amount.__vModel__!, label: '' },
      '×',
      { __vModel__: price.__vModel__!, label: '' },
    ];
    for (let j = 0; j < 6; j++) add(j % 2 ? 'comInput' : 'textarea', `text${i}_${j}`);
    linkage.push({
      id: `rule${i}`,
      match: 'all',
      conditions: [{ field: `kind${i}`, op: 'eq', value: '2' }],
      actions: [
        { effect: 'hide', targets: [`text${i}_0`] },
        { effect: 'require', targets: [`text${i}_1`] },
      ],
    });
  }
  return { fields, linkage, idGlobal: id };
}
