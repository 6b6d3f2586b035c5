/** Bodies of the named collections: a title, and the status or account ids to add or remove. */
import type {
  ApiCollectionAccountsBody,
  ApiCollectionBody,
  ApiCollectionStatusesBody,
} from '../../src/api/types';
import { asParams, optString, stringList } from '../http/params';
import { isId } from '../ids';

export function parseCollectionBody(body: unknown): ApiCollectionBody {
  return { title: optString(asParams(body), 'title') };
}

/** Ids that are not numbers name nothing and are left out. */
const idsOf = (body: unknown, key: string): string[] =>
  stringList(asParams(body), key).filter(isId);

export function parseCollectionStatusesBody(body: unknown): ApiCollectionStatusesBody {
  return { status_ids: idsOf(body, 'status_ids') };
}

export function parseCollectionAccountsBody(body: unknown): ApiCollectionAccountsBody {
  return { account_ids: idsOf(body, 'account_ids') };
}
