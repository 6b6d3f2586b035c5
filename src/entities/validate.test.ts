import { describe, expect, it } from 'vitest';
import type { ApiMediaAttachmentJSON, ApiStatusJSON } from '../api/types';
import { EntityError, reader } from './validate';

describe('reader', () => {
  it('reads a wire object through its type: a misspelt key is a type error', () => {
    const r = reader<ApiStatusJSON>({ id: '1', content: '<p>hi</p>' }, 'Status');
    expect(r.string('content')).toBe('<p>hi</p>');
    // @ts-expect-error 'contnet' is not a key of ApiStatusJSON
    expect(() => r.string('contnet')).toThrow(EntityError);
    // @ts-expect-error nor can the raw JSON be read under it
    expect(r.json.contnet).toBeUndefined();
  });

  it('types the objects it reads by the wire type of their key', () => {
    const r = reader<ApiMediaAttachmentJSON>({ id: '1', meta: { focus: { x: 0 } } }, 'Media');
    const meta = r.object('meta');
    expect(meta?.focus).toEqual({ x: 0 });
    // @ts-expect-error 'fokus' is not a key of ApiMediaMetaJSON
    expect(meta?.fokus).toBeUndefined();
  });

  it('names the entity, its id and the field when a value has the wrong type', () => {
    const r = reader<ApiStatusJSON>({ id: '7', content: 3 }, 'Status');
    expect(() => r.string('content')).toThrow('Status 7: "content" should be a string, got number');
  });
});
