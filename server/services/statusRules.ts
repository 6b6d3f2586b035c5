/** The rules a new or edited status's text, visibility and searchability follow. */
import type { ApiLimitedScope, ApiSearchability, ApiVisibilityEx } from '../../src/api/types';
import { MAX_STATUS_CHARS } from '../config';
import { countCharacters } from '../content/text';
import { validationFailed } from '../http/errors';

export const VISIBILITIES: Record<string, [ApiVisibilityEx, ApiLimitedScope | null]> = {
  public: ['public', null],
  unlisted: ['unlisted', null],
  public_unlisted: ['public_unlisted', null],
  login: ['login', null],
  private: ['private', null],
  direct: ['direct', null],
  limited: ['limited', 'personal'],
  mutual: ['limited', 'mutual'],
  circle: ['limited', 'circle'],
  reply: ['limited', 'reply'],
};
export const SEARCHABILITIES = ['public', 'public_unlisted', 'private', 'direct', 'limited'];

/** The searchability can never be wider than what the visibility allows. */
export function clampSearchability(wanted: string, visibility: ApiVisibilityEx): ApiSearchability {
  const order = ['public', 'public_unlisted', 'private', 'direct', 'limited'];
  const floor =
    visibility === 'private'
      ? 'private'
      : visibility === 'direct'
        ? 'direct'
        : visibility === 'limited'
          ? 'limited'
          : 'public';
  return (order.indexOf(wanted) >= order.indexOf(floor) ? wanted : floor) as ApiSearchability;
}

export function validateText(text: string, spoilerText: string, hasMedia: boolean): void {
  if (!text.trim() && !hasMedia) throw validationFailed("Text can't be blank");
  if (countCharacters(text) + countCharacters(spoilerText) > MAX_STATUS_CHARS) {
    throw validationFailed(`Text character limit of ${MAX_STATUS_CHARS} exceeded`);
  }
}
