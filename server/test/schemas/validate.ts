/**
 * A small JSON schema dialect for Mastodon's entities, as docs.joinmastodon.org describes them:
 * every documented attribute is required unless marked optional, typed, and nullable only
 * where the docs say so. Extra attributes (kmyblue's) are allowed.
 */
export type Format = 'id' | 'datetime' | 'date' | 'url' | 'html' | 'unix' | 'numeric';

interface Base {
  nullable?: boolean;
  /** The docs mark it optional (absent in some cases). */
  optional?: boolean;
}

export type Schema = Base &
  (
    | { type: 'string'; format?: Format; enum?: readonly string[] }
    | { type: 'integer' | 'number' | 'boolean' | 'any' | 'null' }
    | { type: 'array'; items: Schema }
    | { type: 'object'; properties: Record<string, Schema> }
    | { type: 'map'; values: Schema }
  );

export const str = (format?: Format): Schema => ({ type: 'string', format });
export const oneOf = (values: readonly string[]): Schema => ({ type: 'string', enum: values });
export const int: Schema = { type: 'integer' };
export const num: Schema = { type: 'number' };
export const bool: Schema = { type: 'boolean' };
export const anything: Schema = { type: 'any' };
export const alwaysNull: Schema = { type: 'null', nullable: true };
export const arrayOf = (items: Schema): Schema => ({ type: 'array', items });
export const object = (properties: Record<string, Schema>): Schema => ({
  type: 'object',
  properties,
});
export const mapOf = (values: Schema): Schema => ({ type: 'map', values });
export const nullable = (schema: Schema): Schema => ({ ...schema, nullable: true });
export const optional = (schema: Schema): Schema => ({ ...schema, optional: true });

const FORMATS: Record<Format, RegExp> = {
  id: /^\d+$/,
  datetime: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
  url: /^(https?|wss?):\/\/[^\s]+$/,
  html: /^(|<[\s\S]*>)$/,
  unix: /^\d+$/,
  numeric: /^\d+$/,
};

function typeError(path: string, expected: string, value: unknown): string {
  return `${path}: expected ${expected}, got ${JSON.stringify(value ?? null).slice(0, 80)}`;
}

/** Every way the value breaks the schema, as "path: problem" lines; empty when it fits. */
export function validate(schema: Schema, value: unknown, path = '$'): string[] {
  if (value === null) return schema.nullable || schema.type === 'any' ? [] : [`${path}: null`];
  switch (schema.type) {
    case 'any':
      return [];
    case 'null':
      return [typeError(path, 'null', value)];
    case 'string': {
      if (typeof value !== 'string') return [typeError(path, 'a string', value)];
      if (schema.enum && !schema.enum.includes(value))
        return [typeError(path, `one of ${schema.enum.join('|')}`, value)];
      if (schema.format && !FORMATS[schema.format].test(value))
        return [typeError(path, `a ${schema.format} string`, value)];
      return [];
    }
    case 'integer':
      return Number.isInteger(value) ? [] : [typeError(path, 'an integer', value)];
    case 'number':
      return typeof value === 'number' ? [] : [typeError(path, 'a number', value)];
    case 'boolean':
      return typeof value === 'boolean' ? [] : [typeError(path, 'a boolean', value)];
    case 'array':
      if (!Array.isArray(value)) return [typeError(path, 'an array', value)];
      return value.flatMap((item, i) => validate(schema.items, item, `${path}[${i}]`));
    case 'map':
      if (typeof value !== 'object' || Array.isArray(value))
        return [typeError(path, 'an object', value)];
      return Object.entries(value).flatMap(([key, item]) =>
        validate(schema.values, item, `${path}.${key}`),
      );
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value))
        return [typeError(path, 'an object', value)];
      const record = value as Record<string, unknown>;
      return Object.entries(schema.properties).flatMap(([key, property]) => {
        if (!(key in record)) return property.optional ? [] : [`${path}.${key}: missing`];
        return validate(property, record[key], `${path}.${key}`);
      });
    }
  }
}
