/** kmyblue's antennas (kmyblue-api.md §9.2): CRUD, conditions, timeline, lookups by account. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../auth';
import {
  ACCOUNTS_DEFAULT_LIMIT,
  ACCOUNTS_MAX_LIMIT,
  TIMELINE_DEFAULT_LIMIT,
  TIMELINE_MAX_LIMIT,
} from '../config';
import { linkRows, pageFrom } from '../http/pagination';
import { asParams, optInt } from '../http/params';
import {
  parseAntennaBody,
  parseAntennaDomainsBody,
  parseAntennaKeywordsBody,
  parseAntennaTagsBody,
} from '../requests/antennas';
import {
  addConditions,
  conditionAccountPage,
  conditionValues,
  removeConditions,
  type AntennaRef,
  type ConditionKind,
} from '../services/antennaConditions';
import {
  ANTENNAS,
  antennasJSON,
  antennasWithAccount,
  clearAntennaFeed,
  validateAntenna,
} from '../services/antennas';
import { ownCollection } from '../services/ownedCollections';
import { antennaTimeline } from '../services/timelines';
import type { ServerState } from '../state';
import { accountIdsOf, registerCollectionRoutes } from './collections';
import { accountsJSON, idParam, statusPage, withState, type Handler } from './helpers';

async function ownAntenna(
  state: ServerState,
  request: FastifyRequest,
  scope: string,
): Promise<AntennaRef> {
  const ownerId = requireUser(request, scope);
  return { id: (await ownCollection(state.db, ANTENNAS, ownerId, idParam(request))).id, ownerId };
}

/** GET accounts or exclude_accounts: all with limit=0 (what kmyblue's UI asks), else a page. */
const listAccounts =
  (exclude: boolean): Handler =>
  async (state, request, reply) => {
    const antenna = await ownAntenna(state, request, 'read:lists');
    const query = asParams(request.query);
    if (optInt(query, 'limit') === 0) {
      const ids = await conditionValues(state.db, antenna.id, 'accounts', exclude);
      return accountsJSON(state, request, ids);
    }
    const page = pageFrom(query, ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
    const found = await conditionAccountPage(state.db, antenna.id, exclude, page);
    linkRows(request, reply, found, page.limit);
    return accountsJSON(
      state,
      request,
      found.map((f) => f.member),
    );
  };

/** The values a condition call names, from the body or (on DELETE) the query. */
const VALUES: Record<ConditionKind, (request: FastifyRequest) => string[]> = {
  accounts: accountIdsOf,
  domains: (r) => parseAntennaDomainsBody(r.body, r.query).domains,
  tags: (r) => parseAntennaTagsBody(r.body, r.query).tags,
  keywords: (r) => parseAntennaKeywordsBody(r.body, r.query).keywords,
};

const changeConditions =
  (kind: ConditionKind, exclude: boolean, add: boolean): Handler =>
  async (state, request) => {
    const antenna = await ownAntenna(state, request, 'write:lists');
    const change = add ? addConditions : removeConditions;
    await change(state.db, antenna, kind, exclude, VALUES[kind](request));
    return {};
  };

/** GET domains, tags or keywords: `{domains, exclude_domains}` and so on. */
const showConditions =
  (kind: Exclude<ConditionKind, 'accounts'>): Handler =>
  async (state, request) => {
    const antenna = await ownAntenna(state, request, 'read:lists');
    return {
      [kind]: await conditionValues(state.db, antenna.id, kind, false),
      [`exclude_${kind}`]: await conditionValues(state.db, antenna.id, kind, true),
    };
  };

async function showAntennaTimeline(
  state: ServerState,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const antenna = await ownAntenna(state, request, 'read:lists');
  const page = pageFrom(asParams(request.query), TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT);
  return statusPage(state, request, reply, await antennaTimeline(state.db, antenna, page));
}

const antennasOfAccount =
  (exclude: boolean): Handler =>
  async (state, request) => {
    const owner = requireUser(request, 'read:lists');
    const found = await antennasWithAccount(state.db, owner, idParam(request), exclude);
    return antennasJSON(state.db, found);
  };

/** list_id 0 (or none) means no list. */
function antennaFields(body: unknown) {
  const { title: _title, list_id, ...modes } = parseAntennaBody(body);
  return {
    ...modes,
    list_id: list_id === undefined ? undefined : list_id === '0' ? null : list_id,
  };
}

export function registerAntennas(app: FastifyInstance, state: ServerState): void {
  const base = '/api/v1/antennas';
  const on = withState(state);
  registerCollectionRoutes(app, state, {
    base,
    kind: ANTENNAS,
    readScope: 'read:lists',
    writeScope: 'write:lists',
    fields: antennaFields,
    validate: (s, owner, id, fields) => validateAntenna(s.db, owner, id, fields),
    present: (s, found) => antennasJSON(s.db, found),
    beforeDelete: (s, _owner, id) => clearAntennaFeed(s.db, id),
  });
  for (const exclude of [false, true]) {
    const prefix = exclude ? 'exclude_' : '';
    for (const kind of ['accounts', 'domains', 'tags', 'keywords'] as const) {
      app.post(`${base}/:id/${prefix}${kind}`, on(changeConditions(kind, exclude, true)));
      app.delete(`${base}/:id/${prefix}${kind}`, on(changeConditions(kind, exclude, false)));
    }
    app.get(`${base}/:id/${prefix}accounts`, on(listAccounts(exclude)));
    app.get(`/api/v1/accounts/:id/${prefix}antennas`, on(antennasOfAccount(exclude)));
  }
  for (const kind of ['domains', 'tags', 'keywords'] as const)
    app.get(`${base}/:id/${kind}`, on(showConditions(kind)));
  app.get('/api/v1/timelines/antenna/:id', on(showAntennaTimeline));
}
