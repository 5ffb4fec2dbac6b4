import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import { color, tint } from '@/design/tokens.ts';

/** Five stars filled to `value` (4.8 fills 96%), read out as "Rated 4.8 out of 5". */
export function StarRating({ value, size = 20 }: { value: number; size?: number }) {
  const row = (starColor: string) => (
    <Box sx={{ display: 'flex', color: starColor, whiteSpace: 'nowrap' }}>
      {[0, 1, 2, 3, 4].map((index) => (
        <Star key={index} sx={{ fontSize: size, flexShrink: 0 }} />
      ))}
    </Box>
  );
  return (
    <Box role="img" aria-label={`Rated ${value} out of 5`} sx={{ position: 'relative', display: 'inline-flex' }}>
      {row(tint.white22)}
      <Box sx={{ position: 'absolute', inset: 0, width: `${(value / 5) * 100}%`, overflow: 'hidden' }}>
        {row(color.gold)}
      </Box>
    </Box>
  );
}
