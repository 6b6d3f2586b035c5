/** What the media overlay says: hidden, sensitive, filtered or not cached. */
export const mediaMessages = {
  uncachedTitle: { id: 'status.uncached_media_warning', defaultMessage: 'Preview not available' },
  uncachedAction: { id: 'status.media.open', defaultMessage: 'Click to open' },
  filterTitle: { id: 'status.filtered_media_warning', defaultMessage: 'Matches filter' },
  sensitiveTitle: { id: 'status.sensitive_warning', defaultMessage: 'Sensitive content' },
  hiddenTitle: { id: 'status.media_hidden', defaultMessage: 'Media hidden' },
  show: { id: 'status.media.show', defaultMessage: 'Click to show' },
  hide: { id: 'media_gallery.hide', defaultMessage: 'Hide' },
  alt: { id: 'media_gallery.alt', defaultMessage: 'ALT' },
  viewer: { id: 'lightbox.title', defaultMessage: 'Media' },
  previous: { id: 'lightbox.previous', defaultMessage: 'Previous' },
  next: { id: 'lightbox.next', defaultMessage: 'Next' },
  close: { id: 'lightbox.close', defaultMessage: 'Close' },
  altTitle: { id: 'media_gallery.alt_title', defaultMessage: 'Image description' },
} satisfies Record<string, { id: string; defaultMessage: string }>;
