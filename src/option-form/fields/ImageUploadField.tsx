// Image upload (8): the customer picks a photo; docs/product.md#formats-images's rule (6 bytes per 8 base64
// characters,
// at most 8388608) refuses a larger one before anything is sent. The answer is the uploaded image's URL
// when the form can upload, else the file's name. The file input itself is the button's hit area (made
// transparent over it), so it keeps its label, keyboard focus and the browser's file picker.
import { useId, useState } from 'react';
import { isImageWithinLimit } from '../../shared/rules/index.ts';
import { PhotoIcon } from '../../shell/ui/icons.tsx';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { toggleText } from '../service-model.ts';
import { describedBy, fieldIds, type OptionFieldProps } from './field-props.ts';
import { OptionFrame } from './OptionFrame.tsx';

const IMAGE_TOO_LARGE = 'storefront.options.image_too_large';
const NOT_AN_IMAGE = 'storefront.options.not_an_image';
const UPLOAD_FAILED = 'storefront.options.upload_failed';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export function ImageUploadField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, services, disabled } = props;
  const ids = fieldIds(idBase);
  const { t } = useStoreWords();
  const hintId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const answered = typeof value === 'string' && value !== '';
  const shown = preview ?? (answered && /^(https?:|\/|data:image\/)/.test(value) ? value : null);

  async function pick(file: File | undefined) {
    if (!file) return;
    setProblem(null);
    if (!file.type.startsWith('image/')) {
      setProblem(NOT_AN_IMAGE);
      return;
    }
    const dataUrl = await readAsDataUrl(file);
    if (!isImageWithinLimit(dataUrl)) {
      setProblem(IMAGE_TOO_LARGE);
      return;
    }
    setPreview(dataUrl);
    if (!services.uploadImage) {
      onChange(file.name.slice(0, 200));
      return;
    }
    setBusy(true);
    try {
      onChange(await services.uploadImage(file));
    } catch {
      setPreview(null);
      setProblem(UPLOAD_FAILED);
      onChange(null);
    } finally {
      setBusy(false);
    }
  }

  const allMessages = problem ? [t(problem), ...messages] : messages;
  const off = disabled || busy;
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={allMessages} group={false}>
      <div className="of-upload">
        {shown ? (
          <img
            src={shown}
            alt={t('storefront.options.chosen_image', { label: option.label.value })}
            className="of-upload__preview"
          />
        ) : null}
        <span
          className={`of-upload__pick shell-button shell-button--outlined${off ? ' of-upload__pick--off' : ''}`}
        >
          {busy ? <Spinner size={16} /> : <PhotoIcon />}
          {answered ? t('storefront.options.choose_another_image') : t('storefront.options.choose_image')}
          <input
            id={ids.input}
            type="file"
            accept="image/*"
            disabled={off}
            aria-invalid={allMessages.length > 0}
            aria-required={required || undefined}
            aria-describedby={[
              hintId,
              describedBy(idBase, toggleText(option, 'instructions') !== '', allMessages.length > 0),
            ]
              .filter(Boolean)
              .join(' ')}
            onChange={(e) => {
              void pick(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </span>
        {answered && !busy ? (
          <button
            type="button"
            className="shell-button"
            disabled={disabled}
            onClick={() => {
              setPreview(null);
              onChange(null);
            }}
          >
            {t('storefront.options.remove')}
          </button>
        ) : null}
      </div>
      <p id={hintId} className="of-hint">
        {answered && !shown ? `${value} · ` : ''}
        {t('storefront.options.image_hint')}
      </p>
      {busy ? (
        <p className="of-progress" role="status">
          <Spinner size={14} /> {t('storefront.options.uploading')}
        </p>
      ) : null}
    </OptionFrame>
  );
}
