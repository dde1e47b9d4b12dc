// The addlogic panel of the right sidebar (docs/product.md#routes-right-sidebar,
// docs/product.md#options-logic-editor, docs/product.md#options-logic-text): choose Show or Hide, then All,
// One or
// None, then rules of field → operator → value. Fields are the options a rule may compare (this option
// excluded), operators and the value input follow the chosen field, "Add another" waits while a choice
// repeats, each rule's remove button asks first (a saved rule is deleted by id through the API, a new one by
// position; the rest are renumbered, and the last one takes the logic with it), and the logic expression —
// possible with 2 or more rules — is checked as it is typed.
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import {
  canEnableLogic,
  CONDITIONAL_JOINS,
  deleteRule,
  eligibleCompareFields,
  LOGIC_ACTIONS,
  operatorsFor,
  type ConditionalJoin,
  type LogicAction,
  type LogicOperator,
  type LogicRule,
  type OptionLogic,
  type ServiceOption,
} from '../../shared/rules/index.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import {
  defaultLogicText,
  emptyRule,
  logicOf,
  logicProblems,
  NO_FIELD,
  startLogic,
  withField,
  type RuleProblem,
} from './editor-model.ts';
import { editorMessage } from './editor-words.ts';
import { phraseParts } from '../i18n/phrase-parts.ts';

const L = 'portal.editor.logic';

/** Rule numbers in the expression are single digits 1–9. */
export const MAX_RULES = 9;

interface Props {
  options: readonly ServiceOption[];
  index: number;
  onChange: (logic: OptionLogic | null) => void;
  /** Deletes a saved rule through the API and applies it; an error message, or null when done. */
  onDeleteSavedRule: (ruleId: number | string) => Promise<string | null>;
  /** Deletes a saved logic through the API and applies it; an error message, or null when done. */
  onDeleteSavedLogic: (logicId: number | string) => Promise<string | null>;
  /** Show every rule's problem (after an attempt to close the panel or to save). */
  showErrors: boolean;
  readOnly?: boolean;
}

const optionName = (o: ServiceOption | undefined, i: number, untitled: string) =>
  `${i + 1}. ${o?.label.value.trim() || untitled}`;

export function LogicPanel({
  options,
  index,
  onChange,
  onDeleteSavedRule,
  onDeleteSavedLogic,
  showErrors,
  readOnly,
}: Props) {
  const translate = useTranslate();
  const words = (key: string, values?: object) => translate(`${L}.${key}`, values);
  const option = options[index];
  const logic = logicOf(option);
  const [joinPicked, setJoinPicked] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const [removingLogic, setRemovingLogic] = useState(false);
  if (!option) return null;

  const fields = eligibleCompareFields(options, index);
  const problems = logic ? logicProblems(options, index, logic) : null;
  const joinChosen = !!logic && (joinPicked || logic.rules.length > 0);

  const setAction = (action: LogicAction) =>
    onChange(logic ? { ...logic, action } : startLogic(index, action));
  const setJoin = (join: ConditionalJoin) => {
    if (!logic) return;
    setJoinPicked(true);
    // Choosing the join sets the apply-to option to this option's index
    // (docs/product.md#options-logic-eligible-fields).
    onChange({
      ...logic,
      conditional_join: join,
      apply_to_option_id: index,
      rules: logic.rules.length ? logic.rules : [emptyRule(0)],
    });
  };
  const setRule = (position: number, rule: LogicRule) => {
    if (!logic) return;
    onChange({ ...logic, rules: logic.rules.map((r, i) => (i === position ? rule : r)) });
  };
  const addRule = () =>
    logic && onChange({ ...logic, rules: [...logic.rules, emptyRule(logic.rules.length)] });
  const setEnabled = (on: boolean) =>
    logic &&
    onChange({
      ...logic,
      is_logic_enable: on,
      logic_rule: on && !logic.logic_rule.trim() ? defaultLogicText(logic) : logic.logic_rule,
    });

  const removeRule = async (position: number): Promise<string | null> => {
    if (!logic) return null;
    const rule = logic.rules[position];
    if (!rule) return null;
    if (rule.id !== undefined) return onDeleteSavedRule(rule.id);
    onChange(deleteRule(logic, { position }));
    return null;
  };
  const removeLogic = async (): Promise<string | null> => {
    if (!logic) return null;
    if (logic.id !== undefined) return onDeleteSavedLogic(logic.id);
    onChange(null);
    return null;
  };

  const addDisabled =
    readOnly ||
    !logic ||
    !!problems?.duplicate.disableAddAnother ||
    (logic?.rules.length ?? 0) >= MAX_RULES ||
    fields.length === 0;
  const removingRule = removing === null ? undefined : logic?.rules[removing];

  return (
    <Stack spacing={2.5} data-testid="logic-panel">
      <Typography variant="body2" color="text.secondary">
        {phraseParts(translate, `${L}.intro`, {
          option: (
            <strong key="option">{option.label.value || translate('portal.editor.this_option')}</strong>
          ),
        })}
      </Typography>
      {fields.length === 0 ? <Alert severity="info">{words('none_comparable')}</Alert> : null}

      <FormControl disabled={readOnly}>
        <FormLabel id="logic-action-label" sx={stepLabelSx}>
          {words('step_action')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="logic-action-label"
          value={logic?.action ?? ''}
          onChange={(e) => setAction(e.target.value as LogicAction)}
        >
          {LOGIC_ACTIONS.map((a) => (
            <FormControlLabel
              key={a.code}
              value={a.code}
              control={<Radio size="small" />}
              label={words(`actions.${a.code}`, { _: a.label })}
            />
          ))}
        </RadioGroup>
      </FormControl>

      <FormControl disabled={readOnly || !logic}>
        <FormLabel id="logic-join-label" sx={stepLabelSx}>
          {words('step_when')}
        </FormLabel>
        <RadioGroup
          row
          aria-labelledby="logic-join-label"
          value={joinChosen ? logic.conditional_join : ''}
          onChange={(e) => setJoin(e.target.value as ConditionalJoin)}
        >
          {CONDITIONAL_JOINS.map((j) => (
            <FormControlLabel
              key={j.code}
              value={j.code}
              control={<Radio size="small" />}
              label={words(`joins.${j.code}`, { _: j.label })}
            />
          ))}
        </RadioGroup>
        <FormHelperText sx={{ mx: 0 }}>
          {logic && joinChosen
            ? words(`${logic.action === 'show' ? 'show_when' : 'hide_when'}.${logic.conditional_join}`)
            : logic
              ? words('choose_join')
              : words('choose_action')}
        </FormHelperText>
      </FormControl>

      {logic && joinChosen ? (
        <Box component="section" aria-labelledby="logic-rules-label">
          <Typography id="logic-rules-label" sx={stepLabelSx}>
            {words('step_rules')}
          </Typography>
          <Stack spacing={1.5} sx={{ mt: 1 }}>
            {logic.rules.map((rule, position) => (
              <RuleRow
                key={rule.id === undefined ? `new-${position}` : `id-${String(rule.id)}`}
                rule={rule}
                options={options}
                fields={fields.map((f) => f.index)}
                problem={problems?.rules[position] ?? {}}
                duplicate={problems?.duplicate.duplicates.includes(position) ?? false}
                showErrors={showErrors}
                readOnly={readOnly}
                onChange={(r) => setRule(position, r)}
                onRemove={() => setRemoving(position)}
              />
            ))}
          </Stack>
          {problems?.duplicate.message ? (
            <Alert severity="error" role="alert" sx={{ mt: 1.5 }} data-testid="duplicate-choice">
              {editorMessage(translate, problems.duplicate.message)}
            </Alert>
          ) : null}
          <Button startIcon={<AddOutlined />} onClick={addRule} disabled={addDisabled} sx={{ mt: 1 }}>
            {words('add_another')}
          </Button>
          {logic.rules.length >= MAX_RULES ? (
            <FormHelperText sx={{ mx: 0 }}>{words('max_rules', { max: MAX_RULES })}</FormHelperText>
          ) : null}
        </Box>
      ) : null}

      {logic && joinChosen ? (
        <Box>
          <FormControlLabel
            disabled={readOnly || (!canEnableLogic(logic.rules.length) && !logic.is_logic_enable)}
            control={
              <Switch checked={logic.is_logic_enable} onChange={(e) => setEnabled(e.target.checked)} />
            }
            label={words('step_expression')}
          />
          {!canEnableLogic(logic.rules.length) ? (
            <FormHelperText sx={{ mx: 0 }} error={!!problems?.enable}>
              {editorMessage(translate, problems?.enable) ?? words('needs_two')}
            </FormHelperText>
          ) : null}
          {logic.is_logic_enable ? (
            <TextField
              label={words('expression')}
              value={logic.logic_rule}
              onChange={(e) => onChange({ ...logic, logic_rule: e.target.value })}
              disabled={readOnly}
              error={!!problems?.text}
              helperText={editorMessage(translate, problems?.text) ?? words('expression_help')}
              slotProps={{ htmlInput: { maxLength: 200, autoComplete: 'off', spellCheck: false } }}
              sx={{ mt: 1 }}
            />
          ) : null}
        </Box>
      ) : null}

      {logic && !readOnly ? (
        <Box>
          <Button color="error" startIcon={<DeleteOutline />} onClick={() => setRemovingLogic(true)}>
            {words('delete_logic')}
          </Button>
        </Box>
      ) : null}

      <ConfirmDialog
        open={removing !== null}
        title={words('delete_rule_title', { n: removingRule?.logic_sequence_number ?? '' })}
        confirmLabel={words('delete_rule')}
        onConfirm={() => removeRule(removing ?? -1)}
        onClose={() => setRemoving(null)}
      >
        {logic && logic.rules.length === 1 ? words('last_rule') : words('renumbered')}
        {removingRule?.id !== undefined ? ` ${words('rule_deleted_now')}` : null}
      </ConfirmDialog>
      <ConfirmDialog
        open={removingLogic}
        title={words('delete_logic_title')}
        confirmLabel={words('delete_logic')}
        onConfirm={removeLogic}
        onClose={() => setRemovingLogic(false)}
      >
        {words('always_shown')}
        {logic?.id !== undefined ? ` ${words('logic_deleted_now')}` : null}
      </ConfirmDialog>
    </Stack>
  );
}

const stepLabelSx = {
  fontWeight: 600,
  color: 'text.primary',
  fontSize: '0.9rem',
  '&.Mui-focused': { color: 'text.primary' },
} as const;

interface RuleRowProps {
  rule: LogicRule;
  options: readonly ServiceOption[];
  fields: number[];
  problem: RuleProblem;
  duplicate: boolean;
  showErrors: boolean;
  readOnly?: boolean;
  onChange: (rule: LogicRule) => void;
  onRemove: () => void;
}

function RuleRow({
  rule,
  options,
  fields,
  problem,
  duplicate,
  showErrors,
  readOnly,
  onChange,
  onRemove,
}: RuleRowProps) {
  const translate = useTranslate();
  const words = (key: string, values?: object) => translate(`${L}.${key}`, values);
  const untitled = translate('portal.editor.untitled_option');
  const n = rule.logic_sequence_number;
  const target = rule.compare_option_field === NO_FIELD ? undefined : options[rule.compare_option_field];
  const offer = target ? operatorsFor(target) : null;
  const show = (message: string | undefined, touched: boolean) =>
    message && (showErrors || touched) ? editorMessage(translate, message) : undefined;
  const fieldError = show(problem.field, false);
  const operatorError = show(problem.operator, true);
  const valueError = show(problem.value, String(rule.compare_to) !== '');
  return (
    <Box
      role="group"
      aria-label={words('rule_n', { n })}
      data-testid="logic-rule"
      sx={{ border: '1px solid', borderColor: duplicate ? 'error.main' : 'divider', borderRadius: 2, p: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="p">
          {words('rule_n', { n })}
        </Typography>
        {readOnly ? null : (
          <Tooltip title={words('remove_rule', { n })}>
            <IconButton size="small" aria-label={words('remove_rule', { n })} onClick={onRemove}>
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          '& > :first-of-type': { gridColumn: '1 / -1' },
        }}
      >
        <TextField
          select
          label={words('field')}
          value={rule.compare_option_field === NO_FIELD ? '' : String(rule.compare_option_field)}
          onChange={(e) =>
            onChange(withField(rule, options, e.target.value === '' ? NO_FIELD : Number(e.target.value)))
          }
          disabled={readOnly}
          error={!!fieldError}
          helperText={fieldError}
          margin="none"
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'aria-label': words('rule_field', { n }) },
          }}
        >
          <option value="">{translate('portal.editor.choose')}</option>
          {fields.map((i) => (
            <option key={i} value={String(i)}>
              {optionName(options[i], i, untitled)}
            </option>
          ))}
          {rule.compare_option_field !== NO_FIELD && !fields.includes(rule.compare_option_field) ? (
            <option value={String(rule.compare_option_field)}>
              {words('not_comparable', {
                option: optionName(options[rule.compare_option_field], rule.compare_option_field, untitled),
              })}
            </option>
          ) : null}
        </TextField>
        <TextField
          select
          label={words('operator')}
          value={offer ? rule.operator_type : ''}
          onChange={(e) => onChange({ ...rule, operator_type: e.target.value as LogicOperator })}
          disabled={readOnly || !offer}
          error={!!operatorError}
          helperText={operatorError}
          margin="none"
          slotProps={{
            select: { native: true },
            inputLabel: { shrink: true },
            htmlInput: { 'aria-label': words('rule_operator', { n }) },
          }}
        >
          {offer ? null : <option value="">—</option>}
          {offer?.operators.map((o) => (
            <option key={o.code} value={o.code}>
              {words(`operators.${o.code}`, { _: o.label })}
            </option>
          ))}
        </TextField>
        {offer?.input.kind === 'number' ? (
          <TextField
            type="number"
            label={words('value')}
            value={String(rule.compare_to)}
            onChange={(e) => onChange({ ...rule, compare_to: e.target.value })}
            disabled={readOnly}
            error={!!valueError}
            helperText={valueError}
            margin="none"
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { 'aria-label': words('rule_value', { n }), step: 'any', inputMode: 'decimal' },
            }}
          />
        ) : (
          <TextField
            select
            label={words('value')}
            value={String(rule.compare_to)}
            onChange={(e) => {
              const choice =
                offer?.input.kind === 'choice'
                  ? offer.input.choices.find((c) => String(c.id) === e.target.value)
                  : undefined;
              onChange({ ...rule, compare_to: choice ? choice.id : e.target.value });
            }}
            disabled={readOnly || !offer}
            error={!!valueError || duplicate}
            helperText={valueError}
            margin="none"
            slotProps={{
              select: { native: true },
              inputLabel: { shrink: true },
              htmlInput: { 'aria-label': words('rule_value', { n }) },
            }}
          >
            <option value="">{offer ? translate('portal.editor.choose') : '—'}</option>
            {offer?.input.kind === 'choice'
              ? offer.input.choices.map((c) => (
                  <option key={String(c.id)} value={String(c.id)}>
                    {c.value || words('untitled_choice')}
                  </option>
                ))
              : null}
          </TextField>
        )}
      </Box>
    </Box>
  );
}
