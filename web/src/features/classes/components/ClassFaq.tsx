import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { withLiveFigures } from '@studio/core/siteContentRules';
import type { ClassPageContent } from '@/content/classPages/classPageContent.ts';
import { useSiteContent } from '@/content/siteContent.tsx';
import { Section } from '@/components/layout/Section.tsx';

/**
 * Questions as an accordion: each question is an h3 wrapping a button, and the answer a region labelled by it,
 * so screen-reader users can jump between questions and open them with Enter or Space.
 */
export function ClassFaq({ content }: { content: ClassPageContent }) {
  // A price or opening time quoted by name ({price:Pay As You Go}) reads the current price list and hours.
  const figures = useSiteContent();
  return (
    <Section id="class-faq" eyebrow="Good to know" title="Frequently Asked Questions" tone="raised">
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        {content.faqs.map((faq, index) => {
          const id = `class-faq-${index + 1}`;
          return (
            <Accordion
              key={faq.question}
              disableGutters
              slotProps={{ heading: { component: 'h3' } }}
              sx={{ bgcolor: 'background.default', '&::before': { display: 'none' }, mb: 1.5, borderRadius: 1 }}
            >
              <AccordionSummary expandIcon={<ExpandMore />} id={`${id}-question`} aria-controls={`${id}-answer`}>
                <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
                  {faq.question}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Typography sx={{ color: 'text.secondary' }}>{withLiveFigures(faq.answer, figures)}</Typography>
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Box>
    </Section>
  );
}
