/**
 * What other areas may use of 系统数据 (docs/decisions/058-module-kernel.md): the demo business database a
 * first start makes (decision 066), which the online-development examples bind their forms to.
 */
export { DEMO_DATABASE_FILE, DEMO_TABLES } from './seed/demo-business.data.js';
export { DEMO_SOURCE_ID } from './seed/systemData.examples.js';
