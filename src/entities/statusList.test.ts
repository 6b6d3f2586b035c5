import { describe, expect, it } from 'vitest';
import { accountJSON, statusJSON } from '../test/fixtures';
import { normaliseContext, normaliseStatusList } from './statusList';
import { EntityError } from './validate';

/** Slices of three statuses, counting the pauses between them. */
function slicesOfThree() {
  const slicing = {
    size: 3,
    pauses: 0,
    pause: () => {
      slicing.pauses += 1;
      return Promise.resolve();
    },
  };
  return slicing;
}

describe('normaliseStatusList', () => {
  it('gives ids in order and one copy of each entity', async () => {
    const author = accountJSON({ id: 'a' });
    const { items, bundle } = await normaliseStatusList([
      statusJSON({ id: '3', account: author }),
      statusJSON({ id: '2', account: author }),
    ]);
    expect(items).toEqual(['3', '2']);
    expect(bundle.accounts.map((a) => a.id)).toEqual(['a']);
    expect(bundle.statuses.map((s) => s.id)).toEqual(['3', '2']);
  });

  it('turns a bad item into an InvalidEntity in its place and keeps the rest', async () => {
    const { items, bundle } = await normaliseStatusList([
      statusJSON({ id: '3' }),
      { id: '2', content: 42 },
      'garbage',
      { ...statusJSON({ id: '0', account: accountJSON({ id: 'lost' }) }), created_at: 7 },
      statusJSON({ id: '1' }),
    ]);
    expect(items[0]).toBe('3');
    expect(items[1]).toMatchObject({
      invalid: true,
      id: '2',
      message: expect.stringContaining('Status 2') as unknown,
    });
    expect(items[2]).toEqual({
      invalid: true,
      id: null,
      message: 'Status: expected an object, got string',
    });
    expect(items[3]).toMatchObject({
      invalid: true,
      id: '0',
      message: 'Status 0: "created_at" should be a string, got number',
    });
    expect(items[4]).toBe('1');
    // What a failed item had read does not leak into the bundle.
    expect(bundle.accounts.map((a) => a.id)).not.toContain('lost');
    expect(bundle.statuses.map((s) => s.id)).toEqual(['3', '1']);
  });

  it('fails only when the page is not a list', async () => {
    await expect(normaliseStatusList({ error: 'nope' })).rejects.toThrow(EntityError);
    expect((await normaliseStatusList([])).items).toEqual([]);
  });

  it('reads a long page a slice at a time, pausing between slices, to the same result', async () => {
    const author = accountJSON({ id: 'a' });
    const page = Array.from({ length: 7 }, (_, i) =>
      statusJSON({ id: String(9 - i), account: author }),
    );
    const slicing = slicesOfThree();
    const sliced = await normaliseStatusList(page, slicing);
    // Seven statuses, three at a time: a pause between slices and one after the last, so
    // whatever takes the page starts in a task of its own; none before the first slice.
    expect(slicing.pauses).toBe(3);
    expect(sliced).toEqual(await normaliseStatusList(page));
    expect(sliced.items).toEqual(['9', '8', '7', '6', '5', '4', '3']);
    expect(sliced.bundle.accounts.map((a) => a.id)).toEqual(['a']);
  });

  it('does not pause a page that fits in one slice', async () => {
    const page = Array.from({ length: 3 }, (_, i) => statusJSON({ id: String(9 - i) }));
    const slicing = slicesOfThree();
    const whole = await normaliseStatusList(page, slicing);
    expect(slicing.pauses).toBe(0);
    expect(whole.items).toEqual(['9', '8', '7']);
  });
});

describe('normaliseContext', () => {
  it('reads ancestors, descendants and references as ids, a bad one an error in its place', () => {
    const context = normaliseContext({
      ancestors: [statusJSON({ id: '1' })],
      descendants: [statusJSON({ id: '3' }), { id: 'bad' }],
      references: [statusJSON({ id: '9' })],
    });
    expect(context).toMatchObject({
      ancestors: ['1'],
      descendants: ['3', { invalid: true, id: 'bad' }],
      references: ['9'],
    });
    expect(context.bundle.statuses).toHaveLength(3);
    expect(normaliseContext({ ancestors: [], descendants: [] }).references).toEqual([]);
  });
});
