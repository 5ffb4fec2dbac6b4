import Backpack from '@mui/icons-material/Backpack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClassPageContent } from '@/content/classPages/classPageContent.ts';
import { Section } from '@/components/layout/Section.tsx';

/** The kit list, then the note on borrowing or renting kit. */
export function WhatToBring({ content }: { content: ClassPageContent }) {
  return (
    <Section id="class-kit" eyebrow="Be ready" title="What to Bring">
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 5 },
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2.5 }}>
          {content.whatToBring.map((entry) => (
            <Stack component="li" key={entry.item} direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Box
                aria-hidden="true"
                sx={{
                  flex: 'none',
                  display: 'grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  borderRadius: '50%',
                  bgcolor: 'background.paper',
                  color: 'primary.light',
                }}
              >
                <Backpack fontSize="small" />
              </Box>
              <Box>
                <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
                  {entry.item}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{entry.description}</Typography>
              </Box>
            </Stack>
          ))}
        </Box>
        <Paper
          component="aside"
          aria-labelledby="class-rental-heading"
          variant="outlined"
          sx={{ p: 3, bgcolor: 'background.paper', borderColor: 'secondary.main' }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, color: 'secondary.main' }}>
            <InfoOutlined aria-hidden="true" />
            <Typography variant="h3" id="class-rental-heading" sx={{ fontSize: '1.1rem', color: 'text.primary' }}>
              Equipment Rental
            </Typography>
          </Stack>
          <Typography>{content.equipmentRental}</Typography>
        </Paper>
      </Box>
    </Section>
  );
}
