// A page opened from a link in a mail, whose token is the credential (/feedback/:token,
// /additional-payment/:gutter, /extra-charge-payment/:gutter): loads the record the token names and shows
// it, with the states every such page has — loading, a clear "this link does not work" page for an unknown
// or malformed token (404/400), a failure with a retry for anything else. One place, so those pages agree.
// Hand-built (no styling library): these pages open from mails on phones.
import type { ReactNode } from 'react';
import type { ApiResult } from '../../client/api.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { ButtonLink } from '../../shell/ui/Button.tsx';
import { LinkOffIcon } from '../../shell/ui/icons.tsx';
import { useLoad } from '../../shell/data/use-load.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';

interface Props<T> {
  load: () => Promise<ApiResult<T>>;
  /** What the record depends on (the token): a change loads again. */
  deps: readonly unknown[];
  loadingLabel: string;
  broken: { title: string; sentence: string };
  /** The record, and a way to show the record a write returned. */
  children: (record: T, replace: (record: T) => void) => ReactNode;
}

export function LinkedRecordPage<T>({ load, deps, loadingLabel, broken, children }: Props<T>) {
  const { t } = useStoreWords();
  const [state, retry, replace] = useLoad(load, deps);
  if (state.status === 'loading')
    return (
      <PageFrame width="sm">
        <LoadingBlock label={loadingLabel} />
      </PageFrame>
    );
  if (state.status === 'failed')
    return state.httpStatus === 404 || state.httpStatus === 400 ? (
      <MessagePage
        icon={<LinkOffIcon />}
        title={broken.title}
        sentence={broken.sentence}
        action={
          <ButtonLink to="/" variant="outlined">
            {t('storefront.linked.back')}
          </ButtonLink>
        }
      />
    ) : (
      <PageFrame width="sm">
        <FailedBlock message={state.message} onRetry={retry} />
      </PageFrame>
    );
  return <>{children(state.data, replace)}</>;
}
