// The states every storefront page shows the same way: a loading placeholder, a failure with a retry, and
// the frame of a page (width and padding that work from 375 px up). Hand-built (storefront.css), so pages
// that use them load no styling library.
import type { ReactNode } from 'react';
import { HeadingLevelContext } from '../heading-level.ts';
import { Notice } from '../ui/Notice.tsx';
import { useStoreWords } from '../i18n/use-store-words.ts';

export function PageFrame({
  title,
  children,
  width = 'md',
}: {
  title?: ReactNode;
  children: ReactNode;
  width?: 'sm' | 'md' | 'lg';
}) {
  return (
    <div className={`sf-container sf-page sf-frame--${width}`}>
      {title ? <h1 className="sf-page__title">{title}</h1> : null}
      {/* Under the page's h1, a reusable block's title (a login form's) is an h2. */}
      {title ? <HeadingLevelContext.Provider value={2}>{children}</HeadingLevelContext.Provider> : children}
    </div>
  );
}

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <span className="sf-skeleton" style={{ width: '60%', height: '1.6rem' }} />
      <span className="sf-skeleton" style={{ width: '90%' }} />
      <span className="sf-skeleton" style={{ height: 160, marginTop: 16 }} />
    </div>
  );
}

export function FailedBlock({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useStoreWords();
  return (
    <Notice
      kind="error"
      action={
        onRetry ? (
          <button
            type="button"
            className="shell-button shell-button--small sf-alert__action"
            onClick={onRetry}
          >
            {t('common.action.retry')}
          </button>
        ) : undefined
      }
    >
      {message}
    </Notice>
  );
}
