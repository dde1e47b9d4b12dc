// A failure on a hand-built page: the message, announced, and a Retry button.
import type { ReactNode } from 'react';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';

export function FailedNotice({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  const { t } = useStoreWords();
  return (
    <div role="alert" className="sf-alert sf-alert--error">
      <p>{children}</p>
      {onRetry && (
        <button type="button" className="shell-button shell-button--small sf-alert__action" onClick={onRetry}>
          {t('common.action.retry')}
        </button>
      )}
    </div>
  );
}
