import type { Lang } from '@app/common';
import type { FlowNode, FlowTemplate } from '@app/common/flow';
import { createContext, useContext } from 'react';
import type { EngineBrief } from './flow-designer.api';
import type { FlowField } from './form-fields';

/** What every panel of the property drawer reads besides its node. */
export interface DrawerEnv {
  flow: FlowTemplate;
  /** the engine being designed: a sub-flow may not start it */
  engineId: string;
  lang: Lang;
  fields: readonly FlowField[];
  /** why the form offers no fields (a system form without a schema, a form that did not load) */
  fieldsNote: string | null;
  engines: readonly EngineBrief[];
  roles: readonly { id: string; fullName: string }[];
}

export const DrawerEnvContext = createContext<DrawerEnv | null>(null);

export function useDrawerEnv(): DrawerEnv {
  const env = useContext(DrawerEnvContext);
  if (!env) throw new Error('flow designer: a panel outside the drawer');
  return env;
}

/** A panel's node and how it changes: `edit` gets a copy of the properties; `property` merges typing. */
export interface PanelProps<P> {
  node: FlowNode;
  properties: P;
  update(edit: (properties: P) => void, property?: string): void;
}
