/**
 * Reading received JSON, which is `unknown` until it has been looked at. A missing
 * or null optional field takes its default; a field of the wrong type is an error
 * naming the entity, its id when known, and the field.
 */
export class EntityError extends Error {
  override name = 'EntityError';
  constructor(
    message: string,
    readonly entityId: string | null = null,
  ) {
    super(message);
  }
}

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/** The id of something that may not be valid, for an error message or an InvalidEntity. */
export function readId(value: unknown): string | null {
  return isObject(value) && typeof value.id === 'string' ? value.id : null;
}

/** The keys of a wire type (of any member, for a union), as a normaliser may read them. */
export type WireKey<T> = T extends unknown ? Extract<keyof T, string> : never;

/** The type of key K in the wire type T (of any member that has it, for a union). */
export type WireField<T, K extends PropertyKey> = T extends unknown
  ? K extends keyof T
    ? T[K]
    : never
  : never;

/** Received JSON of wire type T: only T's keys can be read, and their values are not yet checked. */
export type Wire<T> = Partial<Record<WireKey<T>, unknown>>;

/** An optional part of wire type T: the value when it is an object, else null. */
export const wireObject = <T extends object>(value: unknown): Wire<T> | null =>
  // Any object is a Wire<T>: every key optional, every value unknown.
  isObject(value) ? (value as Wire<T>) : null;

/** An object whose keys are typed by the wire type T (`asObject<ApiMarkersJSON>(json, 'Markers')`). */
export function asObject<T extends object = JsonObject>(value: unknown, entity: string): Wire<T> {
  const object = wireObject<T>(value);
  if (!object) throw new EntityError(`${entity}: expected an object, got ${describe(value)}`);
  return object;
}

export function asArray(value: unknown, entity: string): unknown[] {
  if (!Array.isArray(value))
    throw new EntityError(`${entity}: expected an array, got ${describe(value)}`);
  return value;
}

/** A number that is there and finite, else the fallback: for side fields that may be wrong. */
export const finiteOr = <D extends number | null>(value: unknown, fallback: D): number | D =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** The value when it is one of `allowed`, else null. */
export function known<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return allowed.find((a) => a === value) ?? null;
}

/** The value when it is one of `allowed`, else the fallback. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return known(value, allowed) ?? fallback;
}

/**
 * Reads received JSON through its wire type T (api/types): a key T does not have is a
 * type error, so a field renamed on the wire cannot be read under its old name. Every
 * normaliser names its T; without one (JsonObject) any key goes.
 */
export interface Reader<T extends object = JsonObject> {
  readonly json: Wire<T>;
  readonly id: string | null;
  fail(message: string): never;
  string(key: WireKey<T>): string;
  stringOr<D extends string | null>(key: WireKey<T>, fallback: D): string | D;
  number(key: WireKey<T>): number;
  numberOr<D extends number | null>(key: WireKey<T>, fallback: D): number | D;
  boolean(key: WireKey<T>, fallback?: boolean): boolean;
  /** Missing or null reads as []. */
  array(key: WireKey<T>): unknown[];
  stringArray(key: WireKey<T>): string[];
  /** Missing or null reads as null; the object's own keys are typed by its wire type. */
  object<K extends WireKey<T>>(key: K): Wire<NonNullable<WireField<T, K>>> | null;
}

export function reader<T extends object>(value: unknown, entity: string): Reader<T> {
  const json: JsonObject = asObject(value, entity);
  const id = typeof json.id === 'string' ? json.id : null;
  const name = id === null ? entity : `${entity} ${id}`;
  const fail = (message: string): never => {
    throw new EntityError(`${name}: ${message}`, id);
  };
  const wrong = (key: string, expected: string): never =>
    fail(`"${key}" should be ${expected}, got ${describe(json[key])}`);
  const absent = (key: string) => json[key] === undefined || json[key] === null;

  const self: Reader<T> = {
    json: json as Wire<T>,
    id,
    fail,
    string(key) {
      const v = json[key];
      return typeof v === 'string' ? v : wrong(key, 'a string');
    },
    stringOr(key, fallback) {
      return absent(key) ? fallback : self.string(key);
    },
    number(key) {
      const v = json[key];
      return typeof v === 'number' && Number.isFinite(v) ? v : wrong(key, 'a number');
    },
    numberOr(key, fallback) {
      return absent(key) ? fallback : self.number(key);
    },
    boolean(key, fallback = false) {
      const v = json[key];
      if (absent(key)) return fallback;
      return typeof v === 'boolean' ? v : wrong(key, 'a boolean');
    },
    array(key) {
      const v = json[key];
      if (absent(key)) return [];
      return Array.isArray(v) ? (v as unknown[]) : wrong(key, 'an array');
    },
    stringArray(key) {
      const list = self.array(key);
      return list.every((v): v is string => typeof v === 'string')
        ? list
        : wrong(key, 'a list of strings');
    },
    object(key) {
      const v = json[key];
      if (absent(key)) return null;
      return isObject(v) ? asObject(v, name) : wrong(key, 'an object');
    },
  };
  return self;
}

/**
 * An optional part read on its own: when its data cannot be read (an EntityError) it takes
 * `fallback`, so the entity it belongs to still shows. A bug still surfaces.
 */
export function orDefault<T>(fallback: T, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof EntityError)) throw error;
    return fallback;
  }
}

/** Reads each item, leaving out the ones that fail (for decorations such as emoji). */
export function readEach<T>(items: unknown[], read: (item: unknown) => T | null): T[] {
  const out: T[] = [];
  for (const item of items) {
    try {
      const value = read(item);
      if (value !== null) out.push(value);
    } catch (error) {
      if (!(error instanceof EntityError)) throw error;
    }
  }
  return out;
}
