import { describe, expect, it } from 'vitest';
import { createBoop, type BoopHost } from './boop';

interface Recorded {
  created: number;
  starts: number;
  resumes: number;
}

/** Just enough of an AudioContext: records what the sound asks of it. */
function fakeAudio(state: AudioContextState, recorded: Recorded) {
  const param = () => ({
    setValueAtTime: () => undefined,
    exponentialRampToValueAtTime: () => undefined,
  });
  return class {
    state = state;
    currentTime = 0;
    destination = {};
    constructor() {
      recorded.created += 1;
    }
    createOscillator() {
      return {
        type: 'sine',
        frequency: param(),
        connect: () => undefined,
        start: () => void (recorded.starts += 1),
        stop: () => undefined,
      };
    }
    createGain() {
      return { gain: param(), connect: () => undefined };
    }
    resume() {
      recorded.resumes += 1;
      this.state = 'running';
      return Promise.resolve();
    }
  } as unknown as new () => AudioContext;
}

function host(AudioContext?: new () => AudioContext) {
  const listeners = new Map<string, () => void>();
  const page: BoopHost & { gesture(type: string): void } = {
    AudioContext,
    addEventListener: (type, listener) => void listeners.set(type, listener),
    removeEventListener: (type) => void listeners.delete(type),
    gesture: (type) => listeners.get(type)?.(),
  };
  return page;
}

describe('boop', () => {
  it('makes the context on first use and plays one two-tone sound per call', () => {
    const recorded = { created: 0, starts: 0, resumes: 0 };
    const boop = createBoop(host(fakeAudio('running', recorded)));
    expect(recorded.created).toBe(0);
    boop.play();
    boop.play();
    expect(recorded).toEqual({ created: 1, starts: 2, resumes: 0 });
  });

  it('stays quiet while suspended and resumes on the first gesture', async () => {
    const recorded = { created: 0, starts: 0, resumes: 0 };
    const page = host(fakeAudio('suspended', recorded));
    const boop = createBoop(page);
    boop.play();
    expect(recorded.starts).toBe(0);
    page.gesture('keydown');
    page.gesture('pointerdown');
    await Promise.resolve();
    expect(recorded.resumes).toBe(1);
    boop.play();
    expect(recorded.starts).toBe(1);
  });

  it('fails silently: no Web Audio, a throwing constructor, a throwing node', () => {
    expect(() => createBoop(host()).play()).not.toThrow();
    const throwing = function () {
      throw new Error('no audio device');
    } as unknown as new () => AudioContext;
    expect(() => createBoop(host(throwing)).play()).not.toThrow();
    const broken = class {
      state = 'running';
      createOscillator() {
        throw new Error('closed');
      }
    } as unknown as new () => AudioContext;
    const boop = createBoop(host(broken));
    expect(() => {
      boop.play();
      boop.play();
    }).not.toThrow();
  });

  it('swallows a refused resume', async () => {
    const recorded = { created: 0, starts: 0, resumes: 0 };
    const Base = fakeAudio('suspended', recorded);
    const refusing = class extends Base {
      override resume() {
        return Promise.reject(new Error('not allowed'));
      }
    };
    const page = host(refusing);
    createBoop(page).play();
    page.gesture('pointerdown');
    await Promise.resolve();
    expect(recorded.starts).toBe(0);
  });
});
