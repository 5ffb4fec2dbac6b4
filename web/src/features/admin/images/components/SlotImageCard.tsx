import DeleteIcon from '@mui/icons-material/Delete';
import UploadIcon from '@mui/icons-material/Upload';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ImageRecord } from '@studio/core/content/images';
import type { Slot } from '@studio/core/content/slots';
import { useId, useRef, type ChangeEvent } from 'react';

/** One website slot: its current image and the controls to replace or delete it. */
export function SlotImageCard({
  slot,
  current,
  uploadProgress,
  onFileChosen,
  onDelete,
}: {
  slot: Slot;
  current: ImageRecord | undefined;
  /** 0..1 while this slot's upload runs, otherwise undefined. */
  uploadProgress: number | undefined;
  onFileChosen: (file: File) => void;
  onDelete: (image: ImageRecord) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const uploading = uploadProgress !== undefined;

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so the same file can be picked again; a cancelled picker leaves no file and does nothing.
    event.target.value = '';
    if (file) onFileChosen(file);
  };

  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          aspectRatio: '16 / 9',
          bgcolor: 'action.hover',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {current ? (
          <Box
            component="img"
            src={current.url}
            alt={`Current ${slot.name} image`}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Box sx={{ textAlign: 'center', color: 'text.secondary' }}>
            <ImageNotSupportedIcon aria-hidden />
            <Typography variant="body2">No image assigned</Typography>
          </Box>
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={titleId} component="h3" variant="h6">
          {slot.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {slot.description}
        </Typography>
        {current && (
          <Typography variant="caption" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            Current file: {current.name}
          </Typography>
        )}
        {uploading && (
          <Box sx={{ mt: 2 }}>
            <Typography variant="body2" id={`${titleId}-progress`}>
              Uploading image...
            </Typography>
            <LinearProgress
              variant="determinate"
              value={Math.round(uploadProgress * 100)}
              aria-labelledby={`${titleId}-progress`}
            />
          </Box>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <input ref={fileInput} type="file" accept="image/*" hidden onChange={chooseFile} tabIndex={-1} aria-hidden />
        <Button
          variant="contained"
          size="small"
          startIcon={<UploadIcon />}
          disabled={uploading}
          onClick={() => fileInput.current?.click()}
          aria-label={`Upload New Image for ${slot.name}`}
        >
          Upload New Image
        </Button>
        {current && (
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            startIcon={<DeleteIcon />}
            disabled={uploading}
            onClick={() => onDelete(current)}
            aria-label={`Delete image for ${slot.name}`}
            sx={{ ml: '0 !important' }}
          >
            Delete
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
