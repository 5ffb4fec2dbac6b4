import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useChangeCount, type ChangeCount } from './changeCount.ts';

/**
 * The sticky bar's words and buttons: the number of changed fields, Save draft, Preview, Publish, Schedule and the
 * discards. A keystroke that changes the count (0 → 1 on the first key) draws again only the parts that follow it:
 * the words, Preview, Discard changes and the preview's help. Those two are drawn with the bar and only shown or
 * hidden as the count changes, so the first key adds no element (nor any new style rule) to the page.
 */
export function SaveBarActions({
  changes,
  busy,
  isOwner,
  hasDraft,
  previewUrl,
  onPublish,
  onSchedule,
  onDiscardChanges,
  onDiscardDraft,
  onRemoveBanner,
}: {
  changes: ChangeCount;
  busy: boolean;
  isOwner: boolean;
  hasDraft: boolean;
  previewUrl: string | null;
  onPublish: () => void;
  onSchedule: () => void;
  onDiscardChanges: () => void;
  /** Null when this account may not discard the draft (or there is none). */
  onDiscardDraft: (() => void) | null;
  /** Null unless an Owner edits a live banner. */
  onRemoveBanner: (() => void) | null;
}) {
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        // On a phone the buttons share the width two by two, so the bar stays a few rows high.
        sx={{
          alignItems: 'center',
          flexWrap: 'wrap',
          '& > .MuiButton-root': { flex: { xs: '1 1 40%', sm: '0 0 auto' } },
        }}
      >
        <Typography
          role="status"
          variant="body2"
          sx={{ mr: 'auto', fontWeight: 700, width: { xs: '100%', sm: 'auto' } }}
        >
          <ChangeStatus changes={changes} hasDraft={hasDraft} />
        </Typography>
        <Button type="submit" variant={isOwner ? 'outlined' : 'contained'} disabled={busy}>
          Save draft
        </Button>
        {previewUrl && <PreviewButton changes={changes} busy={busy} href={previewUrl} />}
        {isOwner && (
          <>
            <Button variant="contained" disabled={busy} onClick={onPublish}>
              Publish
            </Button>
            <Button variant="outlined" disabled={busy} onClick={onSchedule}>
              Schedule
            </Button>
          </>
        )}
        <DiscardChangesButton changes={changes} busy={busy} onClick={onDiscardChanges} />
        {onDiscardDraft && (
          <Button color="inherit" disabled={busy} onClick={onDiscardDraft}>
            Discard draft
          </Button>
        )}
        {onRemoveBanner && (
          <Button color="error" disabled={busy} onClick={onRemoveBanner}>
            Remove banner
          </Button>
        )}
      </Stack>
      {previewUrl && <PreviewHelp changes={changes} />}
    </>
  );
}

/** Hidden (and so out of the accessibility tree and the tab order) while there is nothing to show it for. */
const shownWhen = (shown: boolean) => (shown ? undefined : { display: 'none' });

/** "2 changed fields, not saved", "Draft saved" or "No unsaved changes". */
function ChangeStatus({ changes, hasDraft }: { changes: ChangeCount; hasDraft: boolean }) {
  const count = useChangeCount(changes);
  if (count > 0) return `${count} changed ${count === 1 ? 'field' : 'fields'}, not saved`;
  return hasDraft ? 'Draft saved' : 'No unsaved changes';
}

/** The saved draft's preview: unsaved edits are not in it, so it waits for them to be saved. */
function PreviewButton({ changes, busy, href }: { changes: ChangeCount; busy: boolean; href: string }) {
  const dirty = useChangeCount(changes) > 0;
  return (
    <Button
      variant="outlined"
      href={href}
      target="_blank"
      rel="noopener"
      disabled={busy || dirty}
      aria-describedby={dirty ? 'content-preview-help' : undefined}
    >
      Preview
    </Button>
  );
}

/** The help's text is drawn once, with the bar; only the plain box around it follows the count. */
function PreviewHelp({ changes }: { changes: ChangeCount }) {
  return (
    <ShownWhenChanged changes={changes}>
      <Typography id="content-preview-help" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Save the draft to preview it.
      </Typography>
    </ShownWhenChanged>
  );
}

function ShownWhenChanged({ changes, children }: { changes: ChangeCount; children: ReactNode }) {
  const dirty = useChangeCount(changes) > 0;
  return <div style={shownWhen(dirty)}>{children}</div>;
}

function DiscardChangesButton({
  changes,
  busy,
  onClick,
}: {
  changes: ChangeCount;
  busy: boolean;
  onClick: () => void;
}) {
  const dirty = useChangeCount(changes) > 0;
  return (
    <Button color="inherit" disabled={busy} onClick={onClick} style={shownWhen(dirty)}>
      Discard changes
    </Button>
  );
}
