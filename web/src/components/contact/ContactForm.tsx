import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import { messages } from '@studio/core/messages';
import { contactInputSchema, type ContactFields, type ContactInput } from '@studio/core/submissions';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { BackendError } from '@/backend/errors.ts';
import { useBackend } from '@/backend/BackendProvider.tsx';
import { classNames } from '@/content/classes.ts';
import { contactPrivacyLine } from '@/content/privacy.ts';

type Outcome = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed'; message: string };

/** The server's own words are shown for a refused message (bad input, too many messages); anything else gets the general apology. */
function failureMessage(error: unknown): string {
  if (error instanceof BackendError && (error.status === 400 || error.status === 429)) {
    return error.message || (error.status === 429 ? messages.contactRateLimited : messages.contactFailed);
  }
  return messages.contactFailed;
}

const emptyForm: ContactInput = { name: '', email: '', phone: '', class_interest: '', message: '', website: '' };

/**
 * The contact form of the home page and the class pages. A class page passes `defaultClassInterest`;
 * `idPrefix` keeps field ids unique when a page holds more than one form.
 */
export function ContactForm({
  defaultClassInterest,
  idPrefix = 'contact',
}: {
  defaultClassInterest?: string;
  idPrefix?: string;
}) {
  const backend = useBackend();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // Bumped after a send: fresh inputs, so MUI's floating labels drop back into the emptied fields.
  const [formVersion, setFormVersion] = useState(0);
  const defaults: ContactInput = { ...emptyForm, class_interest: defaultClassInterest ?? '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactFields>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: defaults,
  });

  const send = handleSubmit(async (fields) => {
    setOutcome({ kind: 'idle' });
    try {
      await backend.contact.submit({ ...fields, website: fields.website ?? '' });
      reset(defaults);
      setFormVersion((version) => version + 1);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({ kind: 'failed', message: failureMessage(error) });
    }
  });

  const id = (field: string) => `${idPrefix}-${field}`;
  const fieldError = (field: keyof ContactInput) => {
    const message = errors[field]?.message;
    return { error: Boolean(message), helperText: message };
  };

  return (
    <Box component="form" noValidate onSubmit={send} aria-label="Contact form" aria-busy={isSubmitting}>
      <Stack spacing={2.5}>
        {/* Announced politely when it appears; the failure is an alert so it is read straight away. */}
        <Box aria-live="polite">
          {outcome.kind === 'sent' && (
            <Alert severity="success" variant="filled" role="status">
              {messages.contactSent}
            </Alert>
          )}
        </Box>
        {outcome.kind === 'failed' && (
          <Alert severity="error" variant="filled" role="alert">
            {outcome.message}
          </Alert>
        )}
        <Stack key={formVersion} spacing={2.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField
              id={id('name')}
              label="Name"
              autoComplete="name"
              required
              fullWidth
              {...register('name')}
              {...fieldError('name')}
            />
            <TextField
              id={id('email')}
              label="Email"
              type="email"
              autoComplete="email"
              required
              fullWidth
              {...register('email')}
              {...fieldError('email')}
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <TextField
              id={id('phone')}
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              fullWidth
              {...register('phone')}
              {...fieldError('phone')}
            />
            <TextField
              id={id('class_interest')}
              label="Class interest (optional)"
              select
              fullWidth
              {...register('class_interest')}
              error={Boolean(errors.class_interest)}
              helperText={errors.class_interest?.message}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">No particular class</option>
              {classNames.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </TextField>
          </Stack>
          <TextField
            id={id('message')}
            label="Message"
            required
            multiline
            minRows={4}
            fullWidth
            {...register('message')}
            {...fieldError('message')}
          />
          {/* Honeypot: hidden from people (and screen readers); bots that fill every field give themselves away. */}
          <Box
            aria-hidden="true"
            sx={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
          >
            <label htmlFor={id('website')}>Leave this field empty</label>
            <input id={id('website')} type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
          </Box>
        </Stack>
        <Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
            sx={{ minWidth: 200 }}
          >
            {isSubmitting ? 'Sending...' : 'Send Message'}
          </Button>
          <Typography variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
            {contactPrivacyLine.text}{' '}
            <MuiLink component={RouterLink} to="/privacy" underline="always" sx={{ color: 'inherit', fontWeight: 700 }}>
              {contactPrivacyLine.link}
            </MuiLink>
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}
