import type { BillRuleOption, DataInterfaceSelectorNode, DictionaryTypeNode } from '@app/common';
import { useQuery } from '@tanstack/react-query';
import { ApiError, http } from '../../../app/request';

/**
 * What the property panel looks up: dictionary types, data interfaces, numbering rules, designed forms and
 * their fields, an interface's columns. Silent: a failure is shown in the panel beside the picker.
 */

/** A node of a picker tree, the shape antd's TreeSelect takes. */
export interface PickNode {
  value: string;
  title: string;
  selectable: boolean;
  children?: PickNode[];
}

const quiet = { silent: true } as const;
const KEY = ['onlineDev', 'designer'] as const;

/** A list answer, bare or as {list}: the original's calls answer both ways. */
const listOf = <T>(answer: unknown): T[] =>
  Array.isArray(answer)
    ? answer
    : Array.isArray((answer as { list?: unknown })?.list)
      ? (answer as { list: T[] }).list
      : [];

export const errorText = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

const dictionaryNodes = (nodes: DictionaryTypeNode[]): PickNode[] =>
  nodes.map((node) => ({
    value: node.id,
    title: `${node.fullName} (${node.enCode})`,
    selectable: true,
    children: node.children?.length ? dictionaryNodes(node.children) : undefined,
  }));

export const useDictionaryTypes = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'dictionaryTypes'],
    queryFn: async ({ signal }) =>
      dictionaryNodes(listOf(await http.get('/api/system/DictionaryType', undefined, { ...quiet, signal }))),
    enabled,
    staleTime: 60_000,
  });

const interfaceNodes = (nodes: DataInterfaceSelectorNode[]): PickNode[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.fullName,
    selectable: node.type === 'interface',
    children: node.children?.length ? interfaceNodes(node.children) : undefined,
  }));

export const useDataInterfaces = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'interfaces'],
    queryFn: async ({ signal }) =>
      interfaceNodes(
        listOf(await http.get('/api/system/DataInterface/Selector', undefined, { ...quiet, signal })),
      ),
    enabled,
    staleTime: 60_000,
  });

export const useBillRules = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'billRules'],
    queryFn: async ({ signal }) =>
      listOf<BillRuleOption>(
        await http.get('/api/system/BillRule/Selector', undefined, { ...quiet, signal }),
      ),
    enabled,
    staleTime: 60_000,
  });

interface FormNode {
  id: string;
  fullName: string;
  children?: FormNode[];
}

/** Categories hold the forms; a node with children is a category, a leaf a form. */
const formNodes = (nodes: FormNode[]): PickNode[] =>
  nodes.map((node) => ({
    value: node.id,
    title: node.fullName,
    selectable: !node.children?.length,
    children: node.children?.length ? formNodes(node.children) : undefined,
  }));

/** The designed functions a 关联表单 may point to (GET visualdev/Base/Selector, type 1 web). */
export const useDesignedForms = (enabled: boolean) =>
  useQuery({
    queryKey: [...KEY, 'forms'],
    queryFn: async ({ signal }) =>
      formNodes(listOf(await http.get('/api/visualdev/Base/Selector', { type: 1 }, { ...quiet, signal }))),
    enabled,
    retry: false,
  });

export interface FieldPick {
  value: string;
  label: string;
}

/** The main-form fields of a designed function (FormDataFields: {vmodel, label}). */
export const useFormFields = (modelId: string) =>
  useQuery({
    queryKey: [...KEY, 'formFields', modelId],
    queryFn: async ({ signal }) =>
      listOf<{ vmodel?: string; vModel?: string; label?: string }>(
        await http.get(`/api/visualdev/Base/${encodeURIComponent(modelId)}/FormDataFields`, undefined, {
          ...quiet,
          signal,
        }),
      )
        .map((field) => ({
          value: String(field.vmodel ?? field.vModel ?? ''),
          label: String(field.label ?? ''),
        }))
        .filter((field) => field.value),
    enabled: modelId !== '',
    retry: false,
  });

/** The columns an interface answers, read from its first row (Action/List, one row). */
export async function interfaceColumns(interfaceId: string): Promise<string[]> {
  const answer = await http.get(
    `/api/system/DataInterface/${encodeURIComponent(interfaceId)}/Action/List`,
    { currentPage: 1, pageSize: 1 },
    quiet,
  );
  const [row] = listOf<Record<string, unknown>>(answer);
  return row && typeof row === 'object' ? Object.keys(row) : [];
}
