/** What a server tells about itself beyond the instance entity (Mastodon 4.x). */

/** One of the server's rules (GET /api/v1/instance/rules, and instance v2 `rules`). */
export interface ApiRuleJSON {
  id: string;
  text: string;
  hint?: string;
}

/** GET /api/v1/instance/extended_description and /privacy_policy. */
export interface ApiExtendedDescriptionJSON {
  updated_at: string | null;
  content: string;
}

/** GET /api/v1/instance/terms_of_service (Mastodon 4.4). */
export interface ApiTermsOfServiceJSON {
  effective_date: string;
  effective: boolean;
  content: string;
  succeeded_by: string | null;
}

export const INSTANCE_DOMAIN_BLOCK_SEVERITIES = ['silence', 'suspend'] as const;
export type ApiInstanceDomainBlockSeverity = (typeof INSTANCE_DOMAIN_BLOCK_SEVERITIES)[number];

/** GET /api/v1/instance/domain_blocks: one server this one limits or keeps out. */
export interface ApiInstanceDomainBlockJSON {
  domain: string;
  digest: string;
  severity: ApiInstanceDomainBlockSeverity;
  comment?: string | null;
}
