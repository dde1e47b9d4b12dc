// The responsive grid of service cards: one column on a phone, up to three on a wide screen.
import type { ReactNode } from 'react';

export function ServiceGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <section aria-label={label} className="sf-grid">
      {children}
    </section>
  );
}
