/** SPEC §9: sidebar 210 px; folded (and the plain layout) it shows icons only. */
export const SIDEBAR_WIDTH = 210;
export const FOLDED_WIDTH = 64;
