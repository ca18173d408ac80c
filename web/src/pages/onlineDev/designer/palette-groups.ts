import type { DesignType, PaletteGroup } from '@app/common/form';

const ALL: readonly PaletteGroup[] = ['basic', 'advanced', 'webOnly', 'flow', 'system', 'layout'];

/**
 * The palette's groups for a kind of design (client-facts §7.4): the related-form attribute and the
 * calculation are for web functions only (webPeculiarList: not in the app designs 2 and 5), the flow
 * controls for flow forms (3) only. Without a type the designer shows a web function's palette.
 */
export function paletteGroups(type?: DesignType): PaletteGroup[] {
  const app = type === 2 || type === 5;
  return ALL.filter((group) => (group !== 'webOnly' || !app) && (group !== 'flow' || type === 3));
}
