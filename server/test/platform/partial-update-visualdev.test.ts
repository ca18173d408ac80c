import { describe } from 'vitest';
import { VISUALDEV_CASES } from './partial-update-cases-visualdev.js';
import { checkPartialUpdates, usePartialUpdateApp } from './partial-update-fixture.js';

/** Decision 049 for designs and the records of designed forms. */

usePartialUpdateApp();

describe('a PUT carrying only the required fields leaves every other field as it was', () => {
  checkPartialUpdates(VISUALDEV_CASES);
});
