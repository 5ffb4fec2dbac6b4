import type { ImageRecord } from '@studio/core/images';
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '@/backend/BackendProvider.tsx';
import { builtinImages } from '@/content/builtinImages.ts';
import { fakeBackend } from '@/test/fakeBackend.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { SlotImagesProvider } from './SlotImages.tsx';

const uploadedHero: ImageRecord = {
  name: 'home_hero_1767225600000.jpg',
  slot: 'home_hero',
  url: '/media/home_hero_1767225600000.jpg',
  content_type: 'image/jpeg',
  size: 120_000,
  width: 2000,
  height: 1200,
  variants: [
    { width: 480, url: '/media/home_hero_1767225600000-480.webp' },
    { width: 960, url: '/media/home_hero_1767225600000-960.webp' },
  ],
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('ResponsiveImage', () => {
  it('shows the built-in art as AVIF and WebP sources with its intrinsic size, lazily', () => {
    const { container } = render(
      <ResponsiveImage fallback={builtinImages.about} alt="Gloves" sizes="(min-width: 900px) 50vw, 100vw" />,
    );
    const img = screen.getByRole('img', { name: 'Gloves' });
    expect(img).toHaveAttribute('src', '/images/builtin/about-960.webp');
    expect(img).toHaveAttribute('width', '960');
    expect(img).toHaveAttribute('height', '720');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    const avif = container.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute('srcset', '/images/builtin/about-480.avif 480w, /images/builtin/about-960.avif 960w');
    expect(avif).toHaveAttribute('sizes', '(min-width: 900px) 50vw, 100vw');
    expect(container.querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/images/builtin/about-480.webp 480w, /images/builtin/about-960.webp 960w',
    );
  });

  it("shows its slot's upload through its WebP variants instead, with the upload's alt text", async () => {
    const slotMap = vi.fn().mockResolvedValue({ home_hero: uploadedHero });
    const { container } = render(
      <BackendProvider backend={fakeBackend({ images: { slotMap } })}>
        <SlotImagesProvider>
          <ResponsiveImage
            slot="home_hero"
            fallback={builtinImages.hero}
            alt="Built-in art"
            uploadedAlt="The studio"
            sizes="100vw"
          />
        </SlotImagesProvider>
      </BackendProvider>,
    );
    expect(screen.getByRole('img', { name: 'Built-in art' })).toHaveAttribute('src', '/images/builtin/hero-960.webp');
    const img = await screen.findByRole('img', { name: 'The studio' });
    expect(img).toHaveAttribute('src', uploadedHero.url);
    expect(img).toHaveAttribute(
      'srcset',
      '/media/home_hero_1767225600000-480.webp 480w, /media/home_hero_1767225600000-960.webp 960w',
    );
    expect(img).toHaveAttribute('width', '2000');
    expect(img).toHaveAttribute('height', '1200');
    expect(container.querySelector('source')).toBeNull();
  });

  it('prerenders the priority image eagerly with a high-priority AVIF preload', () => {
    const html = renderToString(
      <html>
        <head />
        <body>
          <ResponsiveImage fallback={builtinImages.hero} alt="Hero" sizes="100vw" priority />
        </body>
      </html>,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('rel="preload"');
    expect(head).toContain('as="image"');
    expect(head).toMatch(/fetchPriority="high"/i);
    expect(head).toContain('imageSrcSet="/images/builtin/hero-480.avif 480w');
    const body = html.slice(html.indexOf('<body'));
    expect(body).not.toContain('loading="lazy"');
    expect(body).toMatch(/<img[^>]*fetchPriority="high"/i);
  });
});

function HeroProbe() {
  return <ResponsiveImage slot="home_hero" fallback={builtinImages.hero} alt="Hero" sizes="100vw" />;
}

describe('SlotImagesProvider', () => {
  it('loads the slot map once and switches to the uploaded image', async () => {
    const slotMap = vi.fn().mockResolvedValue({ home_hero: uploadedHero });
    render(
      <BackendProvider backend={fakeBackend({ images: { slotMap } })}>
        <SlotImagesProvider>
          <HeroProbe />
          <HeroProbe />
        </SlotImagesProvider>
      </BackendProvider>,
    );
    expect(screen.getAllByRole('img', { name: 'Hero' })[0]).toHaveAttribute('src', '/images/builtin/hero-960.webp');
    await waitFor(() =>
      expect(screen.getAllByRole('img', { name: 'Hero' })[0]).toHaveAttribute('src', uploadedHero.url),
    );
    expect(slotMap).toHaveBeenCalledTimes(1);
  });

  it('keeps the built-in art and logs when the slot map cannot load', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const slotMap = vi.fn().mockRejectedValue(new Error('offline'));
    render(
      <BackendProvider backend={fakeBackend({ images: { slotMap } })}>
        <SlotImagesProvider>
          <HeroProbe />
        </SlotImagesProvider>
      </BackendProvider>,
    );
    await waitFor(() => expect(errors).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('src', '/images/builtin/hero-960.webp');
    errors.mockRestore();
  });

  it('asks for nothing on a page that shows no slot', async () => {
    const slotMap = vi.fn().mockResolvedValue({ home_hero: uploadedHero });
    render(
      <BackendProvider backend={fakeBackend({ images: { slotMap } })}>
        <SlotImagesProvider>
          <p>An event</p>
        </SlotImagesProvider>
      </BackendProvider>,
    );
    await screen.findByText('An event');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(slotMap).not.toHaveBeenCalled();
  });

  it('asks for nothing for a picture of no slot', () => {
    const slotMap = vi.fn().mockResolvedValue({ home_hero: uploadedHero });
    render(
      <BackendProvider backend={fakeBackend({ images: { slotMap } })}>
        <SlotImagesProvider>
          <ResponsiveImage slot={null} fallback={builtinImages.hero} alt="Hero" sizes="100vw" />
        </SlotImagesProvider>
      </BackendProvider>,
    );
    // The store asks for the map when a picture subscribes, in render's effects, which render() has run.
    expect(slotMap).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('src', '/images/builtin/hero-960.webp');
  });

  it('gives the built-in art outside the provider', () => {
    render(<HeroProbe />);
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('src', '/images/builtin/hero-960.webp');
  });
});
