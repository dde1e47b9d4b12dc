// Mass dropdown (13): an option with thousands of values. A saved option pages through them with
// GET option-value (page=1 first, then the next pages as the list is scrolled, with a search typed by the
// customer); without the API (the editor's preview of an unsaved option) the option's own values are searched.
// A hand-built combobox (the ARIA 1.2 pattern): the input keeps focus, arrows move the active option,
// Enter picks it, Escape closes the list and puts the chosen value's text back.
import { useStoreWords } from '../../shell/i18n/use-store-words.ts';
import { useEffect, useId, useMemo, useState } from 'react';
import type { OptionChoice } from '../../shared/rules/index.ts';
import { Spinner } from '../../shell/ui/Spinner.tsx';
import { choiceText } from '../choices.ts';
import { toggleText } from '../service-model.ts';
import { describedBy, fieldIds, type OptionFieldProps } from './field-props.ts';
import { OptionFrame } from './OptionFrame.tsx';

interface Loaded {
  key: string;
  items: OptionChoice[];
  next: number | null;
  /** The key of the failure's words. */
  error: string | null;
}

export function MassDropdownField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, services, disabled } = props;
  const { t, money } = useStoreWords();
  const ids = fieldIds(idBase);
  const listId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [picked, setPicked] = useState<OptionChoice | null>(null);
  const remoteId = typeof option.id === 'number' && services.loadValues ? option.id : null;
  const search = typed ?? '';
  const key = `${String(remoteId)}|${debounced}`;

  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (remoteId === null || !open || !services.loadValues) return;
    let live = true;
    services.loadValues(remoteId, page, debounced).then(
      (result) => {
        if (!live) return;
        setLoaded((prev) => ({
          key,
          items: page > 1 && prev?.key === key ? [...prev.items, ...result.results] : result.results,
          next: result.next,
          error: null,
        }));
      },
      () => {
        if (live)
          setLoaded((prev) => ({
            key,
            items: prev?.key === key ? prev.items : [],
            next: null,
            error: 'storefront.options.list_failed',
          }));
      },
    );
    return () => {
      live = false;
    };
  }, [remoteId, open, page, debounced, key, services]);

  const local = useMemo(() => {
    const q = debounced.toLowerCase();
    return option.values.filter(
      (c) =>
        !q ||
        c.value.toLowerCase().includes(q) ||
        String(c.sku ?? '')
          .toLowerCase()
          .includes(q),
    );
  }, [option.values, debounced]);

  const current = loaded?.key === key ? loaded : null;
  const items = remoteId === null ? local : (current?.items ?? []);
  const loading = remoteId !== null && open && current === null;
  const selectedKey = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  const selected =
    selectedKey === null
      ? null
      : (items.find((c) => String(c.id) === selectedKey) ??
        option.values.find((c) => String(c.id) === selectedKey) ??
        (picked && String(picked.id) === selectedKey ? picked : { id: selectedKey, value: selectedKey }));
  // Closed, or open without typing, the input shows the chosen value; typing shows what is typed.
  const text = typed ?? (selected ? choiceText(option, selected, money) : '');
  const optionId = (i: number) => `${listId}-${i}`;

  function show() {
    if (open) return;
    setOpen(true);
    setPage(1);
    setActive(-1);
  }
  function close() {
    setOpen(false);
    setTyped(null);
    setActive(-1);
  }
  function choose(choice: OptionChoice) {
    setPicked(choice);
    onChange(choice.id);
    close();
  }
  function move(by: number) {
    if (!open) return show();
    if (items.length === 0) return;
    const next = Math.max(0, Math.min(items.length - 1, active + by));
    setActive(next);
    document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
  }

  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group={false}>
      <div className="of-combo">
        <input
          id={ids.input}
          type="text"
          role="combobox"
          autoComplete="off"
          placeholder={t('storefront.options.search')}
          value={text}
          disabled={disabled}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 && active < items.length ? optionId(active) : undefined}
          aria-invalid={messages.length > 0}
          aria-required={required || undefined}
          aria-describedby={describedBy(
            idBase,
            toggleText(option, 'instructions') !== '',
            messages.length > 0,
          )}
          onClick={show}
          onBlur={close}
          onChange={(e) => {
            setTyped(e.target.value);
            setOpen(true);
            setPage(1);
            setActive(-1);
            if (e.target.value === '' && selectedKey !== null) onChange(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') {
              e.preventDefault();
              move(1);
            } else if (e.key === 'ArrowUp') {
              e.preventDefault();
              move(-1);
            } else if (e.key === 'Enter' && open) {
              e.preventDefault();
              const choice = items[active];
              if (choice) choose(choice);
            } else if (e.key === 'Escape' && open) {
              e.preventDefault();
              close();
            }
          }}
        />
        {loading ? (
          <span className="of-combo__spinner" role="status" aria-label={t('common.state.loading')}>
            <Spinner size={18} />
          </span>
        ) : null}
        {open ? (
          <ul
            id={listId}
            role="listbox"
            aria-label={option.label.value || t('storefront.options.choices')}
            className="of-combo__list"
            onScroll={(e) => {
              const el = e.currentTarget;
              if (current?.next && el.scrollTop + el.clientHeight >= el.scrollHeight - 40)
                setPage(current.next);
            }}
          >
            {items.map((c, i) => (
              <li
                key={String(c.id)}
                id={optionId(i)}
                role="option"
                aria-selected={String(c.id) === selectedKey}
                className={`of-combo__option${i === active ? ' of-combo__option--active' : ''}`}
                // The input keeps focus (a mouse-down would blur it and close the list first).
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(c)}
              >
                {choiceText(option, c, money)}
              </li>
            ))}
            {!loading && items.length === 0 ? (
              <li className="of-combo__empty" role="presentation">
                {t(current?.error ?? 'storefront.options.no_matches')}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </OptionFrame>
  );
}
