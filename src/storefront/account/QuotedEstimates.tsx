// The customer's quoted estimates, waiting for their answer, above their orders in My account: each opens
// the estimate checkout (approve or decline). Nothing shows while loading, when none waits or when the list
// cannot be read (the orders below still show; the quote mail links to the same page).
import { Link as RouterLink } from 'react-router-dom';
import { api, call } from '../../client/api.ts';
import { DateFormat } from '../../shared/format.ts';
import { formatDateIn } from '../../shared/i18n/dates.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';

/** framed: in a page frame of its own (above a message page), only when there is something to show. */
export function QuotedEstimates({ framed = false }: { framed?: boolean }) {
  const { t, money, locale } = useStoreWords();
  const [estimates] = useLoad(
    () =>
      call(
        api.GET('/api/v1/estimates', {
          params: {
            query: {
              filter: JSON.stringify({ status: 'quoted' }),
              sort: '["created_at","DESC"]',
              range: '[0,19]',
            },
          },
        }),
      ),
    [],
  );
  if (estimates.status !== 'ready' || estimates.data.length === 0) return null;
  const list = (
    <section
      className="sf-panel sf-panel--attention"
      aria-labelledby="quoted-estimates"
      style={{ marginBottom: 16 }}
    >
      <h2 id="quoted-estimates" className="sf-panel__title">
        {t('storefront.orders.quoted')}
      </h2>
      <ul className="sf-summary">
        {estimates.data.map((e) => (
          <li key={e.id} data-testid="quoted-estimate">
            <span>
              <RouterLink to={`/estimate-checkout?estimate=${e.id}`} className="sf-link">
                {t('storefront.orders.estimate', { number: e.estimate_no })}
              </RouterLink>
              {e.expires_at ? (
                <span className="sf-secondary sf-small">
                  {t('storefront.orders.until', {
                    date: formatDateIn(locale, e.expires_at, DateFormat.long),
                  })}
                </span>
              ) : null}
            </span>
            <span className="sf-summary__amount">{money(e.total)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
  return framed ? <PageFrame>{list}</PageFrame> : list;
}
