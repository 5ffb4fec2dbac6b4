import type { ImageRecord } from '@studio/core/content/images';
import { imageSrcSet } from '@studio/core/content/imageSrcSet';
import { preload } from 'react-dom';
import type { BuiltinImage } from '@/content/builtinImages.ts';

/**
 * The site's pictures, one family in this folder:
 * - `Picture` (here): the base, a built-in picture or an uploaded one, plain elements styled by a class;
 * - `SlotPicture`: a `Picture` of an admin slot's newest upload over the built-in art;
 * - `loadingOf`: how any other `<img>` (an event's photo) loads, by the same rule.
 */

/**
 * How a picture loads: the page's largest above-the-fold picture at once and first; every other one lazily, when
 * near, decoded off the main thread.
 */
export function loadingOf(priority: boolean) {
  return {
    loading: priority ? 'eager' : 'lazy',
    decoding: priority ? undefined : 'async',
    fetchPriority: priority ? 'high' : undefined,
  } as const;
}

export interface PictureProps {
  /** The built-in art shown when nothing is uploaded (and in the server-rendered HTML). */
  fallback: BuiltinImage;
  /** The uploaded slot image, which replaces the built-in art when present. */
  uploaded?: ImageRecord;
  alt: string;
  /** The alt text while the upload shows, when a photo is described differently from the built-in art. */
  uploadedAlt?: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint, e.g. `(min-width: 900px) 50vw, 100vw`. */
  sizes: string;
  /** The page's largest above-the-fold image: preloaded and fetched first instead of lazily. */
  priority?: boolean;
  /** The class of the `<img>` (size, object-fit, ...). */
  className?: string;
}

/**
 * A picture with explicit dimensions (no layout shift), modern formats at several widths, lazy unless it is the
 * priority image. Pure render: safe to render on the server. Plain, for the first screen.
 */
export function Picture({ fallback, uploaded, alt, uploadedAlt, sizes, priority = false, className }: PictureProps) {
  const loading = loadingOf(priority);

  if (uploaded) {
    const srcSet = imageSrcSet(uploaded);
    return (
      <img
        className={className}
        src={uploaded.url}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={uploadedAlt ?? alt}
        width={uploaded.width ?? fallback.width}
        height={uploaded.height ?? fallback.height}
        {...loading}
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
        {...loading}
      />
    </picture>
  );
}
