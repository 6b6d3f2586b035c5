import { lazy, Suspense } from 'react';
import type { EmojiPickerProps } from './EmojiPicker';

// The picker and its emoji data load on first use, not with the screen that offers it.
const EmojiPicker = lazy(() => import('./EmojiPicker').then((m) => ({ default: m.EmojiPicker })));

/** The emoji picker, loaded when first opened; nothing shows while it loads. */
export function LazyEmojiPicker(props: EmojiPickerProps) {
  return (
    <Suspense fallback={null}>
      <EmojiPicker {...props} />
    </Suspense>
  );
}
