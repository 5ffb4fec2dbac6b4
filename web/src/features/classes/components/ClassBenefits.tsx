import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ClassPageContent } from '@/content/classPages/classPageContent.ts';
import { Section } from '@/components/layout/Section.tsx';

export function ClassBenefits({ content }: { content: ClassPageContent }) {
  return (
    <Section id="class-benefits" eyebrow="Why train with us" title={`Benefits of ${content.title}`} tone="raised">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {content.benefits.map((benefit, index) => (
          <Paper component="li" key={benefit.title} variant="outlined" sx={{ p: 3, bgcolor: 'background.default' }}>
            <Typography
              aria-hidden="true"
              sx={{ fontWeight: 900, fontSize: '2rem', lineHeight: 1, color: 'primary.light', mb: 1.5 }}
            >
              {String(index + 1).padStart(2, '0')}
            </Typography>
            <Typography variant="h3" sx={{ fontSize: '1.2rem', mb: 1 }}>
              {benefit.title}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{benefit.description}</Typography>
          </Paper>
        ))}
      </Box>
    </Section>
  );
}
