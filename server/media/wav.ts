/**
 * A short generated WAV (8-bit mono PCM) for the seeded audio post: a few notes rising, so a
 * player's visualizer has something to show. Chromium plays WAV without any codec.
 */
export const WAV_SAMPLE_RATE = 8_000;

/** Notes of `noteSeconds` each, in Hz; the file lasts notes × noteSeconds. */
export function toneWav(notesHz: readonly number[], noteSeconds: number): Uint8Array {
  const perNote = Math.round(WAV_SAMPLE_RATE * noteSeconds);
  const samples = perNote * notesHz.length;
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, WAV_SAMPLE_RATE, true);
  view.setUint32(28, WAV_SAMPLE_RATE, true); // bytes per second at 8 bits mono
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  notesHz.forEach((hz, note) => {
    for (let i = 0; i < perNote; i++) {
      // A short fade at each end of a note keeps it free of clicks.
      const fade = Math.min(1, i / 200, (perNote - i) / 200);
      const value = Math.sin((2 * Math.PI * hz * i) / WAV_SAMPLE_RATE) * 0.6 * fade;
      bytes[44 + note * perNote + i] = Math.round(128 + value * 127);
    }
  });
  return bytes;
}
