/** The words 代码生成's form lists use beyond 在线开发's (zh). */
const zhGeneratorForms = {
  generatorList: {
    empty: '还没有表单：新建一个，在设计中选择数据表并设计表单，发布后即可生成代码',
  },
};

export default zhGeneratorForms;
