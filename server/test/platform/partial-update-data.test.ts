import { describe } from 'vitest';
import { DATA_CASES } from './partial-update-cases-data.js';
import { checkPartialUpdates, usePartialUpdateApp } from './partial-update-fixture.js';

/** Issue 13, item 3, for the update routes of dictionaries, data sources, models, interfaces, languages, common fields, schedule tasks and messages. */

usePartialUpdateApp();

describe('a PUT carrying only the required fields leaves every other field as it was', () => {
  checkPartialUpdates(DATA_CASES);
});
