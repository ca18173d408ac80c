import { describe } from 'vitest';
import { SYSTEM_CASES } from './partial-update-cases-system.js';
import { checkPartialUpdates, usePartialUpdateApp } from './partial-update-fixture.js';

/** Issue 13, item 3, for the update routes of menus, maps, areas, the system settings and bill rules. */

usePartialUpdateApp();

describe('a PUT carrying only the required fields leaves every other field as it was', () => {
  checkPartialUpdates(SYSTEM_CASES);
});
