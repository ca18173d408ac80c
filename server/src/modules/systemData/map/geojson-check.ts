import { type Lang, MAP_DATA_MAX_BYTES, MAP_DATA_MAX_TEXT } from '@app/common';
import { AppError } from '../../../platform/errors.js';
import { type MessageParams, translate } from '../../../platform/i18n/i18n.js';
import type { MessageKey } from '../../../platform/i18n/messages.js';

/** More areas than any administrative map has; a bound on the work one check does. */
export const MAP_MAX_FEATURES = 5000;

/** A refusal about the map data, naming the field the form shows it under. */
function refuse(key: MessageKey, lang: Lang, params: MessageParams = {}, status = 400): AppError {
  return new AppError(status, status, key, params, {
    errors: [{ field: 'data', message: translate(key, lang, params) }],
  });
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function validPosition(point: unknown): boolean {
  if (!Array.isArray(point) || point.length < 2) return false;
  const [lon, lat] = point;
  return (
    typeof lon === 'number' &&
    typeof lat === 'number' &&
    Number.isFinite(lon) &&
    Number.isFinite(lat) &&
    Math.abs(lon) <= 180 &&
    Math.abs(lat) <= 90
  );
}

/** A GeoJSON linear ring: at least four positions, the last the same as the first. */
function validRing(ring: unknown): boolean {
  if (!Array.isArray(ring) || ring.length < 4 || !ring.every(validPosition)) return false;
  const first = ring[0] as number[];
  const last = ring[ring.length - 1] as number[];
  return first[0] === last[0] && first[1] === last[1];
}

const validPolygon = (polygon: unknown) =>
  Array.isArray(polygon) && polygon.length > 0 && polygon.every(validRing);

export interface CheckedMap {
  /** the FeatureCollection as stored (a single Feature is wrapped in one) */
  data: string;
  featureCount: number;
  names: string[];
}

/**
 * Map data as charts need it (ECharts matches chart values to areas by name): a GeoJSON FeatureCollection
 * (or one Feature), every area a Feature with a unique properties.name and Polygon or MultiPolygon
 * geometry with valid closed rings. The first problem found is the answer, naming the area.
 */
export function checkMapData(text: string, lang: Lang): CheckedMap {
  if (Buffer.byteLength(text, 'utf8') > MAP_DATA_MAX_BYTES)
    throw refuse('map.tooLarge', lang, { size: MAP_DATA_MAX_TEXT }, 413);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw refuse('map.invalidJson', lang, { error: (error as Error).message.slice(0, 120) });
  }
  if (!isObject(parsed)) throw refuse('map.notGeoJson', lang);
  let features: unknown[];
  if (parsed.type === 'FeatureCollection' && Array.isArray(parsed.features)) features = parsed.features;
  else if (parsed.type === 'Feature') features = [parsed];
  else throw refuse('map.notGeoJson', lang);
  if (features.length === 0) throw refuse('map.noFeatures', lang);
  if (features.length > MAP_MAX_FEATURES)
    throw refuse('map.tooManyFeatures', lang, { max: MAP_MAX_FEATURES });

  const names: string[] = [];
  const seen = new Set<string>();
  const kept = features.map((feature, i) => {
    const index = i + 1;
    if (!isObject(feature) || feature.type !== 'Feature')
      throw refuse('map.featureNotFeature', lang, { index });
    const properties = isObject(feature.properties) ? feature.properties : {};
    const name = typeof properties.name === 'string' ? properties.name.trim() : '';
    if (!name || name.length > 100) throw refuse('map.featureName', lang, { index });
    if (seen.has(name)) throw refuse('map.featureNameTaken', lang, { name });
    seen.add(name);
    names.push(name);
    const geometry = isObject(feature.geometry) ? feature.geometry : null;
    const type = typeof geometry?.type === 'string' ? geometry.type : 'null';
    if (type !== 'Polygon' && type !== 'MultiPolygon')
      throw refuse('map.featureGeometry', lang, { name, type: type.slice(0, 40) });
    const coordinates = geometry?.coordinates;
    const valid =
      type === 'Polygon'
        ? validPolygon(coordinates)
        : Array.isArray(coordinates) && coordinates.length > 0 && coordinates.every(validPolygon);
    if (!valid) throw refuse('map.featureCoordinates', lang, { name });
    return { ...feature, properties: { ...properties, name } };
  });
  return {
    data: JSON.stringify({ type: 'FeatureCollection', features: kept }),
    featureCount: kept.length,
    names,
  };
}
