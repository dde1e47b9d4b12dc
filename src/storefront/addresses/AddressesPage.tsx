// /myaccount/addresses — the customer's address book: every saved address with its default mark, add, edit
// and delete (asked once more before deleting). Loading, failure with retry, empty and saved states.
// Hand-built (../account/account.css).
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { Button } from '../../shell/ui/Button.tsx';
import { Notice } from '../../shell/ui/Notice.tsx';
import {
  addressLine,
  createAddress,
  deleteAddress,
  updateAddress,
  type SavedAddress,
} from './address-book-api.ts';
import { AddressForm } from './AddressForm.tsx';
import { useAddressBook } from './use-address-book.ts';
import '../account/account.css';

type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress } | null;

function BackToAccount() {
  const { t } = useStoreWords();
  return (
    <RouterLink to="/myaccount" className="sf-link sf-back">
      {t('storefront.account.back')}
    </RouterLink>
  );
}

export default function AddressesPage() {
  const { t } = useStoreWords();
  usePageTitle(t('storefront.addresses.title'));
  const storeId = useWhiteLabel().settings?.store_id ?? null;
  const [book, retry] = useAddressBook(storeId);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  if (book.status === 'loading')
    return (
      <PageFrame title={t('storefront.addresses.title')}>
        <LoadingBlock label={t('storefront.addresses.loading')} />
      </PageFrame>
    );
  if (book.status === 'failed')
    return (
      <PageFrame title={t('storefront.addresses.title')}>
        <FailedBlock message={t('storefront.addresses.failed', { error: book.message })} onRetry={retry} />
      </PageFrame>
    );
  const { addresses, countries, homeCountry } = book.data;

  async function remove(address: SavedAddress) {
    const result = await deleteAddress(address.id);
    setConfirming(null);
    setNotice(
      result.ok
        ? { kind: 'success', text: t('storefront.addresses.deleted', { label: address.label }) }
        : {
            kind: 'error',
            text: t('storefront.addresses.delete_failed', {
              label: address.label,
              error: result.error.message,
            }),
          },
    );
    retry();
  }

  const saved = (address: SavedAddress) => {
    setEditing(null);
    setNotice({ kind: 'success', text: t('storefront.addresses.saved', { label: address.label }) });
    retry();
  };

  return (
    <PageFrame title={t('storefront.addresses.title')}>
      <BackToAccount />
      <div aria-live="polite">
        {notice ? (
          <div className="sf-form-notice">
            <Notice
              kind={notice.kind}
              action={
                <Button size="small" className="sf-alert__action" onClick={() => setNotice(null)}>
                  {t('storefront.addresses.close')}
                </Button>
              }
            >
              {notice.text}
            </Notice>
          </div>
        ) : null}
      </div>
      {editing ? (
        <section className="sf-panel sf-section-gap" aria-labelledby="address-form-title">
          <h2 id="address-form-title" className="sf-panel__title">
            {editing.kind === 'new'
              ? t('storefront.addresses.new')
              : t('storefront.addresses.edit_one', { label: editing.address.label })}
          </h2>
          <AddressForm
            address={editing.kind === 'edit' ? editing.address : null}
            countries={countries}
            defaultCountry={homeCountry}
            save={(body) =>
              editing.kind === 'edit' ? updateAddress(editing.address.id, body) : createAddress(body)
            }
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </section>
      ) : (
        <div className="sf-section-gap">
          <Button variant="primary" onClick={() => setEditing({ kind: 'new' })}>
            {t('storefront.addresses.add')}
          </Button>
        </div>
      )}
      {addresses.length === 0 ? (
        <div data-testid="addresses-empty" className="sf-empty">
          <h2 className="sf-panel__title">{t('storefront.addresses.none')}</h2>
          <p className="sf-secondary">{t('storefront.addresses.none_hint')}</p>
        </div>
      ) : (
        <ul className="sf-list" aria-label={t('storefront.addresses.list')}>
          {addresses.map((a) => (
            <li key={a.id} className="sf-panel sf-address" data-testid="saved-address">
              <div className="sf-address__head">
                <h2>{a.label}</h2>
                {a.is_default ? <span className="sf-chip">{t('storefront.addresses.default')}</span> : null}
              </div>
              {a.contact_name ? <p>{a.contact_name}</p> : null}
              <p className="sf-secondary">{addressLine(a)}</p>
              {confirming === a.id ? (
                <div
                  className="sf-row sf-address__actions"
                  role="group"
                  aria-label={t('storefront.addresses.delete_named', { label: a.label })}
                >
                  <span>{t('storefront.addresses.delete_ask')}</span>
                  <Button
                    size="small"
                    variant="outlined"
                    className="sf-button--danger"
                    onClick={() => void remove(a)}
                  >
                    {t('storefront.addresses.yes_delete')}
                  </Button>
                  <Button size="small" onClick={() => setConfirming(null)}>
                    {t('storefront.addresses.keep')}
                  </Button>
                </div>
              ) : (
                <div className="sf-row sf-address__actions">
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setEditing({ kind: 'edit', address: a })}
                    aria-label={t('storefront.addresses.edit_named', { label: a.label })}
                  >
                    {t('storefront.addresses.edit')}
                  </Button>
                  <Button
                    size="small"
                    onClick={() => setConfirming(a.id)}
                    aria-label={t('storefront.addresses.delete_label', { label: a.label })}
                  >
                    {t('storefront.addresses.delete')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
