// The service editor: the service's details and its ordered options (add any of the thirteen types, edit
// labels and choices, reorder, delete), the right sidebar of the selected option (settings with the
// validation rules side panel, and addlogic), the live preview beside them, and the unsaved-changes bar.
// Everything is one draft, saved in one PUT (options, logics and logic rules together); deleting a saved
// logic rule or logic goes to the API at once, as the spec's delete confirmation says.
import { useEffect, useMemo, useState } from 'react';
import { Box, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
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

export const SIDEBAR_BLOCKED =
  'The logic is not valid yet: fix it, or delete it, before closing the sidebar.';

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
      ? `${SIDEBAR_BLOCKED} ${sidebarProblems.text ?? sidebarProblems.enable ?? sidebarProblems.duplicate.message ?? 'Complete every rule: field, operator and value.'}`
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
    notify('Rule deleted', { type: 'success' });
    return null;
  };

  const onDeleteSavedLogic = async (logicId: number | string): Promise<string | null> => {
    const holder = draft.options.find((o) => o.logics.some((l) => String(l.id) === String(logicId)));
    if (!holder || typeof holder.id !== 'number') return 'Save the service first.';
    const result = await deleteSavedLogic(draft.id, holder.id, Number(logicId));
    if (!result.ok) return result.error.message;
    const apply = (s: EditorService) =>
      mapLogics(s, (l) => (String(l.id) === String(logicId) ? null : undefined));
    setDraft(apply);
    setSaved(apply);
    notify('Logic deleted', { type: 'success' });
    return null;
  };

  const save = async () => {
    const cleaned = dropEmptyLogics(draft);
    const problems = serviceProblems(cleaned);
    if (problems.length) {
      setSaveProblems(problems.map((p) => p.message));
      setShowErrors(true);
      return;
    }
    setSaving(true);
    const result = await saveService(cleaned.store_id, cleaned.id, toPayload(cleaned));
    setSaving(false);
    if (!result.ok) {
      setSaveProblems(saveErrorLines(result.error, cleaned));
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
    notify('Service saved', { type: 'success' });
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
        failedTitle="The service could not be saved"
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
                Service
              </Typography>
              <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
                <TextField
                  label="Name"
                  value={draft.name}
                  onChange={(e) => change((s) => ({ ...s, name: e.target.value }))}
                  required
                  error={!draft.name.trim()}
                  margin="none"
                  slotProps={{ htmlInput: { maxLength: 120 } }}
                />
                <TextField
                  label="Starting price"
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
                label="Description"
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
                label="Active: customers can order this service"
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
              Options ({draft.options.length})
            </Typography>
            {readOnly ? null : <AddOptionButton onAdd={(type) => change((s) => addOption(s, type))} />}
          </Box>
          {draft.options.length === 0 ? (
            <Paper sx={{ p: 4, textAlign: 'center' }} data-testid="options-empty">
              <Typography variant="h6" component="p" gutterBottom>
                No options yet
              </Typography>
              <Typography color="text.secondary">
                Add the questions customers answer when they order: sizes, metals, engraving, photos…
              </Typography>
            </Paper>
          ) : (
            <Stack component="ol" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label="Options">
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

const depositRules: { value: DepositRule; label: string }[] = [
  { value: 'store', label: "The store's default (Settings)" },
  { value: 'none', label: 'No deposit' },
  { value: 'fixed', label: 'A fixed amount per item' },
  { value: 'percent', label: 'A percentage of the price' },
];

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
  return (
    <Box
      sx={{ display: 'grid', gap: 1.5, mt: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}
      data-testid="service-deposit"
    >
      <TextField
        select
        label="Deposit"
        value={draft.deposit_rule}
        onChange={(e) => set({ deposit_rule: e.target.value as DepositRule })}
        helperText="Taken at the counter or at checkout; the balance is paid later"
        margin="none"
      >
        {depositRules.map((r) => (
          <MenuItem key={r.value} value={r.value}>
            {r.label}
          </MenuItem>
        ))}
      </TextField>
      {draft.deposit_rule === 'fixed' ? (
        <TextField
          label="Deposit amount per item"
          type="number"
          value={String(draft.deposit_amount)}
          onChange={(e) => set({ deposit_amount: number(e.target.value) })}
          margin="none"
          slotProps={{ htmlInput: { min: 0, step: '0.01' } }}
        />
      ) : null}
      {draft.deposit_rule === 'percent' ? (
        <TextField
          label="Deposit percentage"
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
