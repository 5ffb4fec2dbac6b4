import {
  useCallback,
  useEffect,
  useRef,
  type ChangeEvent,
  type ComponentProps,
  type FocusEvent,
  type Ref,
} from 'react';
import { useIsHydrating } from '@/hydration/useIsHydrating.ts';
import { afterNextPaint, onceAfterPaint } from './afterPaint.ts';

type TextareaProps = ComponentProps<'textarea'>;

export interface PaintFirstTextareaProps extends Omit<TextareaProps, 'ref' | 'defaultValue'> {
  ref?: Ref<HTMLTextAreaElement>;
  /**
   * Given by MUI's input; drawn only by the server and as that HTML is hydrated (so the first screen shows it): the
   * form puts the text in the box when it registers it.
   */
  defaultValue?: TextareaProps['defaultValue'];
  /** When what was typed is reported: after the next paint (tests give their own). */
  later?: (report: () => void) => void;
}

/**
 * A long text's box whose keys show before anything else runs: what is typed is reported to `onChange` (the form,
 * through MUI's input) after the frame that shows it is painted, once for all the keys typed before that frame, and at
 * once when the box loses focus (before `onBlur`) or `flushAfterPaint` is called (leaving the page). React's `onChange`
 * is not used, so a key runs none of the form's bookkeeping; the box keeps its text itself (uncontrolled), which the
 * form writes into it when it registers it (so no `defaultValue` once hydrated: React would write it back into the box
 * at every key; the server's HTML carries it, docs/decisions/033).
 * For boxes the browser sizes to their text (CSS `field-sizing`), where nothing else needs to follow a key at once.
 */
export function PaintFirstTextarea({
  ref,
  onChange,
  onBlur,
  defaultValue,
  later = afterNextPaint,
  ...props
}: PaintFirstTextareaProps) {
  const box = useRef<HTMLTextAreaElement | null>(null);
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  }, [onChange]);
  /** The input event not yet reported, if any. */
  const unreported = useRef<Event | null>(null);

  const reportNow = useCallback(() => {
    const event = unreported.current;
    if (!event) return;
    unreported.current = null;
    // MUI's input and react-hook-form read only the event's target (the box) and type.
    report.current?.(event as unknown as ChangeEvent<HTMLTextAreaElement>);
  }, []);

  useEffect(() => {
    const textarea = box.current;
    if (!textarea) return;
    const reportLater = onceAfterPaint(reportNow, later);
    const typed = (event: Event) => {
      unreported.current = event;
      reportLater();
    };
    textarea.addEventListener('input', typed);
    return () => {
      textarea.removeEventListener('input', typed);
      // A box taken away (its content replaced as a whole) has nothing left to tell.
      unreported.current = null;
    };
  }, [later, reportNow]);

  const attach = useCallback(
    (element: HTMLTextAreaElement | null) => {
      box.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  const blurred = (event: FocusEvent<HTMLTextAreaElement>) => {
    reportNow();
    onBlur?.(event);
  };

  const drawnOnServer = useIsHydrating();
  return <textarea {...props} defaultValue={drawnOnServer ? defaultValue : undefined} ref={attach} onBlur={blurred} />;
}
