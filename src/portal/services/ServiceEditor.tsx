// The service editor: the service's details and its ordered options (add any of the thirteen types, edit
// labels and choices, reorder, delete), the right sidebar of the selected option (settings with the
// validation rules side panel, and addlogic), the live preview beside them, and the unsaved-changes bar.
// Everything is one draft, saved in one PUT (options, logics and logic rules together); deleting a saved
// logic rule or logic goes to the API at once, as the spec's delete confirmation says.
import { useEffect, useMemo, useState } from 'react';
import { Box, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { Translate } from '../../shared/i18n/translate.ts';
import { deleteRule, type OptionLogic, type ServiceOption } from '../../shared/rules/index.ts';
import { AddOptionButton } from './AddOptionButton.tsx';
import {
  addOption,
  deleteOption,
  isDirty,
  logicOf,
  logicProblems,
  moveOption,
  serviceProblems,
  setLogic,
  toPayload,
  updateChoices,
  updateOption,
  type DepositRule,
  type EditorService,
} from './editor-model.ts';
import { OptionCard } from './OptionCard.tsx';
import { RightSidebar, type SidebarTab } from './RightSidebar.tsx';
import {
  deleteSavedLogic,
  deleteSavedRule,
  loadService,
  saveErrorLines,
  saveService,
} from './service-api.ts';
import { ServicePreview } from './ServicePreview.tsx';
import { UnsavedChangesBar } from '../forms/UnsavedChangesBar.tsx';
import { ServiceImagesPanel } from './ServiceImagesPanel.tsx';
import { SkuImportPanel } from './SkuImportPanel.tsx';
import { editorMessage, optionTypeName } from './editor-words.ts';

/** The preview and the sidebar stay in view beside the long list of options (wide screens), below the
 * app bar and, while it shows, the unsaved-changes bar. */
function stickyColumn(top: number) {
  return {
    position: { lg: 'sticky' },
    top: { lg: top },
    maxHeight: { lg: `calc(100vh - ${top + 16}px)` },
    overflowY: { lg: 'auto' },
  } as const;
}

const S = 'portal.editor.service';

interface Props {
  initial: EditorService;
  readOnly?: boolean;
  /** Shows the right sidebar (docs/product.md#roles-sidebar). */
  sidebarAllowed?: boolean;
}

/** Logics the user started (an action chosen) but gave no rule: not a logic yet, dropped on leaving. */
function dropEmptyLogics(service: EditorService): EditorService {
  if (!service.options.some((o) => o.logics.some((l) => l.rules.length === 0 && l.id === undefined)))
    return service;
  return {
    ...service,
    options: service.options.map((o) => ({
      ...o,
      logics: o.logics.filter((l) => l.rules.length > 0 || l.id !== undefined),
    })),
  };
}

/** Applies a change to the option that holds a given logic (or rule), in any version of the service. */
function mapLogics(
  service: EditorService,
  change: (logic: OptionLogic) => OptionLogic | null | undefined,
): EditorService {
  let changed = false;
  const options = service.options.map((o) => {
    const logic = logicOf(o);
    if (!logic) return o;
    const next = change(logic);
    if (next === undefined) return o;
    changed = true;
    return { ...o, logics: next ? [next] : [] };
  });
  return changed ? { ...service, options } : service;
}

export function ServiceEditor({ initial, readOnly = false, sidebarAllowed = true }: Props) {
  const notify = useNotify();
  const translate = useTranslate();
  const words = (key: string, values?: object) => translate(`${S}.${key}`, values);
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [sidebar, setSidebar] = useState<{ optionId: string; tab: SidebarTab } | null>(null);
  const [blockedAt, setBlockedAt] = useState(false);
  const [showErrors, setShowErrors] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveProblems, setSaveProblems] = useState<string[]>([]);

  const dirty = useMemo(() => isDirty(draft, saved), [draft, saved]);
  const sidebarIndex = sidebar ? draft.options.findIndex((o) => String(o.id) === sidebar.optionId) : -1;
  const sidebarOption = draft.options[sidebarIndex];
  const sidebarLogic = logicOf(sidebarOption);
  const sidebarProblems = sidebarLogic ? logicProblems(draft.options, sidebarIndex, sidebarLogic) : null;
  const logicInvalid = !!sidebarLogic && sidebarLogic.rules.length > 0 && !!sidebarProblems?.invalid;
  const blocked =
    blockedAt && logicInvalid && sidebarProblems
      ? `${words('blocked')} ${editorMessage(translate, sidebarProblems.text ?? sidebarProblems.enable ?? sidebarProblems.duplicate.message) ?? words('complete_rules')}`
      : null;

  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const change = (fn: (s: EditorService) => EditorService) => {
    setDraft(fn);
    setSaveProblems([]);
  };

  /** Leaves the sidebar's option: refused (and said why) while its logic is invalid. */
  const leaveSidebar = (): boolean => {
    if (!sidebar || sidebarIndex < 0) return true;
    if (logicInvalid) {
      setBlockedAt(true);
      setShowErrors(true);
      setSidebar({ ...sidebar, tab: 'addlogic' });
      return false;
    }
    setDraft(dropEmptyLogics);
    setBlockedAt(false);
    setShowErrors(false);
    return true;
  };

  const open = (option: ServiceOption, tab: SidebarTab) => {
    const optionId = String(option.id);
    if (sidebar?.optionId === optionId) {
      setSidebar({ optionId, tab });
      return;
    }
    if (leaveSidebar()) setSidebar({ optionId, tab });
  };
  const close = () => {
    if (leaveSidebar()) setSidebar(null);
  };

  const onDeleteSavedRule = async (ruleId: number | string): Promise<string | null> => {
    const result = await deleteSavedRule(Number(ruleId));
    if (!result.ok) return result.error.message;
    const apply = (s: EditorService) =>
      mapLogics(s, (l) =>
        l.rules.some((r) => r.id !== undefined && String(r.id) === String(ruleId))
          ? deleteRule(l, { id: ruleId })
          : undefined,
      );
    setDraft(apply);
    setSaved(apply);
    notify('portal.editor.service.rule_deleted', { type: 'success' });
    return null;
  };

  const onDeleteSavedLogic = async (logicId: number | string): Promise<string | null> => {
    const holder = draft.options.find((o) => o.logics.some((l) => String(l.id) === String(logicId)));
    if (!holder || typeof holder.id !== 'number') return words('save_first');
    const result = await deleteSavedLogic(draft.id, holder.id, Number(logicId));
    if (!result.ok) return result.error.message;
    const apply = (s: EditorService) =>
      mapLogics(s, (l) => (String(l.id) === String(logicId) ? null : undefined));
    setDraft(apply);
    setSaved(apply);
    notify('portal.editor.service.logic_deleted', { type: 'success' });
    return null;
  };

  const save = async () => {
    const cleaned = dropEmptyLogics(draft);
    const problems = serviceProblems(cleaned);
    if (problems.length) {
      setSaveProblems(
        problems.map((p) =>
          translate(p.key, {
            ...p.values,
            name: p.values.label || translate('portal.editor.option_n', { n: p.values.n }),
          }),
        ),
      );
      setShowErrors(true);
      return;
    }
    setSaving(true);
    const result = await saveService(cleaned.store_id, cleaned.id, toPayload(cleaned));
    setSaving(false);
    if (!result.ok) {
      setSaveProblems(
        saveErrorLines(result.error, cleaned, (n) => translate('portal.editor.option_n', { n })),
      );
      return;
    }
    // New rows got their ids: the sidebar follows its option by position.
    const reopened = sidebar && sidebarIndex >= 0 ? result.data.options[sidebarIndex] : undefined;
    setSidebar(sidebar && reopened ? { ...sidebar, optionId: String(reopened.id) } : null);
    setSaved(result.data);
    setDraft(result.data);
    setSaveProblems([]);
    setShowErrors(false);
    setBlockedAt(false);
    notify('portal.editor.service.saved', { type: 'success' });
  };

  /** After an import the server holds new choices: take them (nothing unsaved is here to lose). */
  const reload = async () => {
    const result = await loadService(saved.store_id, saved.id);
    if (!result.ok) return;
    setSaved(result.data);
    setDraft(result.data);
  };

  const discard = () => {
    setDraft(saved);
    setSidebar(null);
    setBlockedAt(false);
    setShowErrors(false);
    setSaveProblems([]);
  };

  /** Per option index: the choice ids that rules of other options compare. */
  const usedChoices = useMemo(() => {
    const used = draft.options.map(() => new Set<string>());
    for (const o of draft.options)
      for (const l of o.logics)
        for (const r of l.rules) used[r.compare_option_field]?.add(String(r.compare_to));
    return used;
  }, [draft.options]);

  const stickyTop = dirty || saveProblems.length ? 136 : 72;
  const showSidebar = sidebarAllowed && sidebar !== null && sidebarIndex >= 0;

  return (
    <Box data-testid="service-editor">
      <UnsavedChangesBar
        dirty={dirty}
        saving={saving}
        problems={saveProblems}
        onSave={() => void save()}
        onDiscard={discard}
        failedTitle={words('failed')}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            lg: showSidebar
              ? 'minmax(300px, 1fr) minmax(260px, 320px) minmax(320px, 380px)'
              : 'minmax(0, 1fr) minmax(320px, 400px)',
          },
          gridTemplateAreas: {
            xs: showSidebar ? '"editor" "sidebar" "preview"' : '"editor" "preview"',
            lg: showSidebar ? '"editor preview sidebar"' : '"editor preview"',
          },
        }}
      >
        <Box sx={{ gridArea: 'editor', minWidth: 0 }}>
          <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <Paper component="section" aria-labelledby="service-details-heading" sx={{ p: 2, mb: 2 }}>
              <Typography id="service-details-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
                {words('title')}
              </Typography>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
                <TextField
                  label={words('name')}
                  value={draft.name}
                  onChange={(e) => change((s) => ({ ...s, name: e.target.value }))}
                  required
                  error={!draft.name.trim()}
                  margin="none"
                  slotProps={{ htmlInput: { maxLength: 120 } }}
                />
                <TextField
                  label={words('price')}
                  type="number"
                  value={String(draft.price)}
                  onChange={(e) =>
                    change((s) => ({ ...s, price: e.target.value === '' ? 0 : Number(e.target.value) }))
                  }
                  margin="none"
                  slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
                />
              </Box>
              <TextField
                label={words('description')}
                value={draft.description}
                onChange={(e) => change((s) => ({ ...s, description: e.target.value }))}
                multiline
                minRows={2}
                sx={{ mt: 1.5 }}
                margin="none"
                slotProps={{ htmlInput: { maxLength: 5000 } }}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={draft.is_active}
                    onChange={(e) => change((s) => ({ ...s, is_active: e.target.checked }))}
                  />
                }
                label={words('active')}
                sx={{ mt: 1 }}
              />
              <DepositFields draft={draft} onChange={(next) => change((s) => ({ ...s, ...next }))} />
            </Paper>
          </Box>
          <ServiceImagesPanel
            images={draft.images}
            readOnly={readOnly}
            onChange={(images) => change((s) => ({ ...s, images }))}
          />
          {readOnly ? null : (
            <SkuImportPanel
              storeId={saved.store_id}
              serviceId={saved.id}
              options={saved.options}
              dirty={dirty}
              onImported={() => void reload()}
            />
          )}
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
              {words('options', { count: draft.options.length })}
            </Typography>
            {readOnly ? null : (
              <AddOptionButton
                onAdd={(type) => change((s) => addOption(s, type, newOptionWords(translate, type)))}
              />
            )}
          </Box>
          {draft.options.length === 0 ? (
            <Paper sx={{ p: 4, textAlign: 'center' }} data-testid="options-empty">
              <Typography variant="h6" component="p" gutterBottom>
                {words('empty_title')}
              </Typography>
              <Typography color="text.secondary">{words('empty_body')}</Typography>
            </Paper>
          ) : (
            <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={words('options_list')}>
              {draft.options.map((option, index) => (
                <OptionCard
                  key={String(option.id)}
                  option={option}
                  index={index}
                  count={draft.options.length}
                  options={draft.options}
                  selected={showSidebar && sidebarIndex === index ? (sidebar?.tab ?? null) : null}
                  usedChoiceIds={usedChoices[index] ?? new Set()}
                  readOnly={readOnly}
                  onChange={(o) => change((s) => updateOption(s, index, () => o))}
                  onChangeChoices={(values) => change((s) => updateChoices(s, index, () => values))}
                  onMove={(to) => change((s) => moveOption(s, index, to))}
                  onDelete={() => {
                    if (sidebar?.optionId === String(option.id)) {
                      setSidebar(null);
                      setBlockedAt(false);
                    }
                    change((s) => deleteOption(s, index));
                  }}
                  onOpen={(tab) => open(option, tab)}
                />
              ))}
            </Stack>
          )}
        </Box>
        <Box sx={{ gridArea: 'preview', minWidth: 0, ...stickyColumn(stickyTop) }}>
          <ServicePreview serviceId={draft.id} options={draft.options} />
        </Box>
        {showSidebar ? (
          <Box sx={{ gridArea: 'sidebar', minWidth: 0, ...stickyColumn(stickyTop) }}>
            <RightSidebar
              options={draft.options}
              index={sidebarIndex}
              tab={sidebar.tab}
              onTab={(tab) => setSidebar({ ...sidebar, tab })}
              onRequestClose={close}
              blocked={blocked}
              showErrors={showErrors}
              readOnly={readOnly}
              onChangeOption={(o) => change((s) => updateOption(s, sidebarIndex, () => o))}
              onChangeLogic={(logic) => change((s) => setLogic(s, sidebarIndex, logic))}
              onDeleteSavedRule={onDeleteSavedRule}
              onDeleteSavedLogic={onDeleteSavedLogic}
            />
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}

/** A new option's label, choices and date label in the user's language. */
const newOptionWords = (translate: Translate, type: number) => ({
  typeName: optionTypeName(translate, type),
  choice: (n: number) => translate('portal.editor.defaults.choice', { n }),
  purchaseDate: translate('portal.editor.defaults.purchase_date'),
});

const depositRules: readonly DepositRule[] = ['store', 'none', 'fixed', 'percent'];

/** The deposit an order of this service asks (docs/product.md#payments-deposits). */
function DepositFields({
  draft,
  onChange,
}: {
  draft: EditorService;
  onChange: (next: Pick<EditorService, 'deposit_rule' | 'deposit_amount' | 'deposit_percent'>) => void;
}) {
  const set = (next: Partial<Pick<EditorService, 'deposit_rule' | 'deposit_amount' | 'deposit_percent'>>) =>
    onChange({
      deposit_rule: draft.deposit_rule,
      deposit_amount: draft.deposit_amount,
      deposit_percent: draft.deposit_percent,
      ...next,
    });
  const number = (value: string) => (value === '' ? 0 : Number(value));
  const translate = useTranslate();
  const words = (key: string) => translate(`portal.editor.deposit.${key}`);
  return (
    <Box
      sx={{ display: 'grid', gap: 1.5, mt: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}
      data-testid="service-deposit"
    >
      <TextField
        select
        label={words('label')}
        value={draft.deposit_rule}
        onChange={(e) => set({ deposit_rule: e.target.value as DepositRule })}
        helperText={words('help')}
        margin="none"
      >
        {depositRules.map((rule) => (
          <MenuItem key={rule} value={rule}>
            {words(rule)}
          </MenuItem>
        ))}
      </TextField>
      {draft.deposit_rule === 'fixed' ? (
        <TextField
          label={words('amount')}
          type="number"
          value={String(draft.deposit_amount)}
          onChange={(e) => set({ deposit_amount: number(e.target.value) })}
          margin="none"
          slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
        />
      ) : null}
      {draft.deposit_rule === 'percent' ? (
        <TextField
          label={words('percentage')}
          type="number"
          value={String(draft.deposit_percent)}
          onChange={(e) => set({ deposit_percent: Math.round(number(e.target.value)) })}
          margin="none"
          slotProps={{ htmlInput: { min: 0, max: 100, step: 1 } }}
        />
      ) : null}
    </Box>
  );
}
