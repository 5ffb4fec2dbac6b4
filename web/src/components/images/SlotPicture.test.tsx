import type { ImageRecord } from '@studio/core/content/images';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { builtinImages } from '@/content/builtinImages.ts';
import { SlotPicture } from './SlotPicture.tsx';
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

describe('SlotPicture', () => {
  it('shows the built-in art as AVIF and WebP sources with its intrinsic size, lazily', () => {
    const { container } = render(
      <SlotPicture fallback={builtinImages.about} alt="Gloves" sizes="(min-width: 900px) 50vw, 100vw" />,
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

  it("shows its slot's upload through its WebP variants instead, with the upload's alt text", () => {
    const { container } = render(
      <SlotImagesProvider slots={{ home_hero: uploadedHero }}>
        <SlotPicture
          slot="home_hero"
          fallback={builtinImages.hero}
          alt="Built-in art"
          uploadedAlt="The studio"
          sizes="100vw"
        />
      </SlotImagesProvider>,
    );
    expect(screen.queryByRole('img', { name: 'Built-in art' })).not.toBeInTheDocument();
    const img = screen.getByRole('img', { name: 'The studio' });
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
          <SlotPicture fallback={builtinImages.hero} alt="Hero" sizes="100vw" priority />
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
  return <SlotPicture slot="home_hero" fallback={builtinImages.hero} alt="Hero" sizes="100vw" />;
}

describe('SlotImagesProvider', () => {
  it("draws the root loader's uploads in the server's HTML, so the first paint shows them", () => {
    const html = renderToString(
      <SlotImagesProvider slots={{ home_hero: uploadedHero }}>
        <HeroProbe />
      </SlotImagesProvider>,
    );
    expect(html).toContain(`src="${uploadedHero.url}"`);
    expect(html).not.toContain('/images/builtin/hero-960.webp');
  });

  it('keeps the built-in art for a slot with no upload, and for a picture of no slot', () => {
    render(
      <SlotImagesProvider slots={{ home_about: uploadedHero }}>
        <HeroProbe />
        <SlotPicture slot={null} fallback={builtinImages.hero} alt="No slot" sizes="100vw" />
      </SlotImagesProvider>,
    );
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('src', '/images/builtin/hero-960.webp');
    expect(screen.getByRole('img', { name: 'No slot' })).toHaveAttribute('src', '/images/builtin/hero-960.webp');
  });

  it('gives the built-in art outside the provider', () => {
    render(<HeroProbe />);
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('src', '/images/builtin/hero-960.webp');
  });
});
