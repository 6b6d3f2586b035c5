import type { ApiMarkerJSON, ApiMarkersJSON } from '../api/types';
import type { Markers } from './types';
import { asObject, wireObject } from './validate';

const lastReadId = (value: unknown): string | null => {
  const marker = wireObject<ApiMarkerJSON>(value);
  return typeof marker?.last_read_id === 'string' ? marker.last_read_id : null;
};

/** When the marker last moved (ms), or null when missing or unreadable. */
const updatedAt = (value: unknown): number | null => {
  const at = wireObject<ApiMarkerJSON>(value)?.updated_at;
  const ms = typeof at === 'string' ? Date.parse(at) : NaN;
  return Number.isNaN(ms) ? null : ms;
};

export function normaliseMarkers(json: unknown): Markers {
  const markers = asObject<ApiMarkersJSON>(json, 'Markers');
  const homeAt = updatedAt(markers.home);
  return {
    home: lastReadId(markers.home),
    notifications: lastReadId(markers.notifications),
    ...(homeAt === null ? {} : { homeUpdatedAt: homeAt }),
  };
}
