import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { insightsRange, PERIOD_LABELS, type InsightsPeriod } from '@studio/core/insights/insightsReport';
import { insightsKeepFrom } from '@studio/core/insights/insightsTotals';
import { useId, useState, type FormEvent } from 'react';
import { isCustomPeriod, NAMED_PERIODS, paramsOfPeriod, type NamedPeriod } from '../insightsPeriodParams.ts';

type Choice = NamedPeriod | 'custom';

/**
 * The period the page shows: last 7 days, 30 days, 12 months, or a custom range (From, To, Apply). A custom range
 * that is not valid says why beside the fields, with core's words, and changes nothing.
 */
export function PeriodPicker({
  period,
  shown,
  today,
  problem,
  onChoose,
}: {
  /** The period asked for (the address's). */
  period: InsightsPeriod;
  /** The days on screen, which the custom fields start from. */
  shown: { from: string; to: string } | null;
  /** The studio's today, YYYY-MM-DD. */
  today: string;
  /** What is wrong with the period asked for, when the address names a custom range that is not valid. */
  problem: string | null;
  onChoose: (period: InsightsPeriod) => void;
}) {
  const labelId = useId();
  const problemId = useId();
  const [customOpen, setCustomOpen] = useState(false);
  const start = isCustomPeriod(period) ? period : (shown ?? { from: today, to: today });
  const [from, setFrom] = useState(start.from);
  const [to, setTo] = useState(start.to);
  const [error, setError] = useState<string | null>(null);
  // The fields follow the period when the address changes (back, forward, a shared link) rather than an Apply.
  const [fieldsOf, setFieldsOf] = useState(JSON.stringify(paramsOfPeriod(period)));
  const periodKey = JSON.stringify(paramsOfPeriod(period));
  if (fieldsOf !== periodKey) {
    setFieldsOf(periodKey);
    setCustomOpen(false);
    setFrom(start.from);
    setTo(start.to);
    setError(null);
  }

  const choice: Choice = customOpen || isCustomPeriod(period) ? 'custom' : period;
  const shownProblem = error ?? problem;

  const choose = (next: Choice | null) => {
    if (next === null || next === choice) return;
    if (next === 'custom') {
      setCustomOpen(true);
      setFrom(start.from);
      setTo(start.to);
      return;
    }
    setCustomOpen(false);
    setError(null);
    onChoose(next);
  };

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const range = insightsRange({ from, to }, today);
    if ('error' in range) {
      setError(range.error);
      return;
    }
    setError(null);
    onChoose({ from, to });
  };

  const dateField = (label: string, value: string, set: (value: string) => void) => (
    <TextField
      label={label}
      type="date"
      value={value}
      onChange={(event) => set(event.target.value)}
      error={shownProblem !== null}
      size="small"
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          min: insightsKeepFrom(today),
          max: today,
          'aria-describedby': shownProblem ? problemId : undefined,
        },
      }}
      sx={{ width: { xs: '100%', sm: 180 } }}
    />
  );

  return (
    <Box>
      <Typography id={labelId} variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
        Period
      </Typography>
      <ToggleButtonGroup
        exclusive
        value={choice}
        onChange={(_event, next: Choice | null) => choose(next)}
        aria-labelledby={labelId}
        size="small"
        // Four separate buttons that wrap two by two on a phone, the chosen one filled like the admin's current section.
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 1,
          '& .MuiToggleButtonGroup-grouped': {
            minHeight: 44,
            px: 2,
            m: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            textTransform: 'none',
            letterSpacing: 0,
            fontSize: '0.95rem',
            color: 'text.primary',
          },
          '& .MuiToggleButtonGroup-grouped.Mui-selected, & .MuiToggleButtonGroup-grouped.Mui-selected:hover': {
            bgcolor: 'primary.main',
            borderColor: 'primary.main',
            color: 'primary.contrastText',
          },
        }}
      >
        {NAMED_PERIODS.map((named) => (
          <ToggleButton key={named} value={named}>
            {PERIOD_LABELS[named]}
          </ToggleButton>
        ))}
        <ToggleButton value="custom">Custom</ToggleButton>
      </ToggleButtonGroup>
      {choice === 'custom' && (
        <Box
          component="form"
          noValidate
          aria-label="Custom period"
          onSubmit={apply}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', mt: 2 }}
        >
          {dateField('From', from, setFrom)}
          {dateField('To', to, setTo)}
          <Button type="submit" variant="contained" sx={{ minHeight: 40 }}>
            Apply
          </Button>
          {shownProblem && (
            <Typography id={problemId} role="alert" color="error" variant="body2" sx={{ flexBasis: '100%' }}>
              {shownProblem}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
