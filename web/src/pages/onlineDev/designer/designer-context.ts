import type { Lang } from '@app/common';
import type { FormTable } from '@app/common/form';
import { createContext, useContext } from 'react';
import type { DesignerTexts } from './designer-texts';
import type { Designer } from './useDesigner';

/** What every pane reads: the designer's state, its language and words, and the tables the form is bound to. */
export interface DesignerEnv {
  designer: Designer;
  lang: Lang;
  texts: DesignerTexts;
  tables: readonly FormTable[];
}

export const DesignerContext = createContext<DesignerEnv | null>(null);

export function useDesignerEnv(): DesignerEnv {
  const env = useContext(DesignerContext);
  if (!env) throw new Error('designer: a pane outside FormDesigner');
  return env;
}
