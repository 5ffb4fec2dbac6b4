import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { PublicImageKey } from '@studio/core/slots';
import { useEffect, useRef } from 'react';
import { ResponsiveImage } from '@/components/images/ResponsiveImage.tsx';
import { useSlotImage } from '@/components/images/SlotImages.tsx';
import { builtinImages, type BuiltinImage } from '@/content/builtinImages.ts';
import type { ClassPageSetup } from '@/content/classPages/classPageContent.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

const coverSx = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  zIndex: -2,
} as const;

/**
 * The hero's backdrop: the class slot's newest upload over the built-in picture, or a looping muted clip
 * when the content has one. A dark scrim keeps the white title readable on any picture.
 */
export function ClassHeroMedia({ content }: { content: ClassPageSetup }) {
  const builtin = builtinImages[content.slug];
  const { slot, alt } = content.image;
  return (
    <>
      {content.video ? (
        <ClassHeroVideo src={content.video.src} type={content.video.type} slot={slot} builtin={builtin} />
      ) : (
        <ResponsiveImage
          slot={slot}
          fallback={builtin}
          alt={builtin.alt}
          uploadedAlt={alt}
          sizes="100vw"
          priority
          sx={coverSx}
        />
      )}
      <Box
        aria-hidden="true"
        sx={{
          position: 'absolute',
          inset: 0,
          zIndex: -1,
          background: (theme) => {
            const ink = theme.palette.background.default;
            return `linear-gradient(180deg, ${alpha(ink, 0.55)} 0%, ${alpha(ink, 0.6)} 45%, ${alpha(ink, 0.95)} 100%), linear-gradient(90deg, ${alpha(ink, 0.85)} 0%, ${alpha(ink, 0.2)} 75%)`;
          },
        }}
      />
    </>
  );
}

/**
 * Decorative, so hidden from screen readers; it never plays for people who ask for reduced motion. Its poster is
 * the picture the hero would show.
 */
function ClassHeroVideo({
  src,
  type,
  slot,
  builtin,
}: {
  src: string;
  type: string;
  slot: PublicImageKey | null;
  builtin: BuiltinImage;
}) {
  const uploaded = useSlotImage(slot);
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(REDUCED_MOTION);
    const follow = () => {
      if (query.matches) element.pause();
      else
        element.play().catch(() => {
          // Autoplay refused (e.g. data saver): the poster stays, which is fine.
        });
    };
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return (
    <Box
      component="video"
      ref={video}
      muted
      loop
      playsInline
      autoPlay
      preload="metadata"
      poster={uploaded?.url ?? builtin.src}
      aria-hidden="true"
      data-testid="class-hero-video"
      sx={coverSx}
    >
      <source src={src} type={type} />
    </Box>
  );
}
