import { act, fireEvent, render, screen } from '@testing-library/react';
import { INSTAGRAM_POLL_MS } from '@studio/core/shared/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { embedNotice } from '@/content/embeddedContent.ts';
import { siteConfig } from '@/content/siteConfig.ts';
import { EMBED_CONSENT_KEY, setEmbedAllowed } from './embedConsent.ts';
import { GymWidget } from './GymWidget.tsx';
import { INSTAGRAM_LOADING_TEXT, InstagramPost } from './InstagramPost.tsx';
import { EMBED_TIMEOUT_MS } from './loadScript.ts';
import { MapEmbed } from './MapEmbed.tsx';

const POST = siteConfig.instagram.posts[0];

/** Lets the near-viewport check (one animation frame without IntersectionObserver) and script callbacks run. */
async function flush(ms = 20) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

function scriptTag(src: string) {
  return document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
}

/** Nothing rendered asks another origin for anything: no script of `src` in the document, no frame or image. */
function expectNothingLoaded(container: HTMLElement, src?: string) {
  if (src) expect(scriptTag(src)).toBeNull();
  expect(container.querySelectorAll('iframe, img, blockquote')).toHaveLength(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  delete window.instgrm;
  localStorage.clear();
});

describe('InstagramPost', () => {
  it('loads nothing from Instagram until Instagram posts are allowed, and links to the post all along', async () => {
    const { container } = render(<InstagramPost url={POST} />);
    await flush(EMBED_TIMEOUT_MS);
    expectNothingLoaded(container, siteConfig.instagram.scriptUrl);
    expect(screen.getByText('Instagram post')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /view this post on instagram/i })).toHaveAttribute('href', POST);
  });

  it('once allowed, waits for the embed script, polling every 500 ms, and always links to the post', async () => {
    setEmbedAllowed('instagram', true);
    render(<InstagramPost url={POST} />);
    const link = screen.getByRole('link', { name: /view this post on instagram/i });
    expect(link).toHaveAttribute('href', POST);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(INSTAGRAM_LOADING_TEXT)).toBeInTheDocument();

    await flush();
    const script = scriptTag(siteConfig.instagram.scriptUrl);
    expect(script).not.toBeNull();
    expect(document.querySelector('blockquote.instagram-media')).toHaveAttribute('data-instgrm-permalink', POST);

    const process = vi.fn();
    await flush(INSTAGRAM_POLL_MS * 2);
    expect(screen.getByText(INSTAGRAM_LOADING_TEXT)).toBeInTheDocument();

    window.instgrm = { Embeds: { process } };
    act(() => script!.dispatchEvent(new Event('load')));
    await flush(INSTAGRAM_POLL_MS);
    expect(process).toHaveBeenCalled();
    expect(screen.queryByText(INSTAGRAM_LOADING_TEXT)).toBeNull();
    expect(screen.getByRole('link', { name: /view this post on instagram/i })).toBeInTheDocument();
  });
});

describe('GymWidget', () => {
  it('asks first, saying whose content it is, with the plain link beside the button', async () => {
    const { container } = render(<GymWidget widget="form" title="registration form" />);
    await flush(EMBED_TIMEOUT_MS);
    expectNothingLoaded(container, siteConfig.gymWidgets.scriptUrl);
    expect(screen.getByText(embedNotice('gym'))).toBeInTheDocument();
    expect(screen.getByText(/content from Gym Manager, which may set cookies/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /open the registration form/i })).toHaveAttribute(
      'href',
      siteConfig.gymWidgets.signupUrl,
    );
    expect(screen.getByRole('button', { name: 'Show registration form' })).toBeInTheDocument();
  });

  it('falls back to a plain link when the provider script cannot load', async () => {
    setEmbedAllowed('gym', true);
    render(<GymWidget widget="stHelensSchedule" title="St Helens Timetable" />);
    expect(screen.queryByRole('link')).toBeNull();
    await flush();
    const script = scriptTag(siteConfig.gymWidgets.scriptUrl)!;
    expect(document.querySelector('[data-ref="st-helens-schedule"]')).not.toBeNull();
    act(() => script.dispatchEvent(new Event('error')));
    await flush();
    const link = screen.getByRole('link', { name: /view the st helens timetable/i });
    expect(link).toHaveAttribute('href', siteConfig.gymWidgets.stHelensScheduleUrl);
    expect(screen.getByText(/couldn't load here/)).toBeInTheDocument();
  });
});

describe('MapEmbed', () => {
  it('asks before framing anything from Google, and links to Google Maps all along', async () => {
    const { container } = render(<MapEmbed query="Stopgate Ln, Liverpool" title="Map of Aintree" />);
    await flush(EMBED_TIMEOUT_MS);
    expectNothingLoaded(container);
    expect(screen.getByText(embedNotice('maps'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show map' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /open in google maps/i })).toBeInTheDocument();
  });

  it('frames the map when the visitor presses the button, remembers the choice, and moves focus to it', async () => {
    render(<MapEmbed query="Stopgate Ln, Liverpool" title="Map of Aintree" />);
    fireEvent.click(screen.getByRole('button', { name: 'Show map' }));
    await flush();
    expect(JSON.parse(localStorage.getItem(EMBED_CONSENT_KEY) ?? '{}')).toEqual({ maps: true });
    const map = screen.getByTitle('Map of Aintree');
    expect(map.getAttribute('src')).toBe(siteConfig.maps.embedUrl('Stopgate Ln, Liverpool'));
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
    expect(document.activeElement).toContainElement(map);
  });

  it('frames the map lazily once allowed, gives up after the timeout, and always links to Google Maps', async () => {
    setEmbedAllowed('maps', true);
    render(<MapEmbed query="Stopgate Ln, Liverpool" title="Map of Aintree" />);
    const link = screen.getByRole('link', { name: /open in google maps/i });
    expect(link.getAttribute('href')).toContain(encodeURIComponent('Stopgate Ln, Liverpool'));
    await flush();
    expect(screen.getByTitle('Map of Aintree')).toBeInTheDocument();
    await flush(EMBED_TIMEOUT_MS);
    expect(screen.queryByTitle('Map of Aintree')).toBeNull();
    expect(screen.getByText(/map couldn't load here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /open in google maps/i })).toBeInTheDocument();
  });

  it('goes back to asking when maps are withdrawn', async () => {
    setEmbedAllowed('maps', true);
    render(<MapEmbed query="Stopgate Ln, Liverpool" title="Map of Aintree" />);
    await flush();
    expect(screen.getByTitle('Map of Aintree')).toBeInTheDocument();
    act(() => setEmbedAllowed('maps', false));
    expect(screen.queryByTitle('Map of Aintree')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show map' })).toBeInTheDocument();
    expect(localStorage.getItem(EMBED_CONSENT_KEY)).toBeNull();
  });
});
