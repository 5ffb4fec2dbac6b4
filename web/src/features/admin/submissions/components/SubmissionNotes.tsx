import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NOTE_MAX_LENGTH, noteInputSchema, type SubmissionNote } from '@studio/core/enquiries/enquiries';
import { formatSubmissionDate } from '@studio/core/shared/format';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@/backend/errors.ts';
import { useNotes } from '../api/useNotes.ts';

function NoteItem({ note }: { note: SubmissionNote }) {
  return (
    <Box component="li" sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {note.text}
      </Typography>
      <Typography component="p" variant="caption" sx={{ color: 'text.secondary' }}>
        {note.author}, {formatSubmissionDate(note.created_at)}
      </Typography>
    </Box>
  );
}

/** Internal notes on a message: who wrote what, when, and a box to add one. */
export function SubmissionNotes({ submissionId, onAdded }: { submissionId: string; onAdded: () => void }) {
  const { status, data: notes, addNote } = useNotes(submissionId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = noteInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSaving(true);
    try {
      await addNote(parsed.data.text);
      setText('');
      setError(undefined);
      onAdded();
    } catch (failure) {
      setError(errorMessage(failure, 'The note could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 4 }}>
      <Typography id={headingId} component="h3" variant="h6">
        Notes
      </Typography>
      {status === 'loading' && <Typography sx={{ color: 'text.secondary' }}>Loading notes…</Typography>}
      {status === 'error' && <Typography color="error">The notes could not be loaded.</Typography>}
      {notes && notes.length === 0 && <Typography sx={{ color: 'text.secondary', py: 1 }}>No notes yet.</Typography>}
      {notes && notes.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {notes.map((note) => (
            <NoteItem key={note.id} note={note} />
          ))}
        </Box>
      )}
      <Box component="form" onSubmit={(event) => void submit(event)} noValidate sx={{ mt: 2 }}>
        <TextField
          label="Add note"
          multiline
          minRows={2}
          fullWidth
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? `Only staff see notes. At most ${NOTE_MAX_LENGTH.toLocaleString('en-GB')} characters.`}
          slotProps={{ htmlInput: { maxLength: NOTE_MAX_LENGTH } }}
        />
        <Button type="submit" variant="outlined" color="inherit" disabled={saving} sx={{ mt: 1 }}>
          Add note
        </Button>
      </Box>
    </Box>
  );
}
