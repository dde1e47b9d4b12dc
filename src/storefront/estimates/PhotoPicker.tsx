// The photos panel of /request-estimate: choose photos or take one with the phone's camera, see them as
// previews with their upload progress, remove one; a file that is not an image or is too big is refused
// at once with its reason. The page owns the list (it sends the photos once the request is made).
import { useId, useRef, type ChangeEvent } from 'react';
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { Notice } from '../../shell/ui/Notice.tsx';
import { PHOTO_TYPES, photoProblem, type PickedPhoto } from './estimate-photos.ts';

let nextKey = 0;

export function PhotoPicker({
  photos,
  limit,
  refused,
  disabled,
  onChange,
  onRefused,
}: {
  photos: PickedPhoto[];
  limit: number;
  refused: string[];
  disabled: boolean;
  onChange: (photos: PickedPhoto[]) => void;
  onRefused: (reasons: string[]) => void;
}) {
  const words = useStoreWords();
  const { t } = words;
  const headingId = useId();
  const pickRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const room = limit - photos.length;

  function add(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const reasons: string[] = [];
    const taken: PickedPhoto[] = [];
    for (const file of files) {
      const problem = photoProblem(file, words);
      if (problem) reasons.push(problem);
      else if (taken.length >= room) reasons.push(t('estimates.photos.left_out', { name: file.name, limit }));
      else
        taken.push({
          key: `photo-${++nextKey}`,
          file,
          preview: URL.createObjectURL(file),
          progress: null,
          error: null,
          sent: false,
        });
    }
    onRefused(reasons);
    if (taken.length) onChange([...photos, ...taken]);
  }

  function remove(photo: PickedPhoto) {
    URL.revokeObjectURL(photo.preview);
    onChange(photos.filter((p) => p.key !== photo.key));
  }

  return (
    <section className="sf-panel sf-stack" aria-labelledby={headingId} data-testid="photos">
      <div>
        <h2 id={headingId} className="sf-panel__title">
          {t('estimates.photos.title')}{' '}
          <span className="sf-secondary sf-small">{t('estimates.photos.up_to', { limit })}</span>
        </h2>
        <p className="sf-secondary sf-small" style={{ margin: 0 }}>
          {t('estimates.photos.hint')}
        </p>
      </div>
      {photos.length ? (
        <ul className="sf-photos" aria-label={t('estimates.photos.chosen')}>
          {photos.map((photo, i) => (
            <li key={photo.key} className="sf-photo">
              <img
                src={photo.preview}
                alt={t('estimates.photos.photo', { number: i + 1, name: photo.file.name })}
              />
              {photo.progress !== null ? (
                <progress
                  className="sf-meter"
                  max={1}
                  value={photo.progress}
                  aria-label={t('estimates.photos.sending', { number: i + 1 })}
                />
              ) : null}
              {photo.sent ? <span className="sf-photo__state">{t('estimates.photos.sent')}</span> : null}
              {photo.error ? (
                <span className="sf-photo__state sf-photo__state--error" role="alert">
                  {photo.error}
                </span>
              ) : null}
              {!photo.sent ? (
                <button
                  type="button"
                  className="sf-photo__remove"
                  onClick={() => remove(photo)}
                  disabled={disabled}
                  aria-label={t('estimates.photos.remove', { number: i + 1 })}
                >
                  ×
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {refused.map((reason) => (
        <Notice key={reason} kind="error">
          {reason}
        </Notice>
      ))}
      <div className="sf-row">
        <input
          ref={pickRef}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          multiple
          hidden
          onChange={add}
          data-testid="photo-input"
        />
        <input ref={cameraRef} type="file" accept="image/*" capture="environment" hidden onChange={add} />
        <button
          type="button"
          className="shell-button shell-button--outlined"
          disabled={disabled || room <= 0}
          onClick={() => pickRef.current?.click()}
        >
          {t('estimates.photos.choose')}
        </button>
        <button
          type="button"
          className="shell-button shell-button--outlined sf-only-touch"
          disabled={disabled || room <= 0}
          onClick={() => cameraRef.current?.click()}
        >
          {t('estimates.photos.take')}
        </button>
        <span className="sf-secondary sf-small" aria-live="polite">
          {t('estimates.photos.count', { count: photos.length, limit })}
        </span>
      </div>
    </section>
  );
}
