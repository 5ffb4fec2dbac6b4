import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { prepareImageUpload } from '../../shared/images/prepareImageUpload.ts';
import { fieldId, pathKey } from '../contentFields.ts';
import { useEditorForm } from './editorForm.ts';
import type { ContentFieldsProps, Path } from './fieldProps.ts';

/** An instructor's photo: uploaded through the image pipeline, or none (a monogram shows). */
export function PhotoField({ path, problems, uploadPhoto }: ContentFieldsProps & { path: Path }) {
  const { control } = useEditorForm();
  const { field } = useController({ control, name: pathKey(path) });
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const problem = failed ?? problems.get(pathKey(path));
  const id = fieldId(path);
  const url = typeof field.value === 'string' ? field.value : null;
  return (
    <Box>
      <Typography id={`${id}-label`} sx={{ fontWeight: 700, mb: 1 }}>
        Photo
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {url ? (
          <Box
            component="img"
            src={url}
            alt="The instructor's current photo"
            sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 2 }}
          />
        ) : (
          <Typography color="text.secondary">No photo: the page shows the coach's initials.</Typography>
        )}
        {uploadPhoto && (
          <Button component="label" variant="outlined" disabled={busy}>
            {busy ? 'Uploading…' : 'Upload photo'}
            <input
              id={id}
              type="file"
              accept="image/*"
              hidden
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (!chosen) return;
                setBusy(true);
                setFailed(null);
                prepareImageUpload(chosen)
                  .then(({ file, problem }) => {
                    if (!file) throw new Error(problem);
                    return uploadPhoto(file);
                  })
                  .then((address) => field.onChange(address))
                  .catch((error: unknown) => setFailed(error instanceof Error ? error.message : 'Upload failed'))
                  .finally(() => setBusy(false));
              }}
            />
          </Button>
        )}
        {url && (
          <Button onClick={() => field.onChange(null)} color="inherit">
            Remove photo
          </Button>
        )}
      </Stack>
      {problem && (
        <FormHelperText error role="alert">
          {problem}
        </FormHelperText>
      )}
    </Box>
  );
}
