import { afterEach, describe, expect, it, vi } from 'vitest';
import { blurhashPixels } from './blurhashPixels';

afterEach(() => vi.restoreAllMocks());

describe('blurred placeholder', () => {
  it('decodes a valid hash into width × height × 4 pixels', () => {
    const pixels = blurhashPixels('LEHV6nWB2yk8pyo0adR*.7kCMdnj', 32, 32);
    expect(pixels).toHaveLength(32 * 32 * 4);
  });

  it("logs 'Blurhash decoding failure' and gives nothing for a hash of the wrong length", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(blurhashPixels('LEHV6nWB2yk8pyo0adR*.7kCMdn', 32, 32)).toBeNull();
    expect(blurhashPixels('L0000', 32, 32)).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log.mock.calls[0]?.[0]).toBe('Blurhash decoding failure');
  });

  it('draws nothing, silently, without a hash', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(blurhashPixels(null, 32, 32)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });
});
