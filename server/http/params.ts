import { ApiError } from './errors';
import { isId } from '../ids';

/** Request parameters after parsing: Rails-style nesting (`a[b]=1`, `ids[]=1`). */
export type Params = Record<string, unknown>;

function isPlainObject(value: unknown): value is Params {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Names that would reach Object.prototype when used as keys. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function assign(target: Params, key: string, value: unknown): void {
  if ([...UNSAFE_KEYS].some((unsafe) => key.includes(unsafe))) return;
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match || !match[2]) {
    const existing = target[key];
    if (existing === undefined) target[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else target[key] = [existing, value];
    return;
  }
  const path = [match[1]!, ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1]!)];
  let node: Params = target;
  for (let i = 0; i < path.length - 1; i++) {
    const name = path[i]!;
    const next = path[i + 1]!;
    if (next === '') {
      const list = Array.isArray(node[name]) ? (node[name] as unknown[]) : [];
      list.push(value);
      node[name] = list;
      return;
    }
    const child = node[name];
    if (isPlainObject(child)) node = child;
    else {
      const created: Params = {};
      node[name] = created;
      node = created;
    }
  }
  node[path[path.length - 1]!] = value;
}

/** Parses a query string or form body the way Rails does. */
export function parseNested(input: string): Params {
  const result: Params = {};
  for (const [key, value] of new URLSearchParams(input)) assign(result, key, value);
  return result;
}

/** Flat form fields (multipart) with bracketed names become nested like the rest. */
export function nestFlat(body: Params): Params {
  if (!Object.keys(body).some((key) => key.includes('['))) return body;
  const result: Params = {};
  for (const [key, value] of Object.entries(body)) assign(result, key, value);
  return result;
}

export function asParams(value: unknown): Params {
  return isPlainObject(value) ? value : {};
}

function invalid(key: string): ApiError {
  return new ApiError(422, `Validation failed: ${key} is invalid`);
}

export function optString(params: Params, key: string): string | undefined {
  const value = params[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw invalid(key);
}

export function optBool(params: Params, key: string): boolean | undefined {
  const value = params[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    if (['true', '1', 'on', 't', 'yes'].includes(lower)) return true;
    if (['false', '0', 'off', 'f', 'no'].includes(lower)) return false;
  }
  throw invalid(key);
}

export function optInt(params: Params, key: string): number | undefined {
  const value = params[key];
  if (value === undefined || value === null || value === '') return undefined;
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(number)) throw invalid(key);
  return Math.trunc(number);
}

/** `key[]=a&key[]=b`, `key=a` or a JSON array: always a list of strings. */
export function stringList(params: Params, key: string): string[] {
  const value = params[key] ?? params[`${key}[]`];
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => {
    if (typeof item === 'string') return item;
    if (typeof item === 'number') return String(item);
    throw invalid(key);
  });
}

/** An id parameter that is not a number matches nothing, as in Mastodon. */
export function optId(params: Params, key: string): string | undefined {
  const value = optString(params, key);
  return value !== undefined && isId(value) ? value : undefined;
}

export function limitParam(params: Params, fallback: number, max: number): number {
  const limit = optInt(params, 'limit');
  if (limit === undefined || limit <= 0) return fallback;
  return Math.min(limit, max);
}
