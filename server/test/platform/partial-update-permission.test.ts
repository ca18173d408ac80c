import { describe } from 'vitest';
import { PERMISSION_CASES } from './partial-update-cases-permission.js';
import { checkPartialUpdates, usePartialUpdateApp } from './partial-update-fixture.js';

/** Issue 13, item 3, for the update routes of organisations, positions, roles, users and data grants. */

usePartialUpdateApp();

describe('a PUT carrying only the required fields leaves every other field as it was', () => {
  checkPartialUpdates(PERMISSION_CASES);
});
