import { act, render, screen } from '@testing-library/react';
import { INSTAGRAM_POLL_MS } from '@studio/core/limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteConfig } from '@/content/siteConfig.ts';
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

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  delete window.instgrm;
});

describe('InstagramPost', () => {
  it('waits for the embed script, polling every 500 ms, and always links to the post', async () => {
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
  it('falls back to a plain link when the provider script cannot load', async () => {
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
  it('frames the map lazily, gives up after the timeout, and always links to Google Maps', async () => {
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
});
