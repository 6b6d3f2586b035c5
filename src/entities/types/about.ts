import type { ApiInstanceDomainBlockSeverity, ApiReportCategory } from '../../api/types';
import type { RichNode } from '../../lib/richText';
import type { Account } from './account';

export type ReportCategory = ApiReportCategory;

export interface ServerRule {
  id: string;
  text: string;
  hint: string;
}

export interface InstanceDomainBlock {
  domain: string;
  severity: ApiInstanceDomainBlockSeverity;
  comment: string;
}

/** Who to ask: instance v2 `contact`. */
export interface ServerContact {
  email: string;
  account: Account | null;
}

/** Everything /about shows; a text the server does not have is null. */
export interface ServerAbout {
  title: string;
  description: string;
  contact: ServerContact;
  rules: ServerRule[];
  extendedDescription: RichNode[] | null;
  privacyPolicy: RichNode[] | null;
  termsOfService: RichNode[] | null;
  /** Null when the server keeps its list private (404 or 403). */
  domainBlocks: InstanceDomainBlock[] | null;
}

/** What the report flow gathers before it is sent. */
export interface ReportDraft {
  accountId: string;
  category: ReportCategory;
  ruleIds: string[];
  statusIds: string[];
  comment: string;
  /** Asked only for an account of another server. */
  forward: boolean;
  isRemote: boolean;
}

export interface Report {
  id: string;
  category: ReportCategory;
  forwarded: boolean;
}
