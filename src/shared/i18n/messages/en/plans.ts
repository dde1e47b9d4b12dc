// The platform's plans as every face offers them (src/shell/billing/PlanCard.tsx; docs/product.md#languages).
export const plans = {
  choose: 'Choose %{name}',
  current: 'Current',
  free: 'Free',
  per_month: '%{amount}/month',
  included: '%{smart_count} location included |||| %{smart_count} locations included',
  then: ', then %{amount} per location',
} as const;
