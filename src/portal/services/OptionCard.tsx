// One option in the editor's ordered list: its number and type, its label, its choices (choice types) or
// date label (warranty), what its logic does, and buttons to reorder, open the sidebar panels and delete.
import { useState } from 'react';
import { Box, Button, Chip, IconButton, Paper, Stack, TextField, Tooltip } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { useTranslate } from 'react-admin';
import {
  OptionType,
  optionTypeInfo,
  type OptionChoice,
  type ServiceOption,
} from '../../shared/rules/index.ts';
import { ChoicesEditor } from './ChoicesEditor.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { hasChoices, logicOf } from './editor-model.ts';
import type { SidebarTab } from './RightSidebar.tsx';
import { optionTypeName } from './editor-words.ts';
import type { Translate } from '../../shared/i18n/translate.ts';

interface Props {
  option: ServiceOption;
  index: number;
  count: number;
  options: readonly ServiceOption[];
  selected: SidebarTab | null;
  usedChoiceIds: ReadonlySet<string>;
  onChange: (option: ServiceOption) => void;
  onChangeChoices: (values: OptionChoice[]) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
  onOpen: (tab: SidebarTab) => void;
  readOnly?: boolean;
}

/** What an option's logic does, in a few words: "Shown when rule 1 holds", "Hidden when one of 3 rules holds". */
export function logicSummary(option: ServiceOption, translate: Translate): string | null {
  const logic = logicOf(option);
  if (!logic) return null;
  const n = logic.rules.length;
  const say = (key: string, values?: Record<string, unknown>) =>
    translate(`portal.editor.summary.${logic.action === 'show' ? 'show' : 'hide'}.${key}`, values);
  if (n === 0) return say('no_rule');
  if (logic.is_logic_enable && logic.logic_rule.trim())
    return say('expression', { expression: logic.logic_rule.trim() });
  if (n === 1) return say(logic.conditional_join === 'none' ? 'rule_fails' : 'rule_holds');
  return say(logic.conditional_join, { n });
}

export function OptionCard(props: Props) {
  const { option, index, count, selected, onChange, onMove, onDelete, onOpen, readOnly } = props;
  const translate = useTranslate();
  const words = (key: string, values?: object) => translate(`portal.editor.card.${key}`, values);
  const [confirming, setConfirming] = useState(false);
  const label = option.label.value || translate('portal.editor.option_n', { n: index + 1 });
  const summary = logicSummary(option, translate);
  const type = optionTypeInfo(option.type);
  return (
    <Paper
      component="li"
      data-testid="option-card"
      aria-label={words('label', { n: index + 1, label })}
      sx={{
        listStyle: 'none',
        p: 2,
        borderLeft: '4px solid',
        borderLeftColor: selected ? 'primary.main' : 'transparent',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Box
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            fontSize: '0.85rem',
            flexShrink: 0,
          }}
        >
          {index + 1}
        </Box>
        <Chip
          size="small"
          label={optionTypeName(translate, option.type, type?.name)}
          variant="outlined"
          sx={{ minWidth: 0 }}
        />
        <Box sx={{ flex: 1 }} />
        {readOnly ? null : (
          <>
            <Tooltip title={words('move_up')}>
              <span>
                <IconButton
                  size="small"
                  aria-label={words('move_label_up', { label })}
                  disabled={index === 0}
                  onClick={() => onMove(index - 1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={words('move_down')}>
              <span>
                <IconButton
                  size="small"
                  aria-label={words('move_label_down', { label })}
                  disabled={index === count - 1}
                  onClick={() => onMove(index + 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title={words('delete')}>
              <IconButton
                size="small"
                aria-label={words('delete_label', { label })}
                onClick={() => setConfirming(true)}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Box>
      {option.toggles.is_required.active || summary ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          {option.toggles.is_required.active ? (
            <Chip size="small" label={words('required')} color="primary" variant="outlined" />
          ) : null}
          {summary ? (
            <Chip
              size="small"
              icon={<RuleOutlined />}
              label={summary}
              color="secondary"
              variant="outlined"
              sx={{ maxWidth: '100%' }}
            />
          ) : null}
        </Box>
      ) : null}
      <Stack spacing={1.5} sx={{ mt: 1.5 }}>
        <TextField
          label={words('field_label')}
          value={option.label.value}
          onChange={(e) => onChange({ ...option, label: { value: e.target.value } })}
          disabled={readOnly}
          required
          error={!option.label.value.trim()}
          helperText={!option.label.value.trim() ? words('enter_label') : undefined}
          margin="none"
          slotProps={{ htmlInput: { maxLength: 200, 'aria-label': words('label_of', { n: index + 1 }) } }}
        />
        {option.type === OptionType.warranty ? (
          <TextField
            label={words('date_label')}
            value={option.meta_data.warranty_date_label ?? ''}
            onChange={(e) =>
              onChange({
                ...option,
                meta_data: { ...option.meta_data, warranty_date_label: e.target.value || null },
              })
            }
            disabled={readOnly}
            margin="none"
            helperText={words('date_label_help')}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        ) : null}
        {hasChoices(option.type) ? (
          <ChoicesEditor
            option={option}
            onChange={props.onChangeChoices}
            readOnly={readOnly}
            usedChoiceIds={props.usedChoiceIds}
          />
        ) : null}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant={selected === 'settings' || selected === 'validation' ? 'contained' : 'outlined'}
            startIcon={<TuneOutlined />}
            onClick={() => onOpen('settings')}
            aria-label={words('settings_of', { label })}
          >
            {words('settings')}
          </Button>
          <Button
            size="small"
            variant={selected === 'addlogic' ? 'contained' : 'outlined'}
            startIcon={<RuleOutlined />}
            onClick={() => onOpen('addlogic')}
            aria-label={words('logic_of', { label })}
          >
            {summary ? words('edit_logic') : words('add_logic')}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={words('delete_title', { label })}
        confirmLabel={words('delete')}
        onConfirm={() => {
          onDelete();
          return null;
        }}
        onClose={() => setConfirming(false)}
      >
        {words('delete_body')}
      </ConfirmDialog>
    </Paper>
  );
}
