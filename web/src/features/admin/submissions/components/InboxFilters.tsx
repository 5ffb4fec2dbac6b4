import DownloadIcon from '@mui/icons-material/Download';
import FilterListIcon from '@mui/icons-material/FilterList';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import {
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  SEARCH_MAX_LENGTH,
  type EnquiryStatus,
} from '@studio/core/enquiries/enquiries';

export interface InboxFilter {
  query: string;
  status: EnquiryStatus | '';
  class_interest: string;
}

export const NO_FILTER: InboxFilter = { query: '', status: '', class_interest: '' };

/** What the list is narrowed to, in a few words ("New, Kids Classes, “parking”"); empty when it shows everything. */
export function describeFilter(filter: InboxFilter): string {
  return [
    filter.status && ENQUIRY_STATUS_LABELS[filter.status],
    filter.class_interest,
    filter.query.trim() && `“${filter.query.trim()}”`,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * Search, status and class filters above the Messages list, with the export and the find-by-address tool. Folded
 * (phones), they sit behind a "Filter" button that names the filter in use, beside the export.
 */
export function InboxFilters({ folded = false, ...props }: Parameters<typeof FilterFields>[0] & { folded?: boolean }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!folded) return <FilterFields {...props} />;
  const active = describeFilter(props.filter);
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'stretch' }}>
        <Button
          variant={active ? 'contained' : 'outlined'}
          color={active ? 'primary' : 'inherit'}
          startIcon={<FilterListIcon aria-hidden />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            textTransform: 'none',
            '& .filter-summary': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
          }}
        >
          <span className="filter-summary">Filter{active && `: ${active}`}</span>
        </Button>
        <Button
          variant="outlined"
          color="inherit"
          startIcon={<DownloadIcon aria-hidden />}
          onClick={props.onExport}
          disabled={props.exporting}
          sx={{ flexShrink: 0 }}
        >
          Export CSV
        </Button>
      </Box>
      <Collapse in={open} id={panelId}>
        <Box sx={{ pt: 2 }}>
          <FilterFields {...props} withExport={false} />
        </Box>
      </Collapse>
    </Box>
  );
}

function FilterFields({
  filter,
  classInterests,
  onChange,
  onExport,
  exporting,
  onFindByEmail,
  withExport = true,
}: {
  /** False where the export sits beside the folded filters' button instead. */
  withExport?: boolean;
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
        mb: withExport ? 3 : 0,
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
      {withExport && (
        <Button variant="outlined" color="inherit" startIcon={<DownloadIcon />} onClick={onExport} disabled={exporting}>
          Export CSV
        </Button>
      )}
      <Button variant="outlined" color="inherit" startIcon={<PersonSearchIcon />} onClick={onFindByEmail}>
        Find by e-mail address
      </Button>
    </Box>
  );
}
