// The track-order dialog (docs/product.md#routes-track-order, docs/product.md#formats-order-number):
// order_number is required and exactly 7 characters;
// a valid number leads to /order-tracking/:order_number. Hand-built (../ui/Dialog.tsx).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkOrderNumber, ORDER_NUMBER_LENGTH } from '../../shared/rules/validators.ts';
import { ruleMessageIn } from '../../shared/i18n/rule-messages.ts';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { Button } from '../../shell/ui/Button.tsx';
import { Dialog } from '../../shell/ui/Dialog.tsx';
import { TextInput } from '../../shell/ui/Field.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** Order numbers are upper-case letters and digits: normalise as the user types. */
const normalise = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '');

export function TrackOrderDialog({ open, onClose }: Props) {
  const navigate = useNavigate();
  const { t } = useStoreWords();
  const [orderNumber, setOrderNumber] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setOrderNumber('');
    setError(null);
    onClose();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = checkOrderNumber(orderNumber);
    setError(problem);
    if (problem) return;
    close();
    navigate(`/order-tracking/${encodeURIComponent(orderNumber.trim())}`);
  }

  return (
    <Dialog open={open} onClose={close} labelledBy="track-order-title">
      <form noValidate onSubmit={submit}>
        <h2 id="track-order-title" className="sf-dialog__title">
          {t('storefront.track.title')}
        </h2>
        <p className="sf-secondary" style={{ margin: '0 0 16px' }}>
          {t('storefront.track.hint', { length: ORDER_NUMBER_LENGTH })}
        </p>
        <TextInput
          autoFocus
          required
          label={t('storefront.track.number')}
          name="order_number"
          value={orderNumber}
          onChange={(e) => setOrderNumber(normalise(e.target.value))}
          error={error === null ? null : ruleMessageIn(t, error)}
          autoComplete="off"
          spellCheck={false}
          inputMode="text"
        />
        <div className="sf-dialog__actions">
          <Button onClick={close}>{t('common.action.cancel')}</Button>
          <Button type="submit" variant="primary">
            {t('storefront.track.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
