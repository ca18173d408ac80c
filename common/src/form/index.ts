// Designed forms: the stored schema, the control catalogue, the designer's operations, the save rules of
// a design, the linkage engine and the rules a record must meet. Imported as '@app/common/form' so the
// shell's bundle does not carry it.
export * from './calculations';
export * from './catalogue';
export * from './column-data';
export * from './design-messages';
export * from './design-ops';
export * from './form-defaults';
export * from './linkage';
export * from './linkage-types';
export * from './record-rules';
export * from './reg-rule';
export type * from './types';
export * from './validate-design';
export * from './walk';
