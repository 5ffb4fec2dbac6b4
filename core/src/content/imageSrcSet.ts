/**
 * `srcset` of an uploaded image's WebP variants. Kept apart from `images.ts` (zod schemas) so public pages can
 * use it without shipping zod.
 */
export function imageSrcSet(image: { variants?: readonly { width: number; url: string }[] }): string | undefined {
  if (!image.variants?.length) return undefined;
  return image.variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}
