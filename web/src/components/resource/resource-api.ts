import { type DownloadProgress, downloadFile, uploadFile } from '../../app/file-transfer';
import { http } from '../../app/request';
import type { QueryParams } from '../../app/request-url';
import type { ListAnswer, ResourceApi, ResourceBatchAction, ResourceRow } from './resource.types';
import { fillPath } from './resource-query';

/** The path of an operation: the declared one, else the product's convention from `base`. */
function pathOf(base: string | undefined, declared: string | undefined, convention: string): string {
  if (declared !== undefined) return declared;
  if (base === undefined) throw new Error(`resource: no path for ${convention} and no base`);
  return `${base}${convention}`;
}

/**
 * The calls of one resource through the one request client (SPEC §7, §8): paths from the description, or
 * the screen's own function where its API does not follow the convention.
 */
export function resourceCalls<Row extends object>(api: ResourceApi<Row>) {
  const plain = api.base;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    list: (params: QueryParams, signal?: AbortSignal): Promise<ListAnswer<Row>> =>
      typeof api.list === 'function'
        ? api.list(params, signal)
        : http.get<ListAnswer<Row>>(pathOf(plain, text(api.list), ''), params, { signal }),

    /** A tree's children of `parentId` (with a keyword: the matches below it). */
    children: (parentId: string, params: QueryParams, signal?: AbortSignal): Promise<{ list: Row[] }> =>
      http.get<{ list: Row[] }>(fillPath(pathOf(plain, text(api.list), '/{id}'), { id: parentId }), params, {
        signal,
      }),

    info: (id: string): Promise<ResourceRow> =>
      typeof api.info === 'function'
        ? api.info(id)
        : http.get<ResourceRow>(fillPath(pathOf(plain, text(api.info), '/{id}'), { id })),

    save: (id: string | null, body: ResourceRow): Promise<unknown> => {
      if (id === null)
        return typeof api.create === 'function'
          ? api.create(body)
          : http.post(pathOf(plain, text(api.create), ''), body);
      return typeof api.update === 'function'
        ? api.update(id, body)
        : http.put(fillPath(pathOf(plain, text(api.update), '/{id}'), { id }), body);
    },

    remove: (row: Row): Promise<unknown> =>
      typeof api.remove === 'function'
        ? api.remove(row)
        : http.delete(fillPath(pathOf(plain, text(api.remove), '/{id}'), row)),

    toggle: (row: Row): Promise<unknown> =>
      typeof api.state === 'function'
        ? api.state(row)
        : http.put(fillPath(pathOf(plain, text(api.state), '/{id}/Actions/State'), row)),

    /** A batch action on the ticked rows: DELETE of its path with their ids, or the screen's own call. */
    runBatch: (run: ResourceBatchAction['run'], ids: string[]): Promise<unknown> =>
      typeof run === 'function' ? run(ids) : http.delete(run, { ids }),

    exportRow: (row: Row): Promise<void> => {
      const declared = api.exportRow;
      if (!declared) throw new Error('resource: no exportRow');
      if (typeof declared === 'function') return declared(row);
      return downloadFile(fillPath(declared.path, row), fillPath(declared.fileName, row, false));
    },

    exportList: (params: QueryParams, onProgress: (progress: DownloadProgress) => void): Promise<void> => {
      if (!api.export) throw new Error('resource: no export');
      const path = pathOf(plain, api.export.path, '/Actions/Export');
      return downloadFile(path, api.export.fileName, params, onProgress);
    },

    /** The import template to fill in, under the server's file name. */
    importTemplate: (): Promise<void> =>
      downloadFile(pathOf(plain, api.import?.template, '/Actions/Template'), 'template.xlsx'),

    /** Sends a sheet: checked only (`check`, nothing written), or imported. */
    importFile: (file: File, check: boolean): Promise<unknown> => {
      const declared = api.import;
      if (!declared) throw new Error('resource: no import');
      const path = check
        ? pathOf(plain, declared.preview ?? undefined, '/Actions/ImportPreview')
        : pathOf(plain, declared.path, '/Actions/Import');
      return uploadFile(path, file, file.name);
    },
  };
}

export type ResourceCalls<Row extends object> = ReturnType<typeof resourceCalls<Row>>;
