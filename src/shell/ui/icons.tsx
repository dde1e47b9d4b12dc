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

/** Small line icons for buttons (24 px grid, drawn at 20 px). */
const small = { ...common, width: 20, height: 20 };

export function PlusIcon() {
  return (
    <svg {...small} aria-hidden>
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

export function MinusIcon() {
  return (
    <svg {...small} aria-hidden>
      <path d="M5 12h14" />
    </svg>
  );
}

export function CartIcon() {
  return (
    <svg {...common} aria-hidden>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L21 8H6" />
    </svg>
  );
}

export function MailIcon() {
  return (
    <svg {...common} aria-hidden>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  );
}

/** A broken link: a mailed link that does not work any more. */
export function LinkOffIcon() {
  return (
    <svg {...common} aria-hidden>
      <path d="M9 17H7a5 5 0 0 1 0-10h2M15 7h2a5 5 0 0 1 1.5 9.8M8 12h3M3 3l18 18" />
    </svg>
  );
}

export function PhotoIcon() {
  return (
    <svg {...small} aria-hidden>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="m21 16-5-5-8 8" />
    </svg>
  );
}

export function BackIcon() {
  return (
    <svg {...small} aria-hidden>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </svg>
  );
}

/** A receipt: "no orders yet". */
export function ReceiptIcon() {
  return (
    <svg {...common} aria-hidden>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </svg>
  );
}
