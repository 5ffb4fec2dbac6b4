import type { SlotImageMap } from '@studio/core/content/images';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/design/theme.ts';
import { SlotImagesProvider } from '@/components/images/SlotImages.tsx';
import { builtinImages } from '@/content/builtinImages.ts';
import type { ClassPageSetup } from '@/content/classPages/classPageContent.ts';
import { boxingPage } from '@/content/classPages/boxing.ts';
import { kickboxingPage } from '@/content/classPages/kickboxing.ts';
import { ClassHeroMedia } from './ClassHeroMedia.tsx';

const withVideo: ClassPageSetup = {
  ...kickboxingPage,
  video: { src: '/media/kickboxing-loop.mp4', type: 'video/mp4' },
};

function preferReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', vi.fn().mockReturnValue(query));
  return {
    change(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
  };
}

function renderMedia(content: ClassPageSetup, slots: SlotImageMap = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <SlotImagesProvider slots={slots}>
        <ClassHeroMedia content={content} />
      </SlotImagesProvider>
    </ThemeProvider>,
  );
}

const uploadedKickboxing = {
  name: 'kickboxing_main_1767225600000.jpg',
  slot: 'kickboxing_main',
  url: '/media/kickboxing_main_1767225600000.jpg',
  content_type: 'image/jpeg',
  size: 120_000,
  width: 1600,
  height: 900,
  created_at: '2026-01-01T00:00:00.000Z',
};

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('class hero media', () => {
  it('shows the built-in picture when the class has no video', () => {
    preferReducedMotion(false);
    const { container } = renderMedia(kickboxingPage);
    expect(screen.getByRole('img', { name: builtinImages.kickboxing.alt })).toBeInTheDocument();
    expect(container.querySelector('video')).toBeNull();
  });

  it('replaces the built-in picture with the newest upload to the class slot', () => {
    preferReducedMotion(false);
    renderMedia(kickboxingPage, { kickboxing_main: uploadedKickboxing });
    const photo = screen.getByRole('img', { name: kickboxingPage.image.alt });
    expect(photo).toHaveAttribute('src', uploadedKickboxing.url);
    expect(screen.queryByRole('img', { name: builtinImages.kickboxing.alt })).not.toBeInTheDocument();
  });

  it('keeps the built-in picture for a class without a slot', () => {
    preferReducedMotion(false);
    renderMedia(boxingPage, { kickboxing_main: uploadedKickboxing });
    expect(screen.getByRole('img', { name: builtinImages.boxing.alt })).toBeInTheDocument();
  });

  it('plays a muted, looping, inline clip with the picture as its poster', () => {
    preferReducedMotion(false);
    renderMedia(withVideo);
    const video = screen.getByTestId('class-hero-video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('aria-hidden', 'true');
    expect(video.getAttribute('poster')).toBe(builtinImages.kickboxing.src);
    expect(video.querySelector('source')).toHaveAttribute('src', '/media/kickboxing-loop.mp4');
    expect(play).toHaveBeenCalled();
    expect(pause).not.toHaveBeenCalled();
  });

  it('keeps the clip paused when the visitor prefers reduced motion, and follows a change of mind', () => {
    const motion = preferReducedMotion(true);
    renderMedia(withVideo);
    expect(pause).toHaveBeenCalledTimes(1);
    expect(play).not.toHaveBeenCalled();
    motion.change(false);
    expect(play).toHaveBeenCalledTimes(1);
    motion.change(true);
    expect(pause).toHaveBeenCalledTimes(2);
  });
});
