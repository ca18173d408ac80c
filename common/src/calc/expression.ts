// The calculate control's expression API, gathered under one module.
export * from './evaluateExpression';
export * from './tokens';
export * from './validateExpression';
