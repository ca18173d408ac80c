import { createContext, useContext } from 'react';

/** Where the dragged thing would land, for the canvas to draw: over which list or control, before or after. */
export interface DragHint {
  overId: string;
  after: boolean;
  allowed: boolean;
}

export const DragHintContext = createContext<DragHint | null>(null);
export const useDragHint = () => useContext(DragHintContext);
