// A plan as every face offers it (the store's /select-plan and Billing, the vendor's /selectplan): name,
// monthly price, what it includes, per-location price. Choosing it is the caller's business.
import { Box, Card, CardActionArea, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { components } from '../../client/api-schema.d.ts';
import { formatMoney } from '../../shared/format.ts';
import { DEFAULT_CURRENCY, intlTagOf } from '../../shared/i18n/locales.ts';
import { useWords } from '../i18n/words-context.ts';

type Plan = components['schemas']['Plan'];

export function monthlyTotal(plan: Plan, locations: number) {
  return plan.monthly_price + Math.max(0, locations - plan.included_locations) * plan.per_location_price;
}

export function PlanCard({
  plan,
  onChoose,
  current,
}: {
  plan: Plan;
  onChoose: () => void;
  current?: boolean;
}) {
  const { t, locale } = useWords();
  // The platform's prices (in its own currency), written the user's language's way.
  const price = (amount: number) => formatMoney(amount, DEFAULT_CURRENCY, intlTagOf(locale));
  return (
    <Card variant="outlined" sx={{ borderColor: current ? 'primary.main' : undefined }}>
      <CardActionArea onClick={onChoose} aria-label={t('plans.choose', { name: plan.name })}>
        <CardContent>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="h6" component="h2">
              {plan.name} {current ? <Chip size="small" label={t('plans.current')} color="primary" /> : null}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>
              {plan.monthly_price === 0
                ? t('plans.free')
                : t('plans.per_month', { amount: price(plan.monthly_price) })}
            </Typography>
          </Stack>
          {plan.description ? (
            <Typography variant="body2" color="text.secondary">
              {plan.description}
            </Typography>
          ) : null}
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {t('plans.included', { smart_count: plan.included_locations })}
            {plan.per_location_price > 0 ? t('plans.then', { amount: price(plan.per_location_price) }) : ''}
          </Typography>
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {plan.features.map((f) => (
              <Typography component="li" variant="body2" key={f}>
                {f}
              </Typography>
            ))}
          </Box>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
