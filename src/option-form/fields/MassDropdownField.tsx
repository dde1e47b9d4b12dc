// Mass dropdown (13): an option with thousands of values. A saved option pages through them with
// GET option-value (page=1 first, then the next pages as the list is scrolled, with a search typed by the
// customer); without the API (the editor's preview of an unsaved option) the option's own values are searched.
import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import type { OptionChoice } from '../../shared/rules/index.ts';
import { choiceText } from '../choices.ts';
import { toggleText } from '../service-model.ts';
import { describedBy, fieldIds, type OptionFieldProps } from './field-props.ts';
import { OptionFrame } from './OptionFrame.tsx';

interface Loaded {
  key: string;
  items: OptionChoice[];
  next: number | null;
  error: string | null;
}

export function MassDropdownField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, services, disabled } = props;
  const ids = fieldIds(idBase);
  const [inputText, setInputText] = useState('');
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [picked, setPicked] = useState<OptionChoice | null>(null);
  const remoteId = typeof option.id === 'number' && services.loadValues ? option.id : null;
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
            error: 'The list could not be loaded.',
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

  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group={false}>
      <Autocomplete<OptionChoice>
        id={ids.input}
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={items}
        value={selected}
        disabled={disabled}
        loading={loading}
        filterOptions={(x) => x}
        getOptionLabel={(c) => choiceText(option, c)}
        isOptionEqualToValue={(a, b) => String(a.id) === String(b.id)}
        onChange={(_, choice) => {
          setPicked(choice);
          onChange(choice ? choice.id : null);
        }}
        inputValue={inputText}
        onInputChange={(_, text, reason) => {
          setInputText(text);
          // Typing searches; showing the chosen value's text (reset) does not.
          setSearch(reason === 'input' ? text : '');
          setPage(1);
        }}
        noOptionsText={current?.error ?? 'No matches'}
        slotProps={{
          listbox: {
            onScroll: (e: React.UIEvent<HTMLElement>) => {
              const el = e.currentTarget;
              if (current?.next && el.scrollTop + el.clientHeight >= el.scrollHeight - 40)
                setPage(current.next);
            },
          },
        }}
        renderInput={(params) => (
          <TextField
            {...params}
            placeholder="Search…"
            size="small"
            margin="none"
            error={messages.length > 0}
            inputProps={{
              ...params.inputProps,
              'aria-required': required || undefined,
              'aria-describedby': describedBy(
                idBase,
                toggleText(option, 'instructions') !== '',
                messages.length > 0,
              ),
            }}
            InputProps={{
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? <CircularProgress size={18} aria-label="Loading" /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            }}
          />
        )}
      />
    </OptionFrame>
  );
}
