import { useEffect, useRef } from 'react';
import { blurhashPixels } from './blurhashPixels';

const SIZE = 32;

/** The blurred placeholder drawn under (or instead of) a picture. */
export function Blurhash({ hash, className }: { hash: string | null; className?: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    const pixels = blurhashPixels(hash, SIZE, SIZE);
    const context = pixels && canvas?.getContext('2d');
    if (!pixels || !context) return;
    const image = context.createImageData(SIZE, SIZE);
    image.data.set(pixels);
    context.putImageData(image, 0, 0);
  }, [hash]);
  return (
    <canvas
      ref={ref}
      className={className ?? 'blurhash'}
      width={SIZE}
      height={SIZE}
      aria-hidden="true"
    />
  );
}
