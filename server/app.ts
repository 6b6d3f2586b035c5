/** The sandbox server: Fastify over an embedded PostgreSQL (PGlite) in a data directory. */
import type { AddressInfo } from 'node:net';
import fastifyFormbody from '@fastify/formbody';
import fastifyMultipart from '@fastify/multipart';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { lookupToken, tokenFromRequest } from './auth';
import type { Flavour } from './config';
import type { Database } from './db/database';
import { openSandboxData } from './db/sandboxData';
import { BODY_LIMIT_BYTES, registerBodyLimits, SIZE_ERRORS } from './http/bodyLimits';
import { registerCors } from './http/cors';
import { ApiError } from './http/errors';
import { registerFlavour } from './http/flavour';
import { registerInputChecks, statusOf, UNPARSABLE } from './http/hostileInput';
import { LOOPBACK, registerOrigin } from './http/origin';
import { asParams, nestFlat, parseNested } from './http/params';
import { registerRateLimit } from './http/rateLimit';
import { registerSecurityHeaders } from './http/securityHeaders';
import { systemDir } from './media/files';
import { registerAccountRelations } from './routes/accountRelations';
import { registerAccounts } from './routes/accounts';
import { registerAccountLists } from './routes/accountLists';
import { registerAnnouncements } from './routes/announcements';
import { registerAntennas } from './routes/antennas';
import { registerApps } from './routes/apps';
import { registerBlocks } from './routes/blocks';
import { registerBookmarkCategories } from './routes/bookmarkCategories';
import { registerConversationMutes } from './routes/conversationMutes';
import { registerBatches } from './routes/batches';
import { registerConversations } from './routes/conversations';
import { registerDiscovery } from './routes/discovery';
import { registerFilters } from './routes/filters';
import { registerFiltersV1 } from './routes/filtersV1';
import { registerCircles } from './routes/circles';
import { registerFiles } from './routes/files';
import { registerInstance } from './routes/instance';
import { registerInstanceAbout } from './routes/instanceAbout';
import { registerOEmbed } from './routes/oembed';
import { registerReports } from './routes/reports';
import { registerSandboxClock } from './routes/sandboxClock';
import { registerScheduledStatuses } from './routes/scheduledStatuses';
import { registerLists } from './routes/lists';
import { registerMarkers } from './routes/markers';
import { registerMedia } from './routes/media';
import { registerNotifications } from './routes/notifications';
import { registerNotificationRequests } from './routes/notificationRequests';
import { registerOAuth } from './routes/oauth';
import { registerSearch } from './routes/search';
import { registerStatusActions } from './routes/statusActions';
import { registerStatuses } from './routes/statuses';
import { registerStubs } from './routes/stubs';
import { registerEmojiReactions } from './routes/emojiReactions';
import { registerPolls } from './routes/polls';
import { registerPushSubscriptions } from './routes/pushSubscriptions';
import { registerPreferences } from './routes/preferences';
import { registerQuotes } from './routes/quotes';
import { registerStatusDetails } from './routes/statusDetails';
import { registerSuggestions } from './routes/suggestions';
import { registerTags } from './routes/tags';
import { registerTrends } from './routes/trends';
import { registerTimelines } from './routes/timelines';
import { registerWebSettings } from './routes/webSettings';
import { startWebPush } from './push/delivery';
import { sandboxBench, type SandboxBench } from './sandboxBench';
import { sandboxAnnouncements, type SandboxAnnouncements } from './sandboxAnnouncements';
import { SandboxClock } from './clock';
import { EventHub } from './services/events';
import { startScheduledPublisher } from './services/scheduledPublisher';
import { loadVapidKeys } from './services/pushSubscriptions';
import type { ServerState } from './state';
import { registerStreaming } from './streaming';

export interface StartServerOptions {
  port: number;
  host?: string;
  dataDir: string;
  distDir?: string;
  quiet?: boolean;
  /** What to imitate: kmyblue (the default) or vanilla Mastodon. */
  flavour?: Flavour;
  /** Fill the authorize page in with the demo user and password (off by default). */
  demo?: boolean;
  /**
   * Peers whose X-Forwarded-Proto/-Host and Forwarded headers are believed (addresses, CIDR
   * ranges or `loopback`); loopback only unless given, `[]` trusts no one.
   */
  trustedProxies?: string[];
  /** Open the test clock's route (`POST /api/v1/sandbox/clock`); off unless asked for. */
  testClock?: boolean;
  /**
   * Requests per token (or address) per rate-limit window; config's RATE_LIMIT_PER_WINDOW unless
   * given. The load bench raises it: one client there stands for many.
   */
  rateLimitPerWindow?: number;
}

function configureParsing(app: FastifyInstance): void {
  // Mastodon accepts an empty JSON body (e.g. POST /favourite with a content type but no body).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (!text.trim()) {
      done(null, {});
      return;
    }
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, UNPARSABLE), undefined);
    }
  });
  // preHandler, not preValidation: multipart fields are attached in preValidation, after a
  // hook registered here would already have run.
  app.addHook('preHandler', async (request) => {
    const body = request.body;
    if (body && typeof body === 'object' && !Array.isArray(body))
      request.body = nestFlat(asParams(body));
  });
}

function configureErrors(app: FastifyInstance, quiet: boolean): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError)
      return reply.code(error.statusCode).send({ error: error.message, ...error.extra });
    const status = statusOf(error, request);
    const sizeError = error.code ? SIZE_ERRORS[error.code] : undefined;
    if (sizeError) return reply.code(413).send({ error: sizeError });
    if (status === 400 && !error.statusCode) return reply.code(400).send({ error: UNPARSABLE });
    if (status < 500) return reply.code(status).send({ error: error.message });
    if (!quiet) console.error(`${request.method} ${request.url} failed`, error);
    return reply.code(500).send({ error: 'We are sorry, but something went wrong on our end.' });
  });
}

/** Fastify with Rails-style parameters, JSON, forms, multipart, WebSockets, CORS and rate limits. */
async function createApp(quiet: boolean, rateLimitPerWindow?: number): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { ignoreTrailingSlash: true, querystringParser: parseNested },
  });
  registerSecurityHeaders(app);
  registerBodyLimits(app);
  configureParsing(app);
  registerInputChecks(app);
  configureErrors(app, quiet);
  await app.register(fastifyFormbody, { parser: parseNested });
  // Limits per route: http/bodyLimits.ts.
  await app.register(fastifyMultipart, { attachFieldsToBody: 'keyValues' });
  await app.register(fastifyWebsocket, {
    options: { handleProtocols: (protocols) => protocols.values().next().value ?? false },
  });

  registerCors(app);
  registerRateLimit(app, rateLimitPerWindow);
  return app;
}

/** Every resource's routes, the streaming API, and the built client with history fallback. */
async function registerRoutes(
  app: FastifyInstance,
  state: ServerState,
  distDir: string | undefined,
): Promise<void> {
  registerApps(app, state);
  registerOAuth(app, state);
  registerAccounts(app, state);
  registerAccountRelations(app, state);
  registerBlocks(app, state);
  registerAccountLists(app, state);
  registerFilters(app, state);
  registerFiltersV1(app, state);
  registerBookmarkCategories(app, state);
  registerConversationMutes(app, state);
  registerStatuses(app, state);
  registerStatusActions(app, state);
  registerStatusDetails(app, state);
  registerQuotes(app, state);
  registerScheduledStatuses(app, state);
  registerSandboxClock(app, state);
  registerPolls(app, state);
  registerPreferences(app, state);
  registerEmojiReactions(app, state);
  registerTimelines(app, state);
  registerNotifications(app, state);
  registerNotificationRequests(app, state);
  registerMarkers(app, state);
  registerInstance(app, state);
  registerSuggestions(app, state);
  registerTags(app, state);
  registerTrends(app, state);
  registerMedia(app, state);
  registerCircles(app, state);
  registerLists(app, state);
  registerAntennas(app, state);
  registerSearch(app, state);
  registerWebSettings(app, state);
  registerPushSubscriptions(app, state);
  registerConversations(app, state);
  registerAnnouncements(app, state);
  registerStubs(app);
  registerDiscovery(app, state);
  registerInstanceAbout(app, state);
  registerReports(app, state);
  registerBatches(app, state);
  registerOEmbed(app, state);
  registerStreaming(app, state);
  await registerFiles(app, state, distDir);
}

export async function startServer(opts: StartServerOptions): Promise<{
  url: string;
  db: Database;
  /** Publishing and deleting announcements, which only an admin could do on a real server. */
  announcements: SandboxAnnouncements;
  /** Posts written ahead and streamed at a set rate, for benchmarks of a client. */
  bench: SandboxBench;
  close(): Promise<void>;
}> {
  const quiet = opts.quiet ?? false;
  const { db, seeded } = await openSandboxData(opts.dataDir);
  const filesDir = systemDir(opts.dataDir);
  if (seeded && !quiet) console.info(`Seeded demo data in ${opts.dataDir}`);
  const hub = new EventHub();
  const clock = new SandboxClock();
  const state: ServerState = {
    db,
    dataDir: opts.dataDir,
    filesDir,
    hub,
    flavour: opts.flavour ?? 'kmyblue',
    vapid: await loadVapidKeys(db),
    demo: opts.demo ?? false,
    clock,
    testClock: opts.testClock ?? false,
    publisher: startScheduledPublisher(db, hub, clock, quiet),
  };

  const app = await createApp(quiet, opts.rateLimitPerWindow);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = tokenFromRequest(request);
    request.auth = token ? await lookupToken(db, token) : null;
  });

  registerOrigin(app, opts.trustedProxies ?? [LOOPBACK]);
  registerFlavour(app, state.flavour);
  await registerRoutes(app, state, opts.distDir);

  await app.listen({ port: opts.port, host: opts.host ?? 'localhost' });
  const address = app.server.address() as AddressInfo;
  const host = opts.host && !['0.0.0.0', '::'].includes(opts.host) ? opts.host : 'localhost';
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
  if (!quiet) console.info(`kmyblue sandbox listening on ${url}`);
  const stopWebPush = startWebPush(state, url, quiet);

  let closing: Promise<void> | null = null;
  return {
    url,
    db,
    announcements: sandboxAnnouncements(state),
    bench: sandboxBench(state),
    close: () => {
      closing ??= (async () => {
        stopWebPush();
        await state.publisher.stop();
        await app.close();
        await db.close();
      })();
      return closing;
    },
  };
}
