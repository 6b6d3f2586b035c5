import type { ApiMarkersJSON } from '../api/types';
import type { Markers } from './types';
import { asObject, isObject } from './validate';

const lastReadId = (marker: unknown): string | null =>
  isObject(marker) && typeof marker.last_read_id === 'string' ? marker.last_read_id : null;

export function normaliseMarkers(json: unknown): Markers {
  const markers = asObject<ApiMarkersJSON>(json, 'Markers');
  return { home: lastReadId(markers.home), notifications: lastReadId(markers.notifications) };
}
