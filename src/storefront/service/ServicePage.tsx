// /service/:id — one service of the store: its picture, description and starting price, then its order form
// (ServiceOrder: the option form, quantity, total, "Add to cart"). Hand-built (service.css, ../ui/, the plain
// option form): a customer opening a service from a link on a phone loads no styling library. The order
// form and the rules module are a chunk of their own, fetched as soon as this page's chunk runs, beside the
// service's data: the name and picture (the largest paint) do not wait for them.
import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { lazyWithReload } from '../../shell/lazy-with-reload.ts';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock } from '../../shell/data/PageStates.tsx';
import { BackIcon } from '../../shell/ui/icons.tsx';
import { loadPortalService, type StoreService } from './service-api.ts';
import './service.css';

const loadServiceOrder = () => import('./ServiceOrder.tsx');
// Start fetching the order form now, in parallel with the service's data (React.lazy would wait for render).
void loadServiceOrder().catch(() => undefined);
const ServiceOrder = lazyWithReload(loadServiceOrder);

type LoadState =
  | { status: 'loading'; key: string }
  | { status: 'failed'; key: string; message: string; notFound: boolean }
  | { status: 'ready'; key: string; service: StoreService };

export default function ServicePage() {
  const { id } = useParams();
  const whiteLabel = useWhiteLabel();
  const { t } = useStoreWords();
  const storeId = whiteLabel.settings?.store_id ?? null;
  const serviceId = Number(id);
  const [attempt, setAttempt] = useState(0);
  const key = `${storeId}|${serviceId}|${attempt}`;
  const [state, setState] = useState<LoadState | null>(null);
  const valid = Number.isInteger(serviceId) && serviceId > 0;
  usePageTitle(state?.status === 'ready' ? state.service.name : t('storefront.service.title'));

  useEffect(() => {
    if (storeId === null || !valid) return;
    let live = true;
    void loadPortalService(storeId, serviceId).then((result) => {
      if (!live) return;
      setState(
        result.ok
          ? { status: 'ready', key, service: result.data }
          : { status: 'failed', key, message: result.error.message, notFound: result.status === 404 },
      );
    });
    return () => {
      live = false;
    };
  }, [storeId, serviceId, valid, key]);

  const current: LoadState = state?.key === key ? state : { status: 'loading', key };
  const notFound =
    !valid ||
    (current.status === 'failed' && current.notFound) ||
    (whiteLabel.status === 'ready' && storeId === null);

  return (
    <div className="sf-container sf-page sf-frame--md">
      <RouterLink to="/" className="sf-link sf-service__back">
        <BackIcon /> {t('storefront.service.all')}
      </RouterLink>
      {notFound ? (
        <div className="sf-empty" data-testid="service-not-found">
          <h1 className="sf-page__title">{t('storefront.service.not_available')}</h1>
          <p className="sf-secondary">{t('storefront.service.removed')}</p>
        </div>
      ) : current.status === 'failed' ? (
        <FailedBlock
          message={t('storefront.service.failed', { error: current.message })}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      ) : current.status === 'loading' ? (
        <LoadingBlock label={t('storefront.service.loading')} />
      ) : (
        <ServiceView key={current.service.id} service={current.service} storeId={storeId!} />
      )}
    </div>
  );
}

/** The service's picture, name, description and price, then its order form once that chunk is here. */
function ServiceView({ service, storeId }: { service: StoreService; storeId: number }) {
  const { t, money } = useStoreWords();
  return (
    <article aria-labelledby="service-title">
      <div className={`sf-service__head${service.image ? ' sf-service__head--image' : ''}`}>
        {service.image ? (
          <img src={service.image} alt="" width={220} height={165} className="sf-service__image" />
        ) : null}
        <div>
          <h1 id="service-title" className="sf-page__title sf-service__title">
            {service.name}
          </h1>
          {service.description ? (
            <p className="sf-secondary sf-service__text">{service.description}</p>
          ) : null}
          <p className="sf-service__from">
            {t('storefront.service.from')} {money(service.price)}
          </p>
        </div>
      </div>
      <Suspense
        fallback={
          <div className="sf-panel">
            <LoadingBlock label={t('storefront.service.loading_options')} />
          </div>
        }
      >
        <ServiceOrder service={service} storeId={storeId} />
      </Suspense>
    </article>
  );
}
