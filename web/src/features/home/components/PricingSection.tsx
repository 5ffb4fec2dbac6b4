import Check from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAnchorClick } from '@/components/layout/anchors.ts';
import { ScrollReveal } from '@/components/layout/ScrollReveal.tsx';
import { Section } from '@/components/layout/Section.tsx';
import { formatPlanPrice, type MembershipPlan } from '@/content/pricing.ts';
import { useSiteContent } from '@/content/siteContent.tsx';
import { radius, shadow } from '@/design/tokens.ts';

function PlanCard({ plan }: { plan: MembershipPlan }) {
  const anchorClick = useAnchorClick();
  const anchor = plan.href.startsWith('/#') ? plan.href.slice(2) : undefined;
  const titleId = `plan-${plan.id}`;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        p: { xs: 3, md: 3.5 },
        display: 'flex',
        flexDirection: 'column',
        borderWidth: plan.popular ? 2 : 1,
        borderColor: plan.popular ? 'primary.main' : 'divider',
        bgcolor: 'background.paper',
        boxShadow: plan.popular ? shadow.redGlowStrong : 'none',
      }}
    >
      {plan.popular && (
        <Box
          component="p"
          sx={{
            position: 'absolute',
            top: -14,
            left: '50%',
            transform: 'translateX(-50%)',
            m: 0,
            px: 1.75,
            py: 0.5,
            borderRadius: `${radius.pill}px`,
            bgcolor: 'primary.main',
            color: 'common.white',
            fontSize: '0.75rem',
            fontWeight: 800,
            letterSpacing: '0.08em',
            textTransform: 'uppercase',
            whiteSpace: 'nowrap',
          }}
        >
          Recommended
        </Box>
      )}
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1.2rem' }}>
        {plan.title}
      </Typography>
      <Typography sx={{ mt: 2, display: 'flex', alignItems: 'baseline', gap: 0.75 }}>
        <Box
          component="span"
          sx={{ fontFamily: (theme) => theme.typography.h1.fontFamily, fontWeight: 900, fontSize: '2.6rem' }}
        >
          {formatPlanPrice(plan.price)}
        </Box>
        <Box component="span" sx={{ color: 'text.secondary', fontWeight: 700 }}>
          {plan.frequency}
        </Box>
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {plan.description}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mt: 2.5, mb: 3, flex: 1 }}>
        {plan.features.map((feature) => (
          <Stack component="li" direction="row" spacing={1} key={feature} sx={{ alignItems: 'flex-start' }}>
            <Check fontSize="small" sx={{ color: 'success.main', mt: '2px' }} aria-hidden="true" />
            <span>{feature}</span>
          </Stack>
        ))}
      </Stack>
      <Button
        component={RouterLink}
        to={plan.href}
        onClick={anchor ? anchorClick(anchor) : undefined}
        variant={plan.popular ? 'contained' : 'outlined'}
        color={plan.popular ? 'primary' : 'inherit'}
        fullWidth
        aria-describedby={titleId}
      >
        {plan.buttonText}
      </Button>
    </Paper>
  );
}

/** Every membership price of SPEC section 9; the unlimited adult plan is marked Recommended. */
export function PricingSection() {
  const { plans: classPlans, gymPlans } = useSiteContent().pricing;
  return (
    <Section
      id="pricing"
      eyebrow="Membership"
      title="Simple, Honest Pricing"
      intro="No joining fee, no long contracts. Start with a free trial class, then pick the plan that fits your week."
    >
      <Grid container spacing={3} sx={{ alignItems: 'stretch', justifyContent: 'center' }}>
        {classPlans.map((plan, index) => (
          <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 4 }} sx={{ pt: plan.popular ? 1.5 : 0 }}>
            <ScrollReveal delay={(index % 3) * 80} fill>
              <PlanCard plan={plan} />
            </ScrollReveal>
          </Grid>
        ))}
      </Grid>
      {gymPlans.length > 0 && (
        <>
          <Typography variant="h3" sx={{ fontSize: '1.35rem', mt: { xs: 6, md: 8 }, mb: 3, textAlign: 'center' }}>
            Gym only
          </Typography>
          <Grid container spacing={3} sx={{ justifyContent: 'center' }}>
            {gymPlans.map((plan, index) => (
              <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <ScrollReveal delay={index * 80} fill>
                  <PlanCard plan={plan} />
                </ScrollReveal>
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </Section>
  );
}
