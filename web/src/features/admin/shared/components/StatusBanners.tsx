import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useCallback, useState } from 'react';

export interface StatusBanner {
  severity: 'success' | 'error';
  message: string;
}

/** The page's green and red banners: a new outcome replaces the previous ones. */
export function useStatusBanners() {
  const [banners, setBanners] = useState<StatusBanner[]>([]);
  const show = useCallback((...next: StatusBanner[]) => setBanners(next), []);
  const dismiss = useCallback(
    (banner: StatusBanner) => setBanners((current) => current.filter((b) => b !== banner)),
    [],
  );
  return { banners, show, dismiss };
}

/**
 * Success banners are polite status messages, errors are alerts. The wrapper stays in the page so
 * screen readers already watch it when a banner appears.
 */
export function StatusBanners({
  banners,
  onDismiss,
}: {
  banners: readonly StatusBanner[];
  onDismiss: (banner: StatusBanner) => void;
}) {
  return (
    <Stack spacing={1} sx={{ mb: banners.length ? 3 : 0 }}>
      {banners.map((banner) => (
        <Alert
          key={`${banner.severity}:${banner.message}`}
          severity={banner.severity}
          variant="filled"
          role={banner.severity === 'error' ? 'alert' : 'status'}
          onClose={() => onDismiss(banner)}
          slotProps={{ closeButton: { 'aria-label': 'Dismiss message' } }}
        >
          {banner.message}
        </Alert>
      ))}
    </Stack>
  );
}
