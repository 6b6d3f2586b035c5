import { asArray } from './validate';

/** GET v1/domain_blocks: the blocked domains; anything that is not a domain name is left out. */
export function normaliseDomainBlocks(json: unknown): string[] {
  return asArray(json, 'Domain blocks').flatMap((item) =>
    typeof item === 'string' && item.trim() !== '' ? [item.trim()] : [],
  );
}
