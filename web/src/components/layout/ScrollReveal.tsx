import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from './anchors.ts';

/** SPEC section 9: 800 ms, ease-out, an offset of 100 px, repeating every time the block scrolls into view. */
export const REVEAL_DURATION_MS = 800;
export const REVEAL_OFFSET_PX = 100;

type RevealState = 'static' | 'hidden' | 'shown';

/**
 * Fades and lifts its content in as it scrolls into view, and resets once it leaves, so it plays again.
 * Prerendered HTML and browsers without JS or IntersectionObserver show the content as it is; it is hidden for
 * animation only after hydration, and never when the visitor prefers reduced motion.
 */
export function ScrollReveal({
  children,
  delay = 0,
  sx,
}: {
  children: ReactNode;
  /** Milliseconds to wait before this block animates, to stagger a row of cards. */
  delay?: number;
  sx?: SxProps<Theme>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<RevealState>('static');
  // The first reading places the block without animating, so content already on screen never flickers.
  const [animated, setAnimated] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || prefersReducedMotion()) return;
    let first = true;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        setState(entry.isIntersecting ? 'shown' : 'hidden');
        if (first) {
          first = false;
          window.requestAnimationFrame(() => setAnimated(true));
        }
      },
      { rootMargin: `0px 0px -${REVEAL_OFFSET_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <Box
      ref={ref}
      data-reveal={state}
      sx={[
        {
          transition: animated
            ? `opacity ${REVEAL_DURATION_MS}ms ease-out ${delay}ms, transform ${REVEAL_DURATION_MS}ms ease-out ${delay}ms`
            : 'none',
          '&[data-reveal="hidden"]': { opacity: 0, transform: 'translateY(40px)' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
