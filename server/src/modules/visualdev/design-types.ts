import type { DesignType } from '@app/common/form';

/**
 * A design's type (client-facts §7.1) and the menu whose grants open it: 1 web and 2 app designs live under
 * 在线开发, 3 flow forms, 4 web and 5 app code-generation forms under 代码生成.
 */
export const DESIGN_MENUS: Readonly<Record<DesignType, string>> = {
  1: 'onlineDev.webDesign',
  2: 'onlineDev.appDesign',
  3: 'generator.flowForm',
  4: 'generator.webForm',
  5: 'generator.appForm',
};

export const DESIGN_TYPES = [1, 2, 3, 4, 5] as const satisfies readonly DesignType[];

export const isDesignType = (value: unknown): value is DesignType =>
  typeof value === 'number' && (DESIGN_TYPES as readonly number[]).includes(value);
