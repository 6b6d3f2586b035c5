/**
 * The 'boop': a short, soft two-tone sound made with the Web Audio API (no audio file). The
 * context is made on first use; a browser that keeps it suspended until the reader acts gets
 * it resumed on the first gesture. Sound is a nicety: any failure is silent.
 */

export interface SoundPlayer {
  play(): void;
}

type AudioContextClass = new () => AudioContext;

/** Where the sound comes from: the page's AudioContext and its gesture events. */
export interface BoopHost {
  AudioContext?: AudioContextClass;
  addEventListener(type: string, listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: () => void): void;
}

const GESTURES = ['pointerdown', 'keydown'] as const;
/** Two notes a fifth apart, high then low, each under a tenth of a second. */
const TONES = [
  { frequency: 880, at: 0 },
  { frequency: 587.33, at: 0.09 },
] as const;
const LENGTH_S = 0.2;
const PEAK_GAIN = 0.12;

function playTones(context: AudioContext) {
  const start = context.currentTime;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = 'sine';
  for (const tone of TONES) oscillator.frequency.setValueAtTime(tone.frequency, start + tone.at);
  // A quick rise and a long fall: a boop, not a click.
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(PEAK_GAIN, start + 0.015);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + LENGTH_S);
  oscillator.connect(gain);
  gain.connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + LENGTH_S);
}

export function createBoop(host: BoopHost): SoundPlayer {
  let context: AudioContext | null = null;

  const resumeOnGesture = (ctx: AudioContext) => {
    const resume = () => {
      for (const type of GESTURES) host.removeEventListener(type, resume);
      ctx.resume().catch(() => undefined);
    };
    for (const type of GESTURES) host.addEventListener(type, resume, { once: true });
  };

  const contextOf = (): AudioContext | null => {
    if (context) return context;
    const AudioContextImpl = host.AudioContext;
    if (!AudioContextImpl) return null;
    context = new AudioContextImpl();
    if (context.state === 'suspended') resumeOnGesture(context);
    return context;
  };

  return {
    play() {
      try {
        const ctx = contextOf();
        // A suspended context would play it late, at the next gesture: better not at all.
        if (ctx?.state === 'running') playTones(ctx);
      } catch {
        // No sound is the whole failure.
      }
    },
  };
}
