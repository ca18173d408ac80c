import type { Lang } from '@app/common';
import { createContext, useContext } from 'react';
import type { DesignerTexts } from './designer-texts';

/**
 * What the canvas's controls read, split by how often it changes, so that a change to one control draws
 * that control again and not the 200 beside it (CanvasItem is memoised on its control):
 * - the actions and words, the same for the designer's whole life;
 * - the selected control, new on a click;
 * - the form's label layout, new when the form settings change.
 */
export interface CanvasActions {
  lang: Lang;
  texts: DesignerTexts;
  select(formId: number | null): void;
  copy(formId: number): void;
  remove(formId: number): void;
}

export interface LabelLayout {
  position: 'left' | 'right' | 'top';
  width: number;
}

export const CanvasActionsContext = createContext<CanvasActions | null>(null);
export const SelectedContext = createContext<number | null>(null);
export const LabelLayoutContext = createContext<LabelLayout>({ position: 'right', width: 100 });

export function useCanvasActions(): CanvasActions {
  const actions = useContext(CanvasActionsContext);
  if (!actions) throw new Error('designer: a canvas control outside FormDesigner');
  return actions;
}
export const useSelected = () => useContext(SelectedContext);
export const useLabelLayout = () => useContext(LabelLayoutContext);
