// The services area of the home page in its four states: loading (skeleton), failed (message and retry),
// empty (no services, or none matching the search) and the list itself.
import type { ApiState } from '../../shell/data/use-load.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import type { PortalService } from './use-services.ts';
import { FailedNotice } from './FailedNotice.tsx';
import { ServiceCard } from './ServiceCard.tsx';
import { ServiceGrid } from './ServiceGrid.tsx';
import { ServicesSkeleton } from './ServicesSkeleton.tsx';

interface Props {
  /** The services' load (useServices): the last list stays shown while a new search loads. */
  services: ApiState<PortalService[]>;
  search: string;
  onRetry: () => void;
  onClearSearch: () => void;
}

export function ServicesList({ services: load, search, onRetry, onClearSearch }: Props) {
  const { state, data: services } = load;
  const { t } = useStoreWords();
  if (state.status === 'failed') {
    return (
      <FailedNotice onRetry={onRetry}>
        {t('storefront.home.services_failed', { error: state.message })}
      </FailedNotice>
    );
  }
  if (!services) return <ServicesSkeleton />;
  const refreshing = state.status === 'loading';
  return (
    <div aria-busy={refreshing}>
      <div
        role="progressbar"
        aria-label={t('storefront.home.updating')}
        className="sf-progress"
        style={{ visibility: refreshing ? 'visible' : 'hidden' }}
      />
      {services.length === 0 ? (
        <div data-testid="services-empty" className="sf-empty">
          <h2 className="sf-h2">
            {search ? t('storefront.home.no_match', { search }) : t('storefront.home.no_services')}
          </h2>
          {search ? (
            <button type="button" className="shell-button" onClick={onClearSearch}>
              {t('storefront.home.clear_search')}
            </button>
          ) : (
            <p className="sf-secondary">{t('storefront.home.check_back')}</p>
          )}
        </div>
      ) : (
        <ServiceGrid label={t('storefront.home.services')}>
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </ServiceGrid>
      )}
    </div>
  );
}
