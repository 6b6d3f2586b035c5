import { useEffect, useRef, type RefObject } from 'react';
import { VISUALIZER_SMOOTHING, VISUALIZER_TICK_MS } from '../../../../store/constants';
import { frequencyBands } from './visualizerBands';

interface Analysis {
  context: AudioContext;
  analyser: AnalyserNode;
  bins: Uint8Array<ArrayBuffer>;
}

/**
 * The audio visualizer: a Web Audio analyser (smoothing 0.6) read every 15 ms while playing,
 * its three bands written straight to the bars' style (no render per tick). The analyser is
 * made on the first play, as an element can feed only one source node.
 */
export function useVisualizer(
  mediaRef: RefObject<HTMLMediaElement | null>,
  bars: RefObject<(HTMLElement | null)[]>,
  playing: boolean,
  still: boolean,
) {
  const analysis = useRef<Analysis | null>(null);

  useEffect(() => {
    const element = mediaRef.current;
    if (!playing || still || !element || typeof AudioContext === 'undefined') return;
    if (!analysis.current) {
      const context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = 64;
      analyser.smoothingTimeConstant = VISUALIZER_SMOOTHING;
      context.createMediaElementSource(element).connect(analyser);
      analyser.connect(context.destination);
      analysis.current = { context, analyser, bins: new Uint8Array(analyser.frequencyBinCount) };
    }
    const { context, analyser, bins } = analysis.current;
    void context.resume();
    const timer = setInterval(() => {
      analyser.getByteFrequencyData(bins);
      frequencyBands(bins).forEach((level, i) => {
        const bar = bars.current[i];
        if (bar) bar.style.transform = `scaleY(${Math.max(0.08, level).toFixed(3)})`;
      });
    }, VISUALIZER_TICK_MS);
    return () => clearInterval(timer);
  }, [mediaRef, bars, playing, still]);

  useEffect(
    () => () => {
      void analysis.current?.context.close();
    },
    [],
  );
}
