import type { ApiMarkerJSON, ApiMarkersJSON } from '../api/types';
import type { Markers } from './types';
import { asObject, wireObject } from './validate';

const lastReadId = (value: unknown): string | null => {
  const marker = wireObject<ApiMarkerJSON>(value);
  return typeof marker?.last_read_id === 'string' ? marker.last_read_id : null;
};

export function normaliseMarkers(json: unknown): Markers {
  const markers = asObject<ApiMarkersJSON>(json, 'Markers');
  return { home: lastReadId(markers.home), notifications: lastReadId(markers.notifications) };
}
