import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useIsHydrating } from '@/hydration/useIsHydrating.ts';
import { useChangeCount, type ChangeCount } from './changeCount.ts';

export interface SaveBarProps {
  changes: ChangeCount;
  busy: boolean;
  isOwner: boolean;
  hasDraft: boolean;
  /** The saved draft differs from the live version: there is something to publish without any new edit. */
  draftToPublish: boolean;
  previewUrl: string | null;
  onPublish: () => void;
  onSchedule: () => void;
  onDiscardChanges: () => void;
  /** Null when this account may not discard the draft (or there is none). */
  onDiscardDraft: (() => void) | null;
  /** Null unless an Owner edits a live banner. */
  onRemoveBanner: (() => void) | null;
}

/** Whether there are unsaved edits: drawn again only when that changes (0 → 1 and back), not at every count. */
function useHasChanges(changes: ChangeCount): boolean {
  return useSyncExternalStore(
    changes.subscribe,
    () => changes.get() > 0,
    () => changes.get() > 0,
  );
}

/**
 * The sticky bar's words and buttons: the number of changed fields, Save draft, Preview, Publish, Schedule and the
 * discards. Save draft waits for an edit, Publish and Schedule for an edit or a draft that differs from the live
 * version: nothing that would change nothing can be sent. A keystroke that changes the count draws again only the
 * words, and the buttons only when there comes to be something (or nothing) to save; no style rule is added, so the
 * first key costs about what the next ones do.
 *
 * On a phone the bar keeps to two short lines (the words, then Save draft, Publish and More) so that it covers
 * little of the form; Preview, Schedule and the discards are in the More menu.
 */
export function SaveBarActions(props: SaveBarProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  // The form drawn on the server (docs/decisions/033) cannot know the width: both bars, CSS showing the one that
  // fits, until hydrated.
  // Each bar keeps its place, so one tapped as the page hydrated (its More menu opened) stays as it is.
  const drawnOnServer = useIsHydrating();
  return (
    <>
      {(drawnOnServer || phone) && (
        <Box sx={drawnOnServer ? { display: { sm: 'none' } } : undefined}>
          <PhoneBar {...props} />
        </Box>
      )}
      {(drawnOnServer || !phone) && (
        <Box sx={drawnOnServer ? { display: { xs: 'none', sm: 'block' } } : undefined}>
          <WideBar {...props} />
        </Box>
      )}
    </>
  );
}

function SaveDraftButton({ changes, busy, isOwner }: Pick<SaveBarProps, 'changes' | 'busy' | 'isOwner'>) {
  const dirty = useHasChanges(changes);
  return (
    <Button type="submit" variant={isOwner ? 'outlined' : 'contained'} disabled={busy || !dirty}>
      Save draft
    </Button>
  );
}

/** Publish or Schedule: each waits for an edit, or a saved draft that differs from the live version. */
function SendButton({
  changes,
  busy,
  draftToPublish,
  variant,
  onClick,
  children,
}: Pick<SaveBarProps, 'changes' | 'busy' | 'draftToPublish'> & {
  variant: 'contained' | 'outlined';
  onClick: () => void;
  children: string;
}) {
  const dirty = useHasChanges(changes);
  return (
    <Button variant={variant} disabled={busy || !(dirty || draftToPublish)} onClick={onClick}>
      {children}
    </Button>
  );
}

function WideBar(props: SaveBarProps) {
  const { changes, busy, isOwner, hasDraft, previewUrl, onDiscardChanges, onDiscardDraft, onRemoveBanner } = props;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography role="status" variant="body2" sx={{ mr: 'auto', fontWeight: 700 }}>
          <ChangeStatus changes={changes} hasDraft={hasDraft} />
        </Typography>
        <SaveDraftButton changes={changes} busy={busy} isOwner={isOwner} />
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
            <SendButton {...props} variant="contained" onClick={props.onPublish}>
              Publish
            </SendButton>
            <SendButton {...props} variant="outlined" onClick={props.onSchedule}>
              Schedule
            </SendButton>
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

/** The phone's bar: the words on one short line, then Save draft, Publish (Owners) and More, each a third wide. */
function PhoneBar(props: SaveBarProps) {
  const { changes, busy, isOwner, hasDraft } = props;
  return (
    <>
      <Typography role="status" variant="body2" sx={{ fontWeight: 700, fontSize: '0.8125rem', lineHeight: 1.25 }}>
        <ChangeStatus changes={changes} hasDraft={hasDraft} />
      </Typography>
      {/* Words in their own case and a little smaller, so that three buttons fit a 320 px screen uncut. */}
      <Stack
        direction="row"
        spacing={1}
        sx={{
          mt: 0.25,
          '& > .MuiButton-root': {
            flex: '1 1 auto',
            minWidth: 0,
            minHeight: 36,
            px: 1,
            py: 0.25,
            fontSize: '0.875rem',
            letterSpacing: 0,
            textTransform: 'none',
            whiteSpace: 'nowrap',
          },
        }}
      >
        <SaveDraftButton changes={changes} busy={busy} isOwner={isOwner} />
        {isOwner && (
          <SendButton {...props} variant="contained" onClick={props.onPublish}>
            Publish
          </SendButton>
        )}
        <MoreActions {...props} />
      </Stack>
    </>
  );
}

/** More (phone): Preview, Schedule and the discards, as they stand when the menu opens. */
function MoreActions({
  changes,
  busy,
  isOwner,
  draftToPublish,
  previewUrl,
  onSchedule,
  onDiscardChanges,
  onDiscardDraft,
  onRemoveBanner,
}: SaveBarProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const close = () => setAnchor(null);
  const act = (action: () => void) => () => {
    close();
    action();
  };
  // Read as the menu opens (its items are drawn only then), so a keystroke draws nothing here.
  const dirty = anchor !== null && changes.get() > 0;
  const items: ReactNode[] = [];
  if (previewUrl)
    items.push(
      dirty ? (
        <MenuItem key="preview" disabled>
          <ListItemText primary="Preview" secondary="Save the draft to preview it." />
        </MenuItem>
      ) : (
        <MenuItem key="preview" component="a" href={previewUrl} target="_blank" rel="noopener" onClick={close}>
          Preview
        </MenuItem>
      ),
    );
  if (isOwner)
    items.push(
      <MenuItem key="schedule" disabled={!(dirty || draftToPublish)} onClick={act(onSchedule)}>
        Schedule
      </MenuItem>,
    );
  if (dirty)
    items.push(
      <MenuItem key="discard-changes" onClick={act(onDiscardChanges)}>
        Discard changes
      </MenuItem>,
    );
  if (onDiscardDraft)
    items.push(
      <MenuItem key="discard-draft" onClick={act(onDiscardDraft)}>
        Discard draft
      </MenuItem>,
    );
  if (onRemoveBanner)
    items.push(
      <MenuItem key="remove-banner" onClick={act(onRemoveBanner)} sx={{ color: 'error.main' }}>
        Remove banner
      </MenuItem>,
    );
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        endIcon={<MoreVert aria-hidden />}
        disabled={busy}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        More
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        {items}
      </Menu>
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
  const shown = useHasChanges(changes) === dirty;
  return block ? (
    <div style={shown ? undefined : { display: 'none' }}>{children}</div>
  ) : (
    <span className="save-bar-toggle" style={{ display: shown ? 'contents' : 'none' }}>
      {children}
    </span>
  );
}
