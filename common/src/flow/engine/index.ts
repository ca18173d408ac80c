export * from './approvers';
export * from './compile';
export * from './condition';
export * from './countersign';
export * from './next';
export * from './reject';
export * from './request';
export * from './request-types';
