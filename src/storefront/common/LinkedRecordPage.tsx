// A page opened from a link in a mail, whose token is the credential (/feedback/:token,
// /additional-payment/:gutter, /extra-charge-payment/:gutter): loads the record the token names and shows
// it, with the states every such page has — loading, a clear "this link does not work" page for an unknown
// or malformed token (404/400), a failure with a retry for anything else. One place, so those pages agree.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button } from '@mui/material';
import LinkOff from '@mui/icons-material/LinkOff';
import type { ApiResult } from '../../client/api.ts';
import { MessagePage } from '../../shell/MessagePage.tsx';
import { LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import { useLoad } from '../../shell/data/use-load.ts';

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
        icon={<LinkOff />}
        title={broken.title}
        sentence={broken.sentence}
        action={
          <Button component={RouterLink} to="/" variant="outlined">
            Back to the store
          </Button>
        }
      />
    ) : (
      <PageFrame width="sm">
        <Alert severity="error" role="alert" action={<Button onClick={retry}>Retry</Button>}>
          {state.message}
        </Alert>
      </PageFrame>
    );
  return <>{children(state.data, replace)}</>;
}
