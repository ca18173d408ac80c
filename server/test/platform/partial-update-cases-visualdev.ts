import { type Case, created, read } from './partial-update-fixture.js';

/** The update route of designs (在线开发): a save that leaves out the JSON parts keeps them. */
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
];
