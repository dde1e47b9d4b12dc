// /myaccount/addresses — the customer's address book: every saved address with its default mark, add, edit
// and delete (asked once more before deleting). Loading, failure with retry, empty and saved states.
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useWhiteLabel } from '../../shell/white-label/white-label-context.ts';
import { usePageTitle } from '../../shell/page-title.ts';
import { FailedBlock, LoadingBlock, PageFrame } from '../../shell/data/PageStates.tsx';
import {
  addressLine,
  createAddress,
  deleteAddress,
  updateAddress,
  type SavedAddress,
} from './address-book-api.ts';
import { AddressForm } from './AddressForm.tsx';
import { useAddressBook } from './use-address-book.ts';

type Editing = { kind: 'new' } | { kind: 'edit'; address: SavedAddress } | null;

export default function AddressesPage() {
  usePageTitle('My addresses');
  const storeId = useWhiteLabel().settings?.store_id ?? null;
  const [book, retry] = useAddressBook(storeId);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  if (book.status === 'loading')
    return (
      <PageFrame title="My addresses">
        <LoadingBlock label="Loading your addresses" />
      </PageFrame>
    );
  if (book.status === 'failed')
    return (
      <PageFrame title="My addresses">
        <FailedBlock message={`We could not load your addresses. ${book.message}`} onRetry={retry} />
      </PageFrame>
    );
  const { addresses, countries, homeCountry } = book.data;

  async function remove(address: SavedAddress) {
    const result = await deleteAddress(address.id);
    setConfirming(null);
    setNotice(
      result.ok
        ? { kind: 'success', text: `“${address.label}” was deleted.` }
        : { kind: 'error', text: `We could not delete “${address.label}”. ${result.error.message}` },
    );
    retry();
  }

  const saved = (address: SavedAddress) => {
    setEditing(null);
    setNotice({ kind: 'success', text: `“${address.label}” was saved.` });
    retry();
  };

  return (
    <PageFrame title="My addresses">
      <Button component={RouterLink} to="/myaccount" sx={{ mb: 2, ml: -1 }}>
        ← My account
      </Button>
      <Box aria-live="polite">
        {notice && (
          <Alert severity={notice.kind} sx={{ mb: 2 }} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
      </Box>
      {editing ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, borderColor: 'var(--wl-border)' }}>
          <Typography component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {editing.kind === 'new' ? 'New address' : `Edit “${editing.address.label}”`}
          </Typography>
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
        </Paper>
      ) : (
        <Button
          variant="contained"
          className="wl-button"
          sx={{ mb: 3 }}
          onClick={() => setEditing({ kind: 'new' })}
        >
          Add an address
        </Button>
      )}
      {addresses.length === 0 ? (
        <Box data-testid="addresses-empty" sx={{ textAlign: 'center', py: 4 }}>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            No saved addresses yet
          </Typography>
          <Typography color="text.secondary">
            Save an address here, or at checkout, and pick it next time an item ships back to you.
          </Typography>
        </Box>
      ) : (
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Saved addresses">
          {addresses.map((a) => (
            <Paper
              component="li"
              key={a.id}
              variant="outlined"
              sx={{ p: 2, borderColor: 'var(--wl-border)' }}
              data-testid="saved-address"
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }}>
                <Typography component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                  {a.label}
                </Typography>
                {a.is_default && <Chip size="small" label="Default" />}
              </Box>
              {a.contact_name && <Typography>{a.contact_name}</Typography>}
              <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {addressLine(a)}
              </Typography>
              {confirming === a.id ? (
                <Box
                  sx={{ display: 'flex', gap: 1, mt: 1, alignItems: 'center', flexWrap: 'wrap' }}
                  role="group"
                  aria-label={`Delete ${a.label}?`}
                >
                  <Typography>Delete this address?</Typography>
                  <Button color="error" variant="outlined" size="small" onClick={() => void remove(a)}>
                    Yes, delete
                  </Button>
                  <Button size="small" onClick={() => setConfirming(null)}>
                    Keep it
                  </Button>
                </Box>
              ) : (
                <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setEditing({ kind: 'edit', address: a })}
                    aria-label={`Edit ${a.label}`}
                  >
                    Edit
                  </Button>
                  <Button size="small" onClick={() => setConfirming(a.id)} aria-label={`Delete ${a.label}`}>
                    Delete
                  </Button>
                </Box>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </PageFrame>
  );
}
