import zhtwGeneratorForms from './forms/forms.zhtw.texts';

/** The texts of 代码生成 (zhtw): the area's chunk for the language. */
const zhtwGenerator = { ...zhtwGeneratorForms };

export default zhtwGenerator;
