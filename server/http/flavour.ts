/** Vanilla Mastodon mode: kmyblue's own routes answer 404, as on a server without them. */
import type { FastifyInstance } from 'fastify';
import type { Flavour } from '../config';
import { notFound } from './errors';

/** Route patterns (as registered) that only kmyblue has. */
const KMYBLUE_ONLY_ROUTES = [
  /^\/api\/v1\/antennas(\/|$)/,
  /^\/api\/v1\/timelines\/antenna\//,
  /^\/api\/v1\/accounts\/:id\/(exclude_)?antennas$/,
  /^\/api\/v1\/circles(\/|$)/,
  /^\/api\/v1\/bookmark_categories(\/|$)/,
  /^\/api\/v1\/reaction_deck$/,
  /^\/api\/v1\/emoji_reactions$/,
  /^\/api\/v1\/statuses\/:id\/(bookmark_categories|emoji_reactions|emoji_unreaction|emoji_reactioned_by|react|unreact)(\/|$)/,
  /^\/api\/v1\/statuses\/:id\/(referred_by|references|mentioned_by)$/,
  /^\/api\/v1\/status_references(\/|$)/,
  /^\/api\/v1\/conversations\/:id\/unread$/,
  // Mastodon 4.4's, newer than the 4.3 the vanilla sandbox imitates.
  /^\/api\/v1\/tags\/:name\/(feature|unfeature)$/,
  /^\/api\/v1\/instance\/terms_of_service(\/|$)/,
];

export function isKmyblueOnlyRoute(pattern: string): boolean {
  return KMYBLUE_ONLY_ROUTES.some((route) => route.test(pattern));
}

export function registerFlavour(app: FastifyInstance, flavour: Flavour): void {
  if (flavour === 'kmyblue') return;
  app.addHook('onRequest', async (request) => {
    const pattern = request.routeOptions.url;
    if (pattern && isKmyblueOnlyRoute(pattern)) throw notFound();
  });
}
