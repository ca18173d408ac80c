import path from 'node:path';
import { normaliseDesign } from '@app/common/form';
import SQLite from 'better-sqlite3';
import { type ExampleRow, type SeedExamples, seededBy } from '../../../db/seed/examples.js';
import { seedId } from '../../../db/seed/seed-id.js';
import { DEMO_DATABASE_FILE, DEMO_SOURCE_ID } from '../../systemData/exports.js';
import { EXAMPLE_DESIGNS, type ExampleDesign, LEAVE_COLUMNS, LEAVE_TABLE } from './example-designs.data.js';
import { exampleRecords } from './example-records.data.js';

/**
 * 在线开发's examples for a first start (decision 066, issue 16 item 6): six designs, each released as
 * version 1, and demo records for the three kept as JSON; the leave request's table is added to the demo
 * business database beside the tables 系统数据 made there.
 */

export const designId = (code: string) => seedId(`example:visualdev:${code}`);

function designRows(now: number, design: ExampleDesign, sortCode: number): ExampleRow[] {
  const id = designId(design.code);
  const parts = {
    fullName: design.name,
    enCode: design.code,
    type: design.type,
    webType: design.webType,
    dbLinkId: design.demoSource ? DEMO_SOURCE_ID : null,
    tables: JSON.stringify(design.tables),
    formData: JSON.stringify(normaliseDesign(design.form)),
    columnData: JSON.stringify(design.columns),
    flowTemplateJson: null,
  };
  return [
    {
      table: 'baseVisualdev',
      row: {
        ...seededBy(now),
        ...parts,
        id,
        category: design.category,
        description: design.description,
        sortCode,
        enabledMark: 1,
        version: 1,
        releasedVersion: 1,
        releaseTime: now,
        releaseUserId: seededBy(now).creatorUserId,
      },
    },
    {
      table: 'baseVisualdevRelease',
      row: {
        ...parts,
        id: seedId(`example:visualdev:${design.code}:v1`),
        visualdevId: id,
        version: 1,
        releaseTime: now,
        releaseUserId: seededBy(now).creatorUserId,
      },
    },
  ];
}

export const visualdevExamples: SeedExamples = {
  rows(now) {
    const designs = EXAMPLE_DESIGNS.flatMap((design, i) => designRows(now, design, i + 1));
    const records: ExampleRow[] = exampleRecords(now).map(({ design, key, data }, i) => ({
      table: 'baseVisualdevModeldata',
      row: {
        id: seedId(`example:visualdev:${design}:record:${key}`),
        creatorTime: now - (100 - i) * 60_000,
        creatorUserId: seededBy(now).creatorUserId,
        visualdevId: designId(design),
        data: JSON.stringify(data),
      },
    }));
    // 数据建模 describes the leave table as it does the demo tables 系统数据 made
    const comments: ExampleRow[] = [
      ['', '请假申请'],
      ...LEAVE_COLUMNS.map(([column, , comment]) => [column, comment]),
    ].map(([columnName, comment]) => ({
      table: 'baseDbComment',
      row: {
        id: seedId(`example:dbComment:${LEAVE_TABLE}:${columnName}`),
        linkId: DEMO_SOURCE_ID,
        tableName: LEAVE_TABLE,
        columnName,
        comment,
        creatorTime: now,
      },
    }));
    return [...designs, ...records, ...comments];
  },
  // The demo database exists by now (系统数据's examples come first); the leave table is added if missing.
  async complete(_trx, place) {
    const database = new SQLite(path.join(place.sqliteSourcesDir, DEMO_DATABASE_FILE));
    try {
      const columns = LEAVE_COLUMNS.map(([name, type]) => `${name} ${type}`).join(', ');
      database.exec(`create table if not exists ${LEAVE_TABLE} (${columns})`);
    } finally {
      database.close();
    }
  },
};
