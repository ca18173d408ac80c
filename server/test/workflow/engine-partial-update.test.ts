import { describe } from 'vitest';
import { checkPartialUpdates, usePartialUpdateApp } from '../platform/partial-update-fixture.js';
import { WORKFLOW_CASES } from './partial-update-cases-workflow.js';

/** Decision 049 for flow engines. */

usePartialUpdateApp();

describe('a PUT carrying only the required fields leaves every other field as it was', () => {
  checkPartialUpdates(WORKFLOW_CASES);
});
