import { zodResolver } from '@hookform/resolvers/zod';
import DeleteIcon from '@mui/icons-material/Delete';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  eventDateFromDay,
  eventDayFromDate,
  studioToday,
  type EventInput,
  type StudioEvent,
} from '@studio/core/events/events';
import { formatEventDate } from '@studio/core/shared/format';
import { RECOMMENDED_EVENT_IMAGE } from '@studio/core/shared/limits';
import { messages } from '@studio/core/shared/messages';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { muiField } from '@/lib/muiField.ts';
import { prepareImageUpload } from '../../shared/images/prepareImageUpload.ts';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog.tsx';
import {
  REQUIRED_EVENT_FIELDS,
  emptyEventForm,
  eventFormFromEvent,
  eventFormSchema,
  type EventFormValues,
} from '../eventForm.ts';

export interface EventSaveOutcome {
  event: StudioEvent;
  created: boolean;
  /** The chosen picture could not be uploaded; the event was saved with its previous image. */
  imageUploadFailed: boolean;
}

const IMAGE_HINT = `Recommended image size: ${RECOMMENDED_EVENT_IMAGE.width} x ${RECOMMENDED_EVENT_IMAGE.height} pixels, max 5MB`;

/** The Create New Event / Edit Event form. Mounted only while open, so every opening starts fresh. */
export function EventFormDialog({
  event,
  onClose,
  onSaved,
  saveEvent,
  uploadEventImage,
}: {
  event: StudioEvent | null;
  onClose: () => void;
  onSaved: (outcome: EventSaveOutcome) => void;
  saveEvent: (id: string | null, input: EventInput) => Promise<StudioEvent>;
  uploadEventImage: (file: File) => Promise<string>;
}) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const hintId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [existingImageUrl, setExistingImageUrl] = useState<string | null>(event?.image_url ?? null);
  const [newImage, setNewImage] = useState<File | null>(null);
  const [imageProblem, setImageProblem] = useState<string | null>(null);
  const [formProblems, setFormProblems] = useState<string[]>([]);
  const [savingConfirmed, setSavingConfirmed] = useState(false);
  const newImagePreview = useMemo(() => (newImage ? URL.createObjectURL(newImage) : null), [newImage]);
  useEffect(() => () => (newImagePreview ? URL.revokeObjectURL(newImagePreview) : undefined), [newImagePreview]);

  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting: submitting },
  } = useForm<EventFormValues, unknown, EventInput>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: event ? eventFormFromEvent(event) : emptyEventForm(),
  });

  const isSubmitting = submitting || savingConfirmed;
  // A date in the past (new, or changed to one) is asked about before saving: it is usually a slip of the picker.
  const [pastDateInput, setPastDateInput] = useState<EventInput | null>(null);
  const isNewPastDate = (input: EventInput) =>
    input.date < studioToday() && (event === null || input.date !== eventDayFromDate(event.date));

  const onValid = async (input: EventInput) => {
    if (isNewPastDate(input)) {
      setPastDateInput(input);
      return;
    }
    await save(input);
  };

  const saveConfirmed = async () => {
    const input = pastDateInput;
    setPastDateInput(null);
    if (!input) return;
    setSavingConfirmed(true);
    try {
      await save(input);
    } finally {
      setSavingConfirmed(false);
    }
  };

  const save = async (input: EventInput) => {
    setFormProblems([]);
    let imageUrl = existingImageUrl;
    let imageUploadFailed = false;
    if (newImage) {
      try {
        imageUrl = await uploadEventImage(newImage);
      } catch (error) {
        // SPEC: the picture is dropped and the event is still saved, with the image it had.
        console.error('Event image upload failed', error);
        imageUploadFailed = true;
        setNewImage(null);
      }
    }
    try {
      const saved = await saveEvent(event?.id ?? null, { ...input, image_url: imageUrl });
      onSaved({ event: saved, created: event === null, imageUploadFailed });
    } catch (error) {
      console.error('Event save failed', error);
      setFormProblems(
        imageUploadFailed ? [messages.eventImageUploadFailed, messages.eventSaveFailed] : [messages.eventSaveFailed],
      );
    }
  };

  const onInvalid = (fieldErrors: FieldErrors<EventFormValues>) => {
    const missing = REQUIRED_EVENT_FIELDS.some((name) => fieldErrors[name]?.message === messages.eventFormIncomplete);
    setFormProblems(missing ? [messages.eventFormIncomplete] : []);
  };

  /** Required-field errors are told once, above the form; other problems (URL shape, price) under their field. */
  const helper = (name: keyof EventFormValues, fallback?: string) => {
    const message = errors[name]?.message;
    return message && message !== messages.eventFormIncomplete ? message : fallback;
  };

  const chooseImage = async (change: ChangeEvent<HTMLInputElement>) => {
    const chosen = change.target.files?.[0];
    change.target.value = '';
    if (!chosen) return;
    const { file, problem } = await prepareImageUpload(chosen);
    setImageProblem(problem ?? null);
    if (file) setNewImage(file);
  };

  const removeImage = () => {
    setNewImage(null);
    setExistingImageUrl(null);
    setImageProblem(null);
  };

  const shownImage = newImagePreview ?? existingImageUrl;
  const required = { required: true };

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
    >
      <Box
        component="form"
        noValidate
        onSubmit={handleSubmit(onValid, onInvalid)}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' }}
      >
        <DialogTitle id={titleId}>{event ? 'Edit Event' : 'Create New Event'}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2.5}>
            {formProblems.map((problem) => (
              <Alert key={problem} severity="error" role="alert">
                {problem}
              </Alert>
            ))}
            <TextField
              {...muiField(register('title'))}
              label="Event Title *"
              fullWidth
              error={Boolean(errors.title)}
              helperText={helper('title')}
              slotProps={{ htmlInput: required }}
            />
            <TextField
              {...muiField(register('date'))}
              label="Event Date *"
              type="date"
              fullWidth
              error={Boolean(errors.date)}
              helperText={helper('date')}
              slotProps={{ htmlInput: required, inputLabel: { shrink: true } }}
            />
            <TextField
              {...muiField(register('time'))}
              label="Event Time *"
              placeholder="6:00 PM - 8:00 PM"
              fullWidth
              error={Boolean(errors.time)}
              helperText={helper('time', 'For example: 6:00 PM - 8:00 PM')}
              slotProps={{ htmlInput: required }}
            />
            <TextField
              {...muiField(register('location'))}
              label="Event Location *"
              fullWidth
              error={Boolean(errors.location)}
              helperText={helper('location')}
              slotProps={{ htmlInput: required }}
            />
            <TextField
              {...muiField(register('description'))}
              label="Event Description *"
              multiline
              rows={4}
              fullWidth
              error={Boolean(errors.description)}
              helperText={helper('description')}
              slotProps={{ htmlInput: required }}
            />
            <TextField
              {...muiField(register('price'))}
              label="Event Price (£)"
              type="number"
              fullWidth
              error={Boolean(errors.price)}
              helperText={helper('price', 'Leave empty for a free event')}
              slotProps={{ htmlInput: { step: 0.01, min: 0, inputMode: 'decimal' } }}
            />
            <TextField
              {...muiField(register('booking_url'))}
              label="Booking URL"
              type="url"
              placeholder="https://"
              fullWidth
              error={Boolean(errors.booking_url)}
              helperText={helper('booking_url')}
            />
            <Controller
              control={control}
              name="featured"
              render={({ field: featured }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={featured.value}
                      onChange={(_change, checked) => featured.onChange(checked)}
                      onBlur={featured.onBlur}
                    />
                  }
                  label="Feature this event (will be highlighted on the events page)"
                />
              )}
            />
            <Box
              component="fieldset"
              aria-describedby={hintId}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}
            >
              <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
                Event Image
              </Typography>
              {shownImage && (
                <Box
                  component="img"
                  src={shownImage}
                  alt={newImage ? `Chosen image ${newImage.name}` : 'Current event image'}
                  sx={{ width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 1, mb: 1.5, display: 'block' }}
                />
              )}
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                hidden
                tabIndex={-1}
                aria-hidden
                onChange={(change) => void chooseImage(change)}
              />
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button
                  color="inherit"
                  variant="outlined"
                  startIcon={<PhotoCameraIcon />}
                  onClick={() => fileInput.current?.click()}
                >
                  {shownImage ? 'Change Image' : 'Upload Image'}
                </Button>
                {shownImage && (
                  <Button color="inherit" startIcon={<DeleteIcon />} onClick={removeImage} sx={{ ml: '0 !important' }}>
                    Remove Image
                  </Button>
                )}
              </Stack>
              <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
                {IMAGE_HINT}
              </Typography>
              {imageProblem && (
                <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                  {imageProblem}
                </Alert>
              )}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting} color="inherit">
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Saving...' : event ? 'Update Event' : 'Create Event'}
          </Button>
        </DialogActions>
      </Box>
      <ConfirmDialog
        open={pastDateInput !== null}
        title="Date in the past"
        message={
          pastDateInput
            ? `${formatEventDate(eventDateFromDay(pastDateInput.date))} is in the past. Save the event with this date anyway?`
            : ''
        }
        confirmLabel="Save anyway"
        onConfirm={() => void saveConfirmed()}
        onCancel={() => setPastDateInput(null)}
      />
    </Dialog>
  );
}
