import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { ImageRecord } from '@studio/core/images';
import type { PublicImageKey } from '@studio/core/slots';
import { useEffect, useRef } from 'react';
import { ResponsiveImage } from '@/components/images/ResponsiveImage.tsx';
import { useSlotImage } from '@/components/images/SlotImages.tsx';
import { builtinImages } from '@/content/builtinImages.ts';
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
  const { slot } = content.image;
  return slot ? <SlotHeroMedia slot={slot} content={content} /> : <HeroMedia content={content} uploaded={undefined} />;
}

function SlotHeroMedia({ slot, content }: { slot: PublicImageKey; content: ClassPageSetup }) {
  return <HeroMedia content={content} uploaded={useSlotImage(slot)} />;
}

function HeroMedia({ content, uploaded }: { content: ClassPageSetup; uploaded: ImageRecord | undefined }) {
  const builtin = builtinImages[content.slug];
  return (
    <>
      {content.video ? (
        <ClassHeroVideo src={content.video.src} type={content.video.type} poster={uploaded?.url ?? builtin.src} />
      ) : (
        <ResponsiveImage
          fallback={builtin}
          uploaded={uploaded}
          alt={uploaded ? content.image.alt : builtin.alt}
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

/** Decorative, so hidden from screen readers; it never plays for people who ask for reduced motion. */
function ClassHeroVideo({ src, type, poster }: { src: string; type: string; poster: string }) {
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
      poster={poster}
      aria-hidden="true"
      data-testid="class-hero-video"
      sx={coverSx}
    >
      <source src={src} type={type} />
    </Box>
  );
}
