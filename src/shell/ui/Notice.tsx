// A message on a hand-built storefront page: error (announced as an alert), success, warning or
// information (announced politely), with an optional action beside it.
import type { ReactNode } from 'react';
import './ui.css';

export function Notice({
  kind,
  children,
  action,
  testId,
}: {
  kind: 'error' | 'success' | 'warning' | 'info';
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      role={kind === 'error' ? 'alert' : 'status'}
      className={`sf-alert sf-alert--${kind}`}
      data-testid={testId}
    >
      <p>{children}</p>
      {action}
    </div>
  );
}
