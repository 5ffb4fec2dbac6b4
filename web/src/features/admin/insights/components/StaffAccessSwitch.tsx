import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/backend/errors.ts';
import { useInsightsSettings } from '../api/useInsightsSettings.ts';

/** Owners: whether Staff see Insights too. The change is confirmed by `onSaved`'s message. */
export function StaffAccessSwitch({ onSaved }: { onSaved: (message: string) => void }) {
  const access = useInsightsSettings();
  const [problem, setProblem] = useState<string | null>(null);
  if (access.status === 'error') {
    return (
      <Alert severity="warning">Whether Staff can see Insights could not be read. Reload the page to try again.</Alert>
    );
  }
  const staffCanSee = access.settings?.staffCanSee ?? false;
  const change = async (next: boolean) => {
    setProblem(null);
    try {
      const saved = await access.save({ staffCanSee: next });
      onSaved(saved.staffCanSee ? 'Staff can now see Insights' : 'Only Owners can see Insights now');
    } catch (error) {
      setProblem(errorMessage(error, 'That did not work. Please try again.'));
    }
  };
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={staffCanSee}
            disabled={access.status !== 'success' || access.saving}
            onChange={(event) => void change(event.target.checked)}
          />
        }
        label="Staff can see Insights"
        sx={{ minHeight: 44 }}
      />
      <Typography variant="body2" color="text.secondary">
        Owners always can.
      </Typography>
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </Paper>
  );
}
