/**
 * What other areas may use of 系统数据 (docs/decisions/058-module-kernel.md): the demo business database a
 * first start makes (decision 066), which the online-development examples bind their forms to.
 */

// HTTP calls under the data interfaces' policy (allow-list, no metadata addresses, a deadline and a size
// cap), for the workflow's approver services (assignee type 9).
export { callHttpInterface } from './data-interface-http.js';
// 数据建模, for designs that create their tables from the form (decision 075).
export { inSource } from './data-model/data-model.service.js';
export { checkIdentifier } from './data-model/identifiers.js';
export { listTables } from './data-model/introspect.js';
export { createTable, dropTable } from './data-model/table-changes.service.js';
export { cleanDefinition } from './data-model/table-definition.js';
export { DEMO_DATABASE_FILE, DEMO_TABLES } from './seed/demo-business.data.js';
export { DEMO_SOURCE_ID } from './seed/systemData.examples.js';
