import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EmbedKind } from '@/content/embeddedContent.ts';
import { useEmbedConsent } from './embedConsent.ts';
import { EmbedConsentFacade } from './EmbedConsentFacade.tsx';
import { EMBED_TIMEOUT_MS, loadScript } from './loadScript.ts';
import { useNearViewport } from './useNearViewport.ts';

export type EmbedStatus = 'waiting' | 'loading' | 'ready' | 'failed';

/** Whose content this is, and how the visitor chooses it. */
export interface EmbedConsentSetup {
  kind: EmbedKind;
  /** The facade's button ("Show map"). Without one, `blocked` stands in and a facade elsewhere asks. */
  buttonText?: string;
  /** A plain link to the same content on the provider's site, offered beside the button. */
  alternative?: { href: string; text: string };
  /** Shown instead of the facade when `buttonText` is not given. */
  blocked?: ReactNode;
}

export interface EmbedControls {
  status: EmbedStatus;
  /** The embed reports that it has shown its content. */
  ready: () => void;
  /** The embed reports that it cannot show its content. */
  fail: () => void;
}

/**
 * A facade for third-party content: nothing loads until the visitor has chosen its kind (`consent`: the facade's
 * button, or a choice made before on this browser) and the box nears the viewport; then `scriptSrc` loads and
 * `children` render the embed. If the script fails, or nothing reports ready within `timeoutMs`, `fallback` (a
 * plain link) takes its place, in the same space, so the section stays whole.
 */
export function LazyEmbed({
  consent,
  scriptSrc,
  readyOnLoad = false,
  fallback,
  placeholder,
  minHeight,
  timeoutMs = EMBED_TIMEOUT_MS,
  children,
}: {
  consent: EmbedConsentSetup;
  /** A third-party script the embed needs. */
  scriptSrc?: string;
  /** The embed counts as ready once its script has run (scripts that render on their own). */
  readyOnLoad?: boolean;
  fallback: ReactNode;
  /** Shown until the embed is ready. */
  placeholder: ReactNode;
  minHeight: number | string;
  timeoutMs?: number;
  children: (controls: EmbedControls) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const { allowed } = useEmbedConsent(consent.kind);
  const near = useNearViewport(box) && allowed;
  // Focus follows the visitor's press from the facade's button, which goes away, to the content that replaces it.
  const pressed = useRef(false);
  useEffect(() => {
    if (allowed && pressed.current) {
      pressed.current = false;
      box.current?.focus();
    }
  }, [allowed]);
  // The first outcome sticks: a late timeout never hides an embed that has shown, and vice versa.
  const [outcome, setOutcome] = useState<'ready' | 'failed' | null>(null);
  const ready = useCallback(() => setOutcome((current) => current ?? 'ready'), []);
  const fail = useCallback(() => setOutcome((current) => current ?? 'failed'), []);
  const status: EmbedStatus = !near ? 'waiting' : (outcome ?? 'loading');

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    const timer = window.setTimeout(fail, timeoutMs);
    if (scriptSrc) {
      loadScript(scriptSrc, timeoutMs).then(
        () => {
          if (!cancelled && readyOnLoad) ready();
        },
        () => {
          if (!cancelled) fail();
        },
      );
    }
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [near, scriptSrc, readyOnLoad, timeoutMs, ready, fail]);

  const controls: EmbedControls = { status, ready, fail };

  return (
    // The reserved height holds in every state, the failed one included (the fallback fills it): an embed that
    // gives up after the visitor has scrolled past it, or jumped to a section below it, never moves the page.
    <div
      ref={box}
      tabIndex={-1}
      style={{ minHeight, position: 'relative', display: status === 'failed' || !allowed ? 'grid' : 'block' }}
    >
      {!allowed ? (
        consent.buttonText ? (
          <EmbedConsentFacade
            kind={consent.kind}
            buttonText={consent.buttonText}
            alternative={consent.alternative}
            onAllow={() => {
              pressed.current = true;
            }}
          />
        ) : (
          consent.blocked
        )
      ) : status === 'failed' ? (
        fallback
      ) : (
        <>
          {status !== 'ready' && placeholder}
          {status !== 'waiting' && children(controls)}
        </>
      )}
    </div>
  );
}
