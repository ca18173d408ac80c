import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Space, Spin, Steps, Tree, type TreeDataNode } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '../../../app/feedback';
import {
  AUTHORIZE_KEY,
  fetchGrantValues,
  GRANT_KINDS,
  type GrantKind,
  type GrantNode,
  type GrantValues,
  type Holder,
  type HolderType,
  saveGrants,
  treeFacts,
} from './authorize.api';
import styles from './authorize.module.css';

type Keys = Record<GrantKind, string[]>;
const empty = (): Keys => ({ module: [], button: [], column: [], form: [], resource: [] });

function toTreeData(nodes: GrantNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title:
      n.kind === 'module' ? (
        n.fullName
      ) : (
        <span>
          {n.fullName}
          <span className={styles.code}>{n.enCode}</span>
        </span>
      ),
    children: n.children ? toTreeData(n.children) : undefined,
  }));
}

/** Module ids to grant: the checked pages and every directory above them. */
function withAncestors(checked: string[], parentOf: Map<string, string>): string[] {
  const out = new Set<string>();
  for (const id of checked) {
    let node: string | undefined = id;
    while (node && !out.has(node)) {
      out.add(node);
      node = parentOf.get(node);
    }
  }
  return [...out];
}

/**
 * The five steps of granting one holder: menus, then the buttons, list columns, form fields and data
 * schemes of the chosen menus. Each step's tree holds only what the signed-in user may hand out.
 */
export function GrantWizard({
  type,
  holder,
  canSave,
}: {
  type: HolderType;
  holder: Holder;
  canSave: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [step, setStep] = useState(0);
  const [checked, setChecked] = useState<Keys>(empty);
  const [seen, setSeen] = useState<Record<GrantKind, Set<string>>>(() => ({
    module: new Set(),
    button: new Set(),
    column: new Set(),
    form: new Set(),
    resource: new Set(),
  }));
  const [expanded, setExpanded] = useState<Keys>(empty);
  const kind = GRANT_KINDS[step];

  const moduleQuery = useQuery({
    queryKey: [...AUTHORIZE_KEY, holder.id, 'module'],
    queryFn: () => fetchGrantValues(holder.id, 'module', []),
  });
  const moduleFacts = useMemo(() => treeFacts(moduleQuery.data?.list ?? []), [moduleQuery.data]);
  const chosenMenus = useMemo(
    () => checked.module.filter((id) => moduleFacts.leaves.has(id)).sort(),
    [checked.module, moduleFacts],
  );
  const queryFor = (k: GrantKind) => ({
    queryKey: [...AUTHORIZE_KEY, holder.id, k, k === 'module' ? '' : chosenMenus.join(',')],
    queryFn: () => fetchGrantValues(holder.id, k, k === 'module' ? [] : chosenMenus),
  });
  const stepQuery = useQuery({ ...queryFor(kind), enabled: kind !== 'module' });
  const data: GrantValues | undefined = kind === 'module' ? moduleQuery.data : stepQuery.data;
  const loading = kind === 'module' ? moduleQuery.isLoading : stepQuery.isLoading;
  const facts = useMemo(() => treeFacts(data?.list ?? []), [data]);

  // When a tree arrives: keep what the user checked that is still offered, and check what the holder
  // already has among the leaves seen for the first time (a checked parent would check all its children).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per arriving tree of the current step
  useEffect(() => {
    if (!data) return;
    const all = new Set(data.all);
    const before = seen[kind];
    const fresh = data.ids.filter((id) => facts.leaves.has(id) && !before.has(id));
    setChecked((c) => ({ ...c, [kind]: [...new Set([...c[kind].filter((id) => all.has(id)), ...fresh])] }));
    setSeen((s) => ({ ...s, [kind]: new Set([...s[kind], ...facts.leaves]) }));
    setExpanded((e) => ({ ...e, [kind]: [...facts.parents] }));
  }, [data]);

  const save = useMutation({
    mutationFn: async () => {
      const sets = empty();
      sets.module = withAncestors(chosenMenus, moduleFacts.parentOf);
      for (const k of GRANT_KINDS.slice(1)) {
        const values = await queryClient.fetchQuery(queryFor(k));
        const all = new Set(values.all);
        sets[k] = seen[k].size
          ? checked[k].filter((id) => all.has(id))
          : values.ids.filter((id) => all.has(id));
      }
      return saveGrants(holder.id, type, sets);
    },
    onSuccess: () => {
      toastSuccess(t('authorize.saved'));
      void queryClient.invalidateQueries({ queryKey: [...AUTHORIZE_KEY, holder.id] });
    },
  });

  const treeData = useMemo(() => toTreeData(data?.list ?? []), [data]);
  const setKind = (keys: string[]) => setChecked((c) => ({ ...c, [kind]: keys }));
  const steps = GRANT_KINDS.map((k) => ({ title: t(`authorize.steps.${k}`) }));

  return (
    <div className={styles.wizard}>
      <Steps current={step} items={steps} size="small" className={styles.steps} onChange={setStep} />
      <div className={styles.treeTools}>
        <span className={styles.stepHint}>{t(`authorize.hints.${kind}`)}</span>
        <Space size={4} wrap>
          <Button
            size="small"
            autoInsertSpace={false}
            onClick={() => setKind([...facts.leaves])}
            disabled={!facts.leaves.size}
          >
            {t('authorize.checkAll')}
          </Button>
          <Button
            size="small"
            autoInsertSpace={false}
            onClick={() => setKind([])}
            disabled={!facts.leaves.size}
          >
            {t('authorize.uncheckAll')}
          </Button>
          <Button
            size="small"
            autoInsertSpace={false}
            onClick={() => setExpanded((e) => ({ ...e, [kind]: [...facts.parents] }))}
            disabled={!facts.parents.size}
          >
            {t('authorize.expandAll')}
          </Button>
          <Button
            size="small"
            autoInsertSpace={false}
            onClick={() => setExpanded((e) => ({ ...e, [kind]: [] }))}
            disabled={!facts.parents.size}
          >
            {t('authorize.collapseAll')}
          </Button>
        </Space>
      </div>
      <div className={styles.treeBox}>
        {loading ? (
          <div className={styles.center}>
            <Spin />
          </div>
        ) : treeData.length ? (
          <Tree
            checkable
            selectable={false}
            treeData={treeData}
            checkedKeys={checked[kind]}
            expandedKeys={expanded[kind]}
            onExpand={(keys) => setExpanded((e) => ({ ...e, [kind]: keys.map(String) }))}
            onCheck={(keys) => {
              const list = Array.isArray(keys) ? keys : keys.checked;
              setKind(list.map(String).filter((id) => facts.leaves.has(id)));
            }}
          />
        ) : (
          <Empty
            className={styles.center}
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={kind === 'module' ? t('authorize.noMenus') : t('authorize.noItems')}
          />
        )}
      </div>
      <div className={styles.footer}>
        <span className={styles.summary}>
          {t('authorize.summary', { menus: chosenMenus.length, count: checked[kind].length })}
        </span>
        <Space>
          <Button disabled={step === 0} onClick={() => setStep((s) => s - 1)}>
            {t('authorize.prev')}
          </Button>
          <Button disabled={step === GRANT_KINDS.length - 1} onClick={() => setStep((s) => s + 1)}>
            {t('authorize.next')}
          </Button>
          {canSave && (
            <Button type="primary" loading={save.isPending} onClick={() => save.mutate()}>
              {t('authorize.save')}
            </Button>
          )}
        </Space>
      </div>
    </div>
  );
}
