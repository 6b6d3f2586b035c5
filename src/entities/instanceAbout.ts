/** The server's own texts and lists, for /about and the report flow's rules. */
import {
  INSTANCE_DOMAIN_BLOCK_SEVERITIES,
  type ApiExtendedDescriptionJSON,
  type ApiInstanceDomainBlockJSON,
  type ApiInstanceV2JSON,
  type ApiRuleJSON,
  type ApiTermsOfServiceJSON,
} from '../api/types';
import { htmlToRichNodes } from '../lib/richText';
import type { RichNode } from '../lib/richText';
import { normaliseAccount } from './account';
import { emptyBundle } from './bundle';
import type { EntityBundle, InstanceDomainBlock, ServerContact, ServerRule } from './types';
import { asArray, readEach, reader, known } from './validate';

export function normaliseRule(json: unknown): ServerRule {
  const r = reader<ApiRuleJSON>(json, 'Rule');
  return { id: r.string('id'), text: r.stringOr('text', ''), hint: r.stringOr('hint', '') };
}

/** A rule that cannot be read is left out: the others can still be ticked. */
export const normaliseRules = (json: unknown): ServerRule[] =>
  readEach(asArray(json, 'Rules'), normaliseRule);

const richText = (html: string): RichNode[] | null =>
  html.trim() === '' ? null : htmlToRichNodes(html, { emojis: [], mentions: [] });

/** The extended description or the privacy policy; empty content is no text. */
export function normaliseServerText(json: unknown): RichNode[] | null {
  return richText(reader<ApiExtendedDescriptionJSON>(json, 'Server text').stringOr('content', ''));
}

export function normaliseTermsOfService(json: unknown): RichNode[] | null {
  return richText(reader<ApiTermsOfServiceJSON>(json, 'Terms of service').stringOr('content', ''));
}

export function normaliseInstanceDomainBlock(json: unknown): InstanceDomainBlock | null {
  const r = reader<ApiInstanceDomainBlockJSON>(json, 'Domain block');
  const severity = known(r.json.severity, INSTANCE_DOMAIN_BLOCK_SEVERITIES);
  if (!severity) return null;
  return { domain: r.string('domain'), severity, comment: r.stringOr('comment', '') };
}

export const normaliseInstanceDomainBlocks = (json: unknown): InstanceDomainBlock[] =>
  readEach(asArray(json, 'Domain blocks'), normaliseInstanceDomainBlock);

/** Instance v2 read for /about: title, description, contact and rules. */
export function normaliseServerIdentity(json: unknown): {
  title: string;
  description: string;
  contact: ServerContact;
  rules: ServerRule[];
  bundle: EntityBundle;
} {
  const r = reader<ApiInstanceV2JSON>(json, 'Instance');
  const contact = r.object('contact');
  const bundle = emptyBundle();
  const account = contact?.account ? normaliseAccount(contact.account, bundle) : null;
  return {
    title: r.stringOr('title', ''),
    description: r.stringOr('description', ''),
    contact: {
      email: typeof contact?.email === 'string' ? contact.email : '',
      account,
    },
    rules: readEach(r.array('rules'), normaliseRule),
    bundle,
  };
}
