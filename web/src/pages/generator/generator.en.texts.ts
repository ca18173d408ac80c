import enGeneratorForms from './forms/forms.en.texts';

/** The texts of 代码生成 (en): the area's chunk for the language. */
const enGenerator = { ...enGeneratorForms };

export default enGenerator;
