// The storefront home: the store's name and its services from the API, with a search that filters them on
// the server. Without store settings (an unknown host) there is nothing to list; if the settings could not
// be fetched, the page offers a retry. Anything not listed: a link to request an estimate. Hand-built (storefront.css): it is the first route's page.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { ServiceSearch } from './ServiceSearch.tsx';
import { ServicesList } from './ServicesList.tsx';
import { FailedNotice } from './FailedNotice.tsx';
import { useDebouncedValue } from '../../shell/data/use-load.ts';
import { useServices } from './use-services.ts';

export default function HomePage() {
  const whiteLabel = useWhiteLabel();
  const { t } = useStoreWords();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const storeId = whiteLabel.settings?.store_id ?? null;
  const services = useServices(storeId, search);

  return (
    <div className="sf-container sf-page">
      <div className="sf-home__intro">
        <h1 className="sf-home__title">{whiteLabel.name}</h1>
        <p className="sf-secondary">{t('storefront.home.intro')}</p>
        <p className="sf-secondary">
          {t('storefront.home.elsewhere')}{' '}
          <RouterLink to="/request-estimate" className="sf-link" data-testid="home-request-estimate">
            {t('storefront.home.request_estimate')}
          </RouterLink>
        </p>
      </div>
      {whiteLabel.status === 'failed' ? (
        <FailedNotice onRetry={whiteLabel.reload}>
          {t('storefront.home.store_failed', { error: whiteLabel.error ?? '' })}
        </FailedNotice>
      ) : storeId === null ? (
        <div data-testid="services-empty" className="sf-empty">
          <h2 className="sf-h2">{t('storefront.home.no_services')}</h2>
        </div>
      ) : (
        <>
          <div className="sf-home__search">
            <ServiceSearch value={input} onChange={setInput} />
          </div>
          <ServicesList
            services={services}
            search={search}
            onRetry={services.reload}
            onClearSearch={() => setInput('')}
          />
        </>
      )}
    </div>
  );
}
