import type zhGeneratorForms from './forms.zh.texts';

/** The words the generator's form lists use beyond online development's (en). */
const enGeneratorForms: typeof zhGeneratorForms = {
  generatorList: {
    empty:
      'No forms yet: create one, choose its tables and design it in the designer, then release it to generate code',
  },
};

export default enGeneratorForms;
