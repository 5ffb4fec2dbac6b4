import DownloadIcon from '@mui/icons-material/Download';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, SEARCH_MAX_LENGTH, type EnquiryStatus } from '@studio/core/enquiries';

export interface InboxFilter {
  query: string;
  status: EnquiryStatus | '';
  class_interest: string;
}

export const NO_FILTER: InboxFilter = { query: '', status: '', class_interest: '' };

/** Search, status and class filters above the Messages list, with the export and the find-by-address tool. */
export function InboxFilters({
  filter,
  classInterests,
  onChange,
  onExport,
  exporting,
  onFindByEmail,
}: {
  filter: InboxFilter;
  classInterests: readonly string[];
  onChange: (filter: InboxFilter) => void;
  onExport: () => void;
  exporting: boolean;
  onFindByEmail: () => void;
}) {
  return (
    <Box
      role="search"
      aria-label="Filter messages"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr auto auto' },
        alignItems: 'center',
        mb: 3,
      }}
    >
      <TextField
        label="Search messages"
        type="search"
        size="small"
        value={filter.query}
        onChange={(event) => onChange({ ...filter, query: event.target.value })}
        slotProps={{ htmlInput: { maxLength: SEARCH_MAX_LENGTH } }}
        sx={{ gridColumn: { sm: '1 / -1', md: 'auto' } }}
      />
      <TextField
        select
        label="Filter by status"
        size="small"
        value={filter.status}
        onChange={(event) => onChange({ ...filter, status: event.target.value as EnquiryStatus | '' })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All</option>
        {ENQUIRY_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ENQUIRY_STATUS_LABELS[status]}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label="Filter by class"
        size="small"
        value={filter.class_interest}
        onChange={(event) => onChange({ ...filter, class_interest: event.target.value })}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All</option>
        {classInterests.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </TextField>
      <Button variant="outlined" color="inherit" startIcon={<DownloadIcon />} onClick={onExport} disabled={exporting}>
        Export CSV
      </Button>
      <Button variant="outlined" color="inherit" startIcon={<PersonSearchIcon />} onClick={onFindByEmail}>
        Find by e-mail address
      </Button>
    </Box>
  );
}
