/** 数据地图: GeoJSON maps for chart and data-screen map widgets (/api/system/Map). */

/** The largest GeoJSON text a map may hold (a detailed province is ~75 KB after simplification). */
export const MAP_DATA_MAX_BYTES = 5 * 1024 * 1024;
export const MAP_DATA_MAX_TEXT = '5 MB';

export interface MapFields {
  fullName: string;
  enCode: string;
  /** a GeoJSON FeatureCollection or Feature, as text */
  data: string;
  sortCode: number;
  enabledMark: 0 | 1;
  description: string | null;
}

/** A list row: the map without its (large) data. */
export interface MapRow extends Omit<MapFields, 'data'> {
  id: string;
  /** characters of the GeoJSON text */
  dataSize: number;
  creatorTime: number;
  lastModifyTime: number | null;
}

export interface MapInfo extends MapFields {
  id: string;
}

/** POST Map/Actions/Check: what the server made of GeoJSON text (the text as it will be stored). */
export interface MapCheck {
  data: string;
  featureCount: number;
  names: string[];
}

/** GET Map/Selector: enabled maps for chart and data-screen widgets. */
export interface MapOption {
  id: string;
  fullName: string;
  enCode: string;
}
