import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import { asParams, stringList } from '../http/params';
import { parseMarkersBody } from '../requests/misc';
import {
  MARKER_TIMELINES,
  readMarkers,
  saveMarkers,
  type MarkerTimeline,
} from '../services/markers';
import type { ServerState } from '../state';
import { withState } from './helpers';

async function showMarkers(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'read:statuses');
  const wanted = stringList(asParams(request.query), 'timeline').filter((t): t is MarkerTimeline =>
    (MARKER_TIMELINES as readonly string[]).includes(t),
  );
  return readMarkers(state.db, viewer, wanted);
}

async function updateMarkers(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write:statuses');
  const body = parseMarkersBody(request.body);
  const updates = MARKER_TIMELINES.flatMap((timeline): [MarkerTimeline, string][] => {
    const id = body[timeline]?.last_read_id;
    return id ? [[timeline, id]] : [];
  });
  await saveMarkers(state.db, viewer, updates);
  return readMarkers(
    state.db,
    viewer,
    updates.map(([timeline]) => timeline),
  );
}

export function registerMarkers(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/markers', on(showMarkers));
  app.post('/api/v1/markers', on(updateMarkers));
}
