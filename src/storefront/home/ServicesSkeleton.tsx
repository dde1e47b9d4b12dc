// Placeholder cards while the services load.
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { ServiceGrid } from './ServiceGrid.tsx';

export function ServicesSkeleton() {
  const { t } = useStoreWords();
  return (
    <div role="status" aria-label={t('storefront.home.loading')}>
      <ServiceGrid label={t('storefront.home.loading')}>
        {[0, 1, 2].map((n) => (
          <div key={n} className="sf-card" aria-hidden>
            <div className="sf-card__body">
              <span className="sf-skeleton" style={{ width: '60%', height: 24 }} />
              <span className="sf-skeleton" />
              <span className="sf-skeleton" style={{ width: '80%' }} />
              <span className="sf-skeleton" style={{ width: '30%', marginTop: 16 }} />
            </div>
          </div>
        ))}
      </ServiceGrid>
    </div>
  );
}
