import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth';
import { REACTION_DECK_MAX_EMOJIS, TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT } from '../config';
import { one, rows } from '../db/database';
import { notFound, validationFailed } from '../http/errors';
import { pageFrom, pagedRows } from '../http/pagination';
import { asParams, optString } from '../http/params';
import { loadAccounts } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import { serializeStatus, serializeStatuses } from '../serializers/statuses';
import { reactionName, react, unreact } from '../services/emojiReactions';
import { canView } from '../services/visibility';
import type { ServerState } from '../state';
import { accountRowsPage } from './accountList';
import { idParam } from './helpers';

const nameParam = (request: FastifyRequest): string => {
  const name = optString(asParams(request.params), 'name');
  if (!name) throw notFound();
  return name;
};

const emojiBody = (request: FastifyRequest): string => {
  const emoji = optString(asParams(request.body), 'emoji');
  if (!emoji) throw validationFailed("Emoji can't be blank");
  return emoji;
};

/** kmyblue's emoji reaction routes, the user's reacted posts and the reaction deck. */
export function registerEmojiReactions(app: FastifyInstance, state: ServerState): void {
  const { db, hub } = state;

  const respond = async (request: FastifyRequest, id: string) => {
    const json = await serializeStatus(await contextFor(db, request), id);
    if (!json) throw notFound();
    return json;
  };
  const reactWith = (name: (r: FastifyRequest) => string) => async (request: FastifyRequest) => {
    const viewer = requireUser(request, 'write:favourites');
    return respond(request, await react(db, hub, viewer, idParam(request), name(request)));
  };
  const unreactWith =
    (name: (r: FastifyRequest) => string | null) => async (request: FastifyRequest) => {
      const viewer = requireUser(request, 'write:favourites');
      return respond(request, await unreact(db, hub, viewer, idParam(request), name(request)));
    };

  app.put('/api/v1/statuses/:id/emoji_reactions/:name', reactWith(nameParam));
  app.delete('/api/v1/statuses/:id/emoji_reactions/:name', unreactWith(nameParam));
  app.post('/api/v1/statuses/:id/react/:name', reactWith(nameParam));
  app.post('/api/v1/statuses/:id/unreact/:name', unreactWith(nameParam));
  app.post('/api/v1/statuses/:id/emoji_reactions', reactWith(emojiBody));
  app.post(
    '/api/v1/statuses/:id/emoji_unreaction',
    unreactWith((request) => optString(asParams(request.body), 'emoji') ?? null),
  );

  /** kmyblue answers with the reactions themselves, each naming its account. */
  app.get('/api/v1/statuses/:id/emoji_reactioned_by', async (request, reply) => {
    const id = idParam(request);
    if (!(await canView(db, id, viewerOf(request)))) throw notFound();
    const found = await accountRowsPage(
      db,
      request,
      reply,
      'emoji_reactions x where x.status_id = $1',
      id,
    );
    const names = new Map(
      (
        await rows<{ id: string; name: string }>(
          db,
          'select id, name from emoji_reactions where id = any($1::bigint[])',
          [found.map((f) => f.id)],
        )
      ).map((r) => [r.id, r.name]),
    );
    const ctx = await contextFor(db, request);
    const accounts = await loadAccounts(
      ctx,
      found.map((f) => f.account_id),
    );
    return found.flatMap((f) => {
      const account = accounts.get(f.account_id);
      const name = names.get(f.id);
      if (!account || !name) return [];
      const emoji = ctx.emojis.get(name);
      const url = emoji ? `${ctx.origin}/system/${emoji.file_path}` : undefined;
      return [{ id: f.id, name, count: 1, url, static_url: url, domain: null, account }];
    });
  });

  app.get('/api/v1/emoji_reactions', async (request, reply) => {
    const viewer = requireUser(request, 'read:favourites');
    const page = pageFrom(asParams(request.query), TIMELINE_DEFAULT_LIMIT, TIMELINE_MAX_LIMIT);
    const params: unknown[] = [viewer];
    const found = await pagedRows(request, reply, page, params, 'x.id', (paging) =>
      rows<{ id: string; status_id: string }>(
        db,
        `select x.id, x.status_id from (select max(id) as id, status_id from emoji_reactions
           where account_id = $1 group by status_id) x
         where ${paging.where} order by ${paging.order} ${paging.limit}`,
        params,
      ),
    );
    return serializeStatuses(
      await contextFor(db, request),
      found.map((f) => f.status_id),
    );
  });

  const deckOf = async (accountId: string) => {
    const row = await one<{ emojis: string[] }>(
      db,
      'select emojis from reaction_decks where account_id = $1',
      [accountId],
    );
    return (row?.emojis ?? []).map((name, i) => ({ id: String(i), name }));
  };

  app.get('/api/v1/reaction_deck', async (request) => deckOf(requireUser(request, 'read')));

  /** The whole deck at once: `emojis` as names or as {name} objects. */
  app.post('/api/v1/reaction_deck', async (request) => {
    const viewer = requireUser(request, 'write');
    const raw = asParams(request.body).emojis;
    const items = Array.isArray(raw) ? raw : [];
    const names = items.flatMap((item) => {
      if (typeof item === 'string') return [reactionName(item)];
      const name = optString(asParams(item), 'name');
      return name ? [reactionName(name)] : [];
    });
    const deck = [...new Set(names.filter(Boolean))].slice(0, REACTION_DECK_MAX_EMOJIS);
    await db.query(
      `insert into reaction_decks (account_id, emojis) values ($1, $2)
       on conflict (account_id) do update set emojis = excluded.emojis`,
      [viewer, JSON.stringify(deck)],
    );
    return deckOf(viewer);
  });
}
