/**
 * The test clock: with `SANDBOX_TEST_CLOCK=1` (or `startServer({ testClock: true })`),
 * `POST /api/v1/sandbox/clock` with `advance_seconds` moves the sandbox's time forward and
 * publishes what came due before it answers `{ now }`; `GET` reads it. Otherwise it is an
 * unknown path (404), as on any real server.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validationFailed } from '../http/errors';
import { asParams, optInt } from '../http/params';
import type { ServerState } from '../state';
import { withState } from './helpers';

async function readClock(state: ServerState) {
  return { now: state.clock.now().toISOString() };
}

async function advanceClock(state: ServerState, request: FastifyRequest) {
  const seconds = optInt(asParams(request.body), 'advance_seconds');
  if (seconds === undefined || seconds < 0)
    throw validationFailed('Advance seconds must be a whole number of seconds, 0 or more');
  state.clock.advance(seconds * 1000);
  await state.publisher.runNow();
  return readClock(state);
}

export function registerSandboxClock(app: FastifyInstance, state: ServerState): void {
  if (!state.testClock) return;
  const on = withState(state);
  app.get('/api/v1/sandbox/clock', on(readClock));
  app.post('/api/v1/sandbox/clock', on(advanceClock));
}
