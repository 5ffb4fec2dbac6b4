import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useChangeCount, type ChangeCount } from './changeCount.ts';

/**
 * The sticky bar's words and buttons: the number of changed fields, Save draft, Preview, Publish, Schedule and the
 * discards. A keystroke that changes the count (0 → 1 on the first key) draws again only the words and a few plain
 * boxes around parts drawn once with the bar: Preview (a link, or while there are unsaved edits a disabled button
 * with its help), Discard changes. No MUI component draws again and no style rule is added, so the first key costs
 * about what the next ones do.
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
          '& > .MuiButton-root, & > .save-bar-toggle > .MuiButton-root': { flex: { xs: '1 1 40%', sm: '0 0 auto' } },
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
        {previewUrl && (
          <>
            <ShownWhen changes={changes} dirty={false}>
              <Button variant="outlined" href={previewUrl} target="_blank" rel="noopener" disabled={busy}>
                Preview
              </Button>
            </ShownWhen>
            <ShownWhen changes={changes} dirty>
              <Button variant="outlined" disabled aria-describedby="content-preview-help">
                Preview
              </Button>
            </ShownWhen>
          </>
        )}
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
        <ShownWhen changes={changes} dirty>
          <Button color="inherit" disabled={busy} onClick={onDiscardChanges}>
            Discard changes
          </Button>
        </ShownWhen>
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
      {previewUrl && (
        <ShownWhen changes={changes} dirty block>
          <Typography id="content-preview-help" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Save the draft to preview it.
          </Typography>
        </ShownWhen>
      )}
    </>
  );
}

/** "2 changed fields, not saved", "Draft saved" or "No unsaved changes". */
function ChangeStatus({ changes, hasDraft }: { changes: ChangeCount; hasDraft: boolean }) {
  const count = useChangeCount(changes);
  if (count > 0) return `${count} changed ${count === 1 ? 'field' : 'fields'}, not saved`;
  return hasDraft ? 'Draft saved' : 'No unsaved changes';
}

/**
 * Its part only while there are unsaved edits (`dirty`), or only while there are none: hidden, and so out of the
 * accessibility tree and the tab order, otherwise. The part is drawn once with the bar; a change of the count
 * draws again only this plain box (`display: contents` keeps the part a flex item of the bar, `block` a line of its own).
 */
function ShownWhen({
  changes,
  dirty,
  block = false,
  children,
}: {
  changes: ChangeCount;
  dirty: boolean;
  block?: boolean;
  children: ReactNode;
}) {
  const shown = useChangeCount(changes) > 0 === dirty;
  return block ? (
    <div style={shown ? undefined : { display: 'none' }}>{children}</div>
  ) : (
    <span className="save-bar-toggle" style={{ display: shown ? 'contents' : 'none' }}>
      {children}
    </span>
  );
}
