import type { DesignType } from '@app/common/form';

/**
 * What differs between the design lists: the type they list (client-facts §7.1), the menu whose buttons
 * guard them, the dictionary of their categories and their texts' prefix.
 */
export interface DesignKind {
  type: DesignType;
  menu: string;
  categories: string;
  /** the list's empty text: designs start differently under 代码生成 (tables first) */
  empty: string;
}

export const DESIGN_KINDS: Record<
  'webDesign' | 'appDesign' | 'webForm' | 'appForm' | 'flowForm',
  DesignKind
> = {
  webDesign: { type: 1, menu: 'onlineDev.webDesign', categories: 'webDesign', empty: 'designList.empty' },
  appDesign: { type: 2, menu: 'onlineDev.appDesign', categories: 'appDesigner', empty: 'designList.empty' },
  flowForm: { type: 3, menu: 'generator.flowForm', categories: 'flowForm', empty: 'generatorList.empty' },
  webForm: { type: 4, menu: 'generator.webForm', categories: 'webForm', empty: 'generatorList.empty' },
  appForm: { type: 5, menu: 'generator.appForm', categories: 'appForm', empty: 'generatorList.empty' },
};
