import FormatQuote from '@mui/icons-material/FormatQuote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REVIEWS_SHOWN_COLLAPSED } from '@studio/core/limits';
import { useState } from 'react';
import { scrollToAnchor } from '@/components/layout/anchors.ts';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import type { Review } from '@studio/core/siteContent';
import { useSiteContent } from '@/content/siteContent.tsx';
import { StarRating } from './StarRating.tsx';

const REVIEW_LIST_ID = 'review-list';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

function ReviewCard({ review }: { review: Review }) {
  return (
    <Paper
      component="figure"
      variant="outlined"
      sx={{ m: 0, p: 3, height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <StarRating value={review.rating} size={18} />
        <FormatQuote sx={{ color: 'primary.main', fontSize: 36 }} aria-hidden="true" />
      </Stack>
      <Box component="blockquote" sx={{ m: 0, flex: 1 }}>
        <Typography>{review.text}</Typography>
      </Box>
      <Stack component="figcaption" direction="row" spacing={1.5} sx={{ alignItems: 'center', mt: 3 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 40,
            height: 40,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            bgcolor: 'primary.dark',
            color: 'common.white',
            fontWeight: 800,
          }}
        >
          {initials(review.name)}
        </Box>
        <Box>
          <Typography sx={{ fontWeight: 800 }}>{review.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {review.date}
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}

/** Members' reviews, in the order staff set, hidden ones left out: the first three, and all on request. */
export function ReviewsSection() {
  const summary = useSiteContent().reviews;
  const [expanded, setExpanded] = useState(false);
  const reviews = summary.reviews.filter((review) => !review.hidden);
  const shown = expanded ? reviews : reviews.slice(0, REVIEWS_SHOWN_COLLAPSED);
  return (
    <Section id="reviews" tone="raised" eyebrow="Reviews" title="What Our Members Say">
      <ScrollReveal>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 2 }}
          sx={{ alignItems: 'center', justifyContent: 'center', mt: -3, mb: { xs: 5, md: 6 } }}
        >
          <Typography
            component="p"
            sx={{
              fontFamily: (theme) => theme.typography.h1.fontFamily,
              fontWeight: 900,
              fontSize: '3rem',
              lineHeight: 1,
            }}
          >
            {summary.rating}
          </Typography>
          <Box sx={{ textAlign: { xs: 'center', sm: 'left' } }}>
            <StarRating value={summary.rating} size={24} />
            <Typography color="text.secondary">Based on {summary.count} reviews</Typography>
          </Box>
        </Stack>
      </ScrollReveal>
      <Grid container spacing={3} component="ul" id={REVIEW_LIST_ID} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown.map((review, index) => (
          <Grid component="li" key={review.id} size={{ xs: 12, sm: 6, md: 4 }}>
            <ScrollReveal delay={(index % 3) * 100} fill>
              <ReviewCard review={review} />
            </ScrollReveal>
          </Grid>
        ))}
      </Grid>
      {reviews.length > REVIEWS_SHOWN_COLLAPSED && (
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button
            variant="outlined"
            color="inherit"
            size="large"
            aria-expanded={expanded}
            aria-controls={REVIEW_LIST_ID}
            onClick={() => {
              // Collapsing removes 22 cards above the button; bring the reviews back into view instead of the footer.
              if (expanded) scrollToAnchor('reviews', false);
              setExpanded(!expanded);
            }}
          >
            {expanded ? 'Show less' : 'See more reviews'}
          </Button>
        </Box>
      )}
    </Section>
  );
}
