import { CATALOGUE } from '@app/common/form';
import { describe, expect, it } from 'vitest';
import enDesigner from './designer.en.texts';
import zhDesigner from './designer.zh.texts';
import zhtwDesigner from './designer.zhtw.texts';
import { ELEMENT_PROPS } from './element-props';

/** Every leaf of a texts object as 'a.b.c'. */
function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' && inner !== null ? keys(inner, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

describe('designer texts', () => {
  it('have exactly the same keys in the three languages (tsc misses extra ones)', () => {
    const zh = keys(zhDesigner).sort();
    expect(keys(enDesigner).sort()).toEqual(zh);
    expect(keys(zhtwDesigner).sort()).toEqual(zh);
  });

  it('name every element prop and palette group the designer shows', () => {
    const props = new Set(Object.values(ELEMENT_PROPS).flatMap((list) => list.map((prop) => prop.text)));
    for (const lang of [zhDesigner, enDesigner, zhtwDesigner]) {
      for (const prop of props) expect(lang.designer.prop, prop).toHaveProperty(prop);
      for (const entry of CATALOGUE) expect(lang.designer.groups).toHaveProperty(entry.group);
    }
  });
});
