// The validation rules side panel of a size, insurance or warranty option
// (docs/product.md#options-validation-rules): rule type 1 or
// 2, the compare field the option type offers, the condition, the variable field (a number or one formula)
// and the message — not required for rule type 2. checkValidationRule's messages show inline, per field,
// once the field was touched (all of them after an attempt to save).
import { useState } from 'react';
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
import {
  checkValidationRule,
  compareFieldsFor,
  formulaTokensFor,
  VALIDATION_CONDITIONS,
  VALIDATION_RULE_TYPES,
  type ServiceOption,
  type ValidationCondition,
  type ValidationRule,
  type ValidationRuleField,
  type ValidationRuleType,
} from '../../shared/rules/index.ts';
import { emptyValidationRule } from './editor-model.ts';
import { editorMessage } from './editor-words.ts';
import { phraseParts } from '../i18n/phrase-parts.ts';

export const MAX_VALIDATION_RULES = 10;

/** The compare fields with words of their own; a warranty's date and fields are named by the store. */
const COMPARE_FIELD_WORDS = { current_size: true, desired_size: true, retail_value: true };

interface Props {
  option: ServiceOption;
  onChange: (option: ServiceOption) => void;
  showErrors: boolean;
  readOnly?: boolean;
}

export function ValidationRulesPanel({ option, onChange, showErrors, readOnly }: Props) {
  const translate = useTranslate();
  const words = (key: string, values?: object) => translate(`portal.editor.validation.${key}`, values);
  const rules = option.advance_option_meta_data.validations_rules;
  const [touched, setTouched] = useState<Record<string, true>>({});
  const fields = compareFieldsFor(option);
  const tokens = formulaTokensFor(option);

  const setRules = (next: ValidationRule[]) =>
    onChange({
      ...option,
      advance_option_meta_data: { ...option.advance_option_meta_data, validations_rules: next },
    });
  const setRule = (i: number, change: Partial<ValidationRule>, field: ValidationRuleField) => {
    setTouched((t) => ({ ...t, [`${i}.${field}`]: true }));
    setRules(rules.map((r, j) => (j === i ? { ...r, ...change } : r)));
  };
  const remove = (i: number) => {
    setTouched({});
    setRules(rules.filter((_, j) => j !== i));
  };

  return (
    <Stack spacing={2} data-testid="validation-panel">
      <Typography variant="body2" color="text.secondary">
        {phraseParts(translate, 'portal.editor.validation.intro', {
          tokens: (
            <span key="tokens">
              {tokens.map((t, i) => (
                <span key={t}>
                  {i ? ', ' : ''}
                  <code>{t}</code>
                </span>
              ))}
            </span>
          ),
          example: <code key="example">{tokens[0] ? `${tokens[0]} + 2` : '2'}</code>,
        })}
      </Typography>
      {rules.length === 0 ? <Typography color="text.secondary">{words('none')}</Typography> : null}
      {rules.map((rule, i) => {
        const errors = checkValidationRule(rule, option);
        const err = (f: ValidationRuleField) =>
          showErrors || touched[`${i}.${f}`] ? editorMessage(translate, errors[f]) : undefined;
        return (
          <Box
            key={i}
            role="group"
            aria-label={words('rule_n', { n: i + 1 })}
            data-testid="validation-rule"
            sx={{ border: '1px solid', borderColor: 'divider', borderRadius: 2, p: 1.5 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="subtitle2" component="p">
                {words('rule_n', { n: i + 1 })}
              </Typography>
              {readOnly ? null : (
                <Tooltip title={words('remove_n', { n: i + 1 })}>
                  <IconButton
                    size="small"
                    aria-label={words('remove_n', { n: i + 1 })}
                    onClick={() => remove(i)}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
            </Box>
            <TextField
              select
              label={words('rule_type')}
              value={rule.validation_rule === null ? '' : String(rule.validation_rule)}
              onChange={(e) =>
                setRule(
                  i,
                  { validation_rule: e.target.value ? (Number(e.target.value) as ValidationRuleType) : null },
                  'validation_rule',
                )
              }
              disabled={readOnly}
              error={!!err('validation_rule')}
              helperText={err('validation_rule')}
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">{translate('portal.editor.choose')}</option>
              {VALIDATION_RULE_TYPES.map((t) => (
                <option key={t.code} value={String(t.code)}>
                  {t.code} — {words(`rule_types.${t.code}`, { _: t.label })}
                </option>
              ))}
            </TextField>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TextField
                select
                label={words('compare_field')}
                value={rule.compare_field}
                onChange={(e) => setRule(i, { compare_field: e.target.value }, 'compare_field')}
                disabled={readOnly}
                error={!!err('compare_field')}
                helperText={err('compare_field')}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{translate('portal.editor.choose')}</option>
                {fields.map((f) => (
                  <option key={f.key} value={f.key}>
                    {f.key in COMPARE_FIELD_WORDS
                      ? words(`compare_fields.${f.key}`)
                      : f.key === 'purchase_date' && !option.meta_data.warranty_date_label?.trim()
                        ? translate('portal.editor.defaults.purchase_date')
                        : f.label}
                  </option>
                ))}
              </TextField>
              <TextField
                select
                label={words('condition')}
                value={rule.condition ?? ''}
                onChange={(e) =>
                  setRule(
                    i,
                    { condition: (e.target.value || null) as ValidationCondition | null },
                    'condition',
                  )
                }
                disabled={readOnly}
                error={!!err('condition')}
                helperText={err('condition')}
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              >
                <option value="">{translate('portal.editor.choose')}</option>
                {VALIDATION_CONDITIONS.map((c) => (
                  <option key={c.code} value={c.code}>
                    {words(`conditions.${c.code}`, { _: c.label })}
                  </option>
                ))}
              </TextField>
            </Box>
            <TextField
              label={words('variable_field')}
              value={rule.variable_field}
              onChange={(e) => setRule(i, { variable_field: e.target.value }, 'variable_field')}
              disabled={readOnly}
              error={!!err('variable_field')}
              helperText={err('variable_field') ?? words('variable_help')}
              slotProps={{ htmlInput: { maxLength: 100, autoComplete: 'off', spellCheck: false } }}
            />
            <TextField
              label={rule.validation_rule === 2 ? words('message_optional') : words('message')}
              value={rule.validation_message}
              onChange={(e) => setRule(i, { validation_message: e.target.value }, 'validation_message')}
              disabled={readOnly}
              required={rule.validation_rule !== 2}
              error={!!err('validation_message')}
              helperText={err('validation_message')}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          </Box>
        );
      })}
      {readOnly ? null : (
        <Box>
          <Button
            startIcon={<AddOutlined />}
            onClick={() => setRules([...rules, emptyValidationRule(option)])}
            disabled={rules.length >= MAX_VALIDATION_RULES}
          >
            {words('add')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
