/** kmyblue's emoji reaction routes, the user's reacted posts and the reaction deck. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser, viewerOf } from '../auth';
import { ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT } from '../config';
import { notFound, validationFailed } from '../http/errors';
import { linkRows, pageFrom } from '../http/pagination';
import { asParams, optString } from '../http/params';
import { parseEmojiReactionBody, parseReactionDeckBody } from '../requests/misc';
import { loadAccounts } from '../serializers/accounts';
import { contextFor } from '../serializers/context';
import { react, unreact } from '../services/emojiReactions';
import { actorPage } from '../services/listings';
import { reactionNames, readDeck, saveDeck } from '../services/reactionDeck';
import { canView } from '../services/visibility';
import type { ServerState } from '../state';
import { idParam, statusJSON, withState } from './helpers';
import { markedStatuses } from './statusActions';

const nameParam = (request: FastifyRequest): string => {
  const name = optString(asParams(request.params), 'name');
  if (!name) throw notFound();
  return name;
};

const emojiBody = (request: FastifyRequest): string => {
  const { emoji } = parseEmojiReactionBody(request.body);
  if (!emoji) throw validationFailed("Emoji can't be blank");
  return emoji;
};

const optionalEmojiBody = (request: FastifyRequest): string | null =>
  parseEmojiReactionBody(request.body).emoji ?? null;

const reactWith =
  (name: (r: FastifyRequest) => string) => async (state: ServerState, request: FastifyRequest) => {
    const viewer = requireUser(request, 'write:favourites');
    const id = await react(state.db, state.hub, viewer, idParam(request), name(request));
    return statusJSON(state, request, id);
  };

const unreactWith =
  (name: (r: FastifyRequest) => string | null) =>
  async (state: ServerState, request: FastifyRequest) => {
    const viewer = requireUser(request, 'write:favourites');
    const id = await unreact(state.db, state.hub, viewer, idParam(request), name(request));
    return statusJSON(state, request, id);
  };

/** kmyblue answers with the reactions themselves, each naming its account. */
async function reactionsOf(state: ServerState, request: FastifyRequest, reply: FastifyReply) {
  const id = idParam(request);
  if (!(await canView(state.db, id, viewerOf(request)))) throw notFound();
  const page = pageFrom(asParams(request.query), ACCOUNTS_DEFAULT_LIMIT, ACCOUNTS_MAX_LIMIT);
  const found = await actorPage(state.db, id, 'emoji_reactioned_by', page);
  linkRows(request, reply, found, page.limit);
  const names = await reactionNames(
    state.db,
    found.map((f) => f.id),
  );
  const ctx = await contextFor(state.db, request);
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
}

async function showDeck(state: ServerState, request: FastifyRequest) {
  return readDeck(state.db, requireUser(request, 'read'));
}

async function replaceDeck(state: ServerState, request: FastifyRequest) {
  const viewer = requireUser(request, 'write');
  await saveDeck(state.db, viewer, parseReactionDeckBody(request.body).emojis);
  return readDeck(state.db, viewer);
}

export function registerEmojiReactions(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  const path = (name: string) => `/api/v1/statuses/:id/${name}`;
  app.put(path('emoji_reactions/:name'), on(reactWith(nameParam)));
  app.delete(path('emoji_reactions/:name'), on(unreactWith(nameParam)));
  app.post(path('react/:name'), on(reactWith(nameParam)));
  app.post(path('unreact/:name'), on(unreactWith(nameParam)));
  app.post(path('emoji_reactions'), on(reactWith(emojiBody)));
  app.post(path('emoji_unreaction'), on(unreactWith(optionalEmojiBody)));
  app.get(path('emoji_reactioned_by'), on(reactionsOf));
  app.get('/api/v1/emoji_reactions', on(markedStatuses('emoji_reactions', 'read:favourites')));
  app.get('/api/v1/reaction_deck', on(showDeck));
  app.post('/api/v1/reaction_deck', on(replaceDeck));
}
