/**
 * Only one thing plays at once: the element that starts playing pauses the one that played
 * before (an inline player pauses the picture-in-picture one, and the other way round).
 */
let playing: HTMLMediaElement | null = null;

export function claimPlayback(element: HTMLMediaElement): void {
  if (playing && playing !== element && !playing.paused) playing.pause();
  playing = element;
}

export function releasePlayback(element: HTMLMediaElement): void {
  if (playing === element) playing = null;
}
