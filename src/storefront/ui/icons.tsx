// The few icons hand-built storefront pages draw (inline SVG, no icon library): decorative, so callers
// hide them from assistive technology.
const common = {
  viewBox: '0 0 24 24',
  width: 56,
  height: 56,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
};

export function CheckIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </svg>
  );
}
