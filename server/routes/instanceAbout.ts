/**
 * What the server tells about itself beyond the instance entity: rules, the about page, privacy
 * policy, terms of service (Mastodon 4.4), peers, weekly activity, the servers it blocks and
 * which languages it translates.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ABOUT_UPDATED_AT,
  domainDigest,
  EXTENDED_DESCRIPTION,
  INSTANCE_DOMAIN_BLOCKS,
  PRIVACY_POLICY,
  RULES,
  TERMS_OF_SERVICE,
} from '../db/seedAbout';
import { notFound } from '../http/errors';
import { asParams, optString } from '../http/params';
import { weeklyActivity } from '../services/instance';
import type { ServerState } from '../state';
import { withState } from './helpers';

/** Mastodon's instance activity covers twelve weeks. */
const ACTIVITY_WEEKS = 12;

/** Languages of the seeded posts; the sandbox's translator turns any of them into English. */
const TRANSLATABLE_FROM = ['ja', 'de', 'fr', 'es', 'it', 'ko', 'zh'];

async function rules() {
  return RULES;
}

async function extendedDescription() {
  return { updated_at: ABOUT_UPDATED_AT, content: EXTENDED_DESCRIPTION };
}

async function privacyPolicy() {
  return { updated_at: ABOUT_UPDATED_AT, content: PRIVACY_POLICY };
}

/** The terms in force, or those of the given date (`/terms_of_service/:date`). */
async function termsOfService(_state: ServerState, request: FastifyRequest) {
  const date = optString(asParams(request.params), 'date');
  if (date !== undefined && date !== TERMS_OF_SERVICE.effectiveDate) throw notFound();
  return {
    effective_date: TERMS_OF_SERVICE.effectiveDate,
    effective: true,
    content: TERMS_OF_SERVICE.content,
    succeeded_by: null,
  };
}

/** No federation: the sandbox knows no other server. */
async function peers() {
  return [];
}

async function activity(state: ServerState) {
  return (await weeklyActivity(state.db, ACTIVITY_WEEKS)).map((week) => ({
    week: String(week.week),
    statuses: String(week.statuses),
    logins: String(week.logins),
    registrations: String(week.registrations),
  }));
}

async function domainBlocks() {
  return INSTANCE_DOMAIN_BLOCKS.map((block) => ({
    domain: block.domain,
    digest: domainDigest(block.domain),
    severity: block.severity,
    comment: block.comment,
  }));
}

async function translationLanguages() {
  return Object.fromEntries(TRANSLATABLE_FROM.map((lang) => [lang, ['en']]));
}

export function registerInstanceAbout(app: FastifyInstance, state: ServerState): void {
  const on = withState(state);
  app.get('/api/v1/instance/rules', rules);
  app.get('/api/v1/instance/extended_description', extendedDescription);
  app.get('/api/v1/instance/privacy_policy', privacyPolicy);
  app.get('/api/v1/instance/terms_of_service', on(termsOfService));
  app.get('/api/v1/instance/terms_of_service/:date', on(termsOfService));
  app.get('/api/v1/instance/peers', peers);
  app.get('/api/v1/instance/activity', on(activity));
  app.get('/api/v1/instance/domain_blocks', domainBlocks);
  app.get('/api/v1/instance/translation_languages', translationLanguages);
}
