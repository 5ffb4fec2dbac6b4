import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

const IMAGE_RULES = [
  'Each site section has a designated slot.',
  'Uploading replaces the displayed image.',
  'Images are auto-named by section.',
  'The most recent upload per section is shown on the site.',
  'All past uploads are listed in All Uploaded Images.',
] as const;

export function ImageRulesHelp() {
  return (
    <Alert severity="info" variant="outlined" role="note" sx={{ mb: 4 }}>
      <AlertTitle>How website images work</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {IMAGE_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Box>
    </Alert>
  );
}
