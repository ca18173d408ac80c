import zhGeneratorForms from './forms/forms.zh.texts';

/** The texts of 代码生成 (zh): the area's chunk for the language. */
const zhGenerator = { ...zhGeneratorForms };

export default zhGenerator;
