import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link } from 'react-router';

export function BackToDashboard() {
  return (
    <Button color="inherit" component={Link} to="/admin/dashboard" startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
      Back to Dashboard
    </Button>
  );
}
