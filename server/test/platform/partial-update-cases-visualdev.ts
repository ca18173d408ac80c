import { newControl } from '@app/common/form';
import { type Case, created, ok, read } from './partial-update-fixture.js';

/**
 * The update routes of designs (在线开发) and of their records: a save that leaves out the JSON parts keeps
 * them, and a record's change that leaves out a field keeps its value.
 */
export const VISUALDEV_CASES: Case[] = [
  {
    route: '/api/visualdev/Base/:id',
    async prepare() {
      const id = await created('/api/visualdev/Base', {
        type: 1,
        fullName: '部分更新功能',
        enCode: 'puDesign',
        webType: 1,
        category: 'cat1',
        formData: JSON.stringify({ idGlobal: 100, fields: [] }),
        sortCode: 24,
        description: '功能说明',
      });
      const url = `/api/visualdev/Base/${id}`;
      return { url, info: read(url) };
    },
    holds: {
      webType: 1,
      category: 'cat1',
      formData: JSON.stringify({ idGlobal: 100, fields: [] }),
      sortCode: 24,
      description: '功能说明',
    },
  },
  {
    route: '/api/visualdev/OnlineDev/:modelId/:id',
    async prepare() {
      const name = newControl('comInput', 101);
      name.__config__.required = true;
      const form = { idGlobal: 102, fields: [name, newControl('comInput', 102)] };
      const design = await created('/api/visualdev/Base', {
        type: 1,
        fullName: '部分更新记录',
        enCode: 'puRecords',
        webType: 1,
        formData: JSON.stringify(form),
      });
      await ok('POST', `/api/visualdev/Base/${design}/Actions/Release`);
      const record = await created(`/api/visualdev/OnlineDev/${design}`, {
        data: JSON.stringify({ comInputField101: '甲', comInputField102: '乙' }),
      });
      const url = `/api/visualdev/OnlineDev/${design}/${record}`;
      // the record answers its values as JSON text (data), as the original's edit form reads it
      const info = async () => {
        const { data, ...rest } = await read(url)();
        return { ...rest, ...JSON.parse(data as string) };
      };
      return { url, info };
    },
    holds: { comInputField101: '甲', comInputField102: '乙' },
    body: (stored) => ({ data: JSON.stringify({ comInputField101: stored.comInputField101 }) }),
  },
];
