import DeleteIcon from '@mui/icons-material/Delete';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import Typography from '@mui/material/Typography';
import { formatSubmissionDate } from '@studio/core/shared/format';
import type { ImageRecord } from '@studio/core/content/images';

/** All Uploaded Images: every stored file, newest first, each with View and Delete. */
export function UploadedImagesGrid({
  images,
  onDelete,
}: {
  images: readonly ImageRecord[];
  onDelete: (image: ImageRecord) => void;
}) {
  if (images.length === 0) return <Typography sx={{ color: 'text.secondary' }}>No images uploaded yet</Typography>;
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {images.map((image) => (
        <Card key={image.name} component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
          <Box
            component="img"
            src={image.url}
            alt={image.name}
            loading="lazy"
            sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', display: 'block' }}
          />
          <Box sx={{ px: 1.5, pt: 1, flexGrow: 1 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}>
              {image.name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {formatSubmissionDate(image.created_at)}
            </Typography>
          </Box>
          <CardActions sx={{ gap: 1 }}>
            <Button
              color="inherit"
              size="small"
              href={image.url}
              target="_blank"
              rel="noopener"
              startIcon={<OpenInNewIcon />}
              aria-label={`View ${image.name} (opens in a new tab)`}
            >
              View
            </Button>
            <Button
              size="small"
              color="inherit"
              startIcon={<DeleteIcon />}
              onClick={() => onDelete(image)}
              aria-label={`Delete ${image.name}`}
              sx={{ ml: '0 !important' }}
            >
              Delete
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
