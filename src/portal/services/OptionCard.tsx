// One option in the editor's ordered list: its number and type, its label, its choices (choice types) or
// date label (warranty), what its logic does, and buttons to reorder, open the sidebar panels and delete.
import { useState } from 'react';
import { Box, Button, Chip, IconButton, Paper, Stack, TextField, Tooltip } from '@mui/material';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
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
export function logicSummary(option: ServiceOption): string | null {
  const logic = logicOf(option);
  if (!logic) return null;
  const n = logic.rules.length;
  const verb = logic.action === 'show' ? 'Shown' : 'Hidden';
  if (n === 0) return `${verb}: no rule yet`;
  if (logic.is_logic_enable && logic.logic_rule.trim()) return `${verb} when ${logic.logic_rule.trim()}`;
  if (n === 1) return `${verb} when rule 1 ${logic.conditional_join === 'none' ? 'does not hold' : 'holds'}`;
  const which = {
    all: `all ${n} rules hold`,
    one: `one of ${n} rules holds`,
    none: `none of ${n} rules hold`,
  };
  return `${verb} when ${which[logic.conditional_join]}`;
}

export function OptionCard(props: Props) {
  const { option, index, count, selected, onChange, onMove, onDelete, onOpen, readOnly } = props;
  const [confirming, setConfirming] = useState(false);
  const label = option.label.value || `Option ${index + 1}`;
  const summary = logicSummary(option);
  const type = optionTypeInfo(option.type);
  return (
    <Paper
      component="li"
      data-testid="option-card"
      aria-label={`Option ${index + 1}: ${label}`}
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
          }}
        >
          {index + 1}
        </Box>
        <Chip size="small" label={type?.name ?? `Type ${option.type}`} variant="outlined" />
        <Box sx={{ flex: 1 }} />
        {readOnly ? null : (
          <>
            <Tooltip title="Move up">
              <span>
                <IconButton
                  size="small"
                  aria-label={`Move ${label} up`}
                  disabled={index === 0}
                  onClick={() => onMove(index - 1)}
                >
                  <ArrowUpward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Move down">
              <span>
                <IconButton
                  size="small"
                  aria-label={`Move ${label} down`}
                  disabled={index === count - 1}
                  onClick={() => onMove(index + 1)}
                >
                  <ArrowDownward fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
            <Tooltip title="Delete option">
              <IconButton size="small" aria-label={`Delete ${label}`} onClick={() => setConfirming(true)}>
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Box>
      {option.toggles.is_required.active || summary ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
          {option.toggles.is_required.active ? (
            <Chip size="small" label="Required" color="primary" variant="outlined" />
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
          label="Label"
          value={option.label.value}
          onChange={(e) => onChange({ ...option, label: { value: e.target.value } })}
          disabled={readOnly}
          required
          error={!option.label.value.trim()}
          helperText={!option.label.value.trim() ? 'Enter a label.' : undefined}
          margin="none"
          slotProps={{ htmlInput: { maxLength: 200, 'aria-label': `Label of option ${index + 1}` } }}
        />
        {option.type === OptionType.warranty ? (
          <TextField
            label="Date label"
            value={option.meta_data.warranty_date_label ?? ''}
            onChange={(e) =>
              onChange({
                ...option,
                meta_data: { ...option.meta_data, warranty_date_label: e.target.value || null },
              })
            }
            disabled={readOnly}
            margin="none"
            helperText="The label of the warranty's date, e.g. Purchase date"
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
            aria-label={`Settings of ${label}`}
          >
            Settings
          </Button>
          <Button
            size="small"
            variant={selected === 'addlogic' ? 'contained' : 'outlined'}
            startIcon={<RuleOutlined />}
            onClick={() => onOpen('addlogic')}
            aria-label={`Logic of ${label}`}
          >
            {summary ? 'Edit logic' : 'Add logic'}
          </Button>
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${label}?`}
        confirmLabel="Delete option"
        onConfirm={() => {
          onDelete();
          return null;
        }}
        onClose={() => setConfirming(false)}
      >
        Rules of other options that compare it are deleted too. Nothing is saved until you save the service.
      </ConfirmDialog>
    </Paper>
  );
}
