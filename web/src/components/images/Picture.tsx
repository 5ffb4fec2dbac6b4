import type { ImageRecord } from '@studio/core/images';
import { imageSrcSet } from '@studio/core/imageSrcSet';
import { preload } from 'react-dom';
import type { BuiltinImage } from '@/content/builtinImages.ts';

export interface PictureProps {
  /** The built-in art shown when nothing is uploaded (and in the prerendered HTML). */
  fallback: BuiltinImage;
  /** The uploaded slot image, which replaces the built-in art when present. */
  uploaded?: ImageRecord;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint, e.g. `(min-width: 900px) 50vw, 100vw`. */
  sizes: string;
  /** The page's largest above-the-fold image: preloaded and fetched first instead of lazily. */
  priority?: boolean;
  /** The class of the `<img>` (size, object-fit, ...). */
  className?: string;
}

/**
 * A picture with explicit dimensions (no layout shift), modern formats at several widths, lazy unless it is the
 * priority image. Pure render: safe to prerender. Plain, for the first screen; MUI parts use ResponsiveImage.
 */
export function Picture({ fallback, uploaded, alt, sizes, priority = false, className }: PictureProps) {
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  const decoding = priority ? undefined : 'async';

  if (uploaded) {
    const srcSet = imageSrcSet(uploaded);
    return (
      <img
        className={className}
        src={uploaded.url}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        width={uploaded.width ?? fallback.width}
        height={uploaded.height ?? fallback.height}
        loading={loading}
        decoding={decoding}
        fetchPriority={fetchPriority}
      />
    );
  }

  if (priority) {
    // React puts this <link rel="preload"> in <head>, so the browser starts on the image before the CSS and JS.
    // The AVIF set is preloaded with its type, so a browser without AVIF skips the hint and loads the WebP.
    const avif = fallback.avifSrcSet;
    preload(avif ? fallback.src.replace(/\.webp$/, '.avif') : fallback.src, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: avif ?? fallback.srcSet,
      imageSizes: sizes,
      ...(avif ? { type: 'image/avif' } : {}),
    });
  }

  return (
    // `display: contents` lets the <img> size itself against the parent, as if the <picture> were not there.
    <picture style={{ display: 'contents' }}>
      {fallback.avifSrcSet && <source type="image/avif" srcSet={fallback.avifSrcSet} sizes={sizes} />}
      <source type="image/webp" srcSet={fallback.srcSet} sizes={sizes} />
      <img
        className={className}
        src={fallback.src}
        alt={alt}
        width={fallback.width}
        height={fallback.height}
        loading={loading}
        decoding={decoding}
        fetchPriority={fetchPriority}
      />
    </picture>
  );
}
