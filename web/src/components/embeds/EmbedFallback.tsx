import OpenInNew from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '@/components/layout/VisuallyHidden.tsx';

/** What stands in for a third-party embed that cannot load: a short note and a plain link to the same thing. */
export function EmbedFallback({ note, linkText, href }: { note: string; linkText: string; href: string }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 4 },
        textAlign: 'center',
        bgcolor: 'background.paper',
        borderStyle: 'dashed',
        // Fills the space the embed had reserved, its note and link in the middle.
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {note}
      </Typography>
      <Button
        variant="contained"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        endIcon={<OpenInNew aria-hidden="true" />}
      >
        {linkText}
        <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Button>
    </Paper>
  );
}

/** A quiet line shown while an embed is on its way. */
export function EmbedPlaceholder({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }} role="status">
      {text}
    </Typography>
  );
}
