import type { PublicImageKey } from '@studio/core/content/slots';
import { useEffect, useRef } from 'react';
import { SlotPicture } from '@/components/images/SlotPicture.tsx';
import { useSlotImage } from '@/components/images/SlotImages.tsx';
import { builtinImages, type BuiltinImage } from '@/content/builtinImages.ts';
import type { ClassPageSetup } from '@/content/classPages/classPageContent.ts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

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
        <SlotPicture
          slot={slot}
          fallback={builtin}
          alt={builtin.alt}
          uploadedAlt={alt}
          sizes="100vw"
          priority
          className="class-hero__media"
        />
      )}
      <div aria-hidden="true" className="class-hero__scrim" />
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
    <video
      ref={video}
      muted
      loop
      playsInline
      autoPlay
      preload="metadata"
      poster={uploaded?.url ?? builtin.src}
      aria-hidden="true"
      data-testid="class-hero-video"
      className="class-hero__media"
    >
      <source src={src} type={type} />
    </video>
  );
}
