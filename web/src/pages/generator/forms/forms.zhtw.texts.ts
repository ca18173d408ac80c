import type zhGeneratorForms from './forms.zh.texts';

/** The words 代碼生成's form lists use beyond 線上開發's (zhtw). */
const zhtwGeneratorForms: typeof zhGeneratorForms = {
  generatorList: {
    empty: '還沒有表單：新建一個，在設計中選擇數據表並設計表單，發佈後即可生成代碼',
  },
};

export default zhtwGeneratorForms;
