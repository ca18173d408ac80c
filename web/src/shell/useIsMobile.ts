import { Grid } from 'antd';

/** SPEC §4, §9: below 992 px (antd's lg breakpoint) the device is mobile. */
export const MOBILE_BREAKPOINT = 992;

export function useIsMobile(): boolean {
  const screens = Grid.useBreakpoint();
  // Before the first measurement every flag is undefined: treat as desktop.
  return screens.lg === false;
}
