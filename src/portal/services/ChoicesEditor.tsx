// The choices of a choice option (dropdown, multiselect radio, single selects, mass dropdown): their text,
// their cost when "Option cost" is on, their picture when "Add choice images" is on, a SKU for a mass
// dropdown; add, reorder and delete. A long mass dropdown shows its first choices only.
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { OptionType, type OptionChoice, type ServiceOption } from '../../shared/rules/index.ts';
import { newChoice } from './editor-model.ts';

const SHOWN = 50;
const MAX_CHOICES = 1000;

interface Props {
  option: ServiceOption;
  onChange: (values: OptionChoice[]) => void;
  readOnly?: boolean;
  /** Choices that rules of other options compare (their deletion would break a rule). */
  usedChoiceIds: ReadonlySet<string>;
}

export function ChoicesEditor({ option, onChange, readOnly, usedChoiceIds }: Props) {
  const values = option.values;
  const withCost = option.toggles.is_option_cost.active;
  const withImage = option.toggles.image.active || option.type === OptionType.singleSelectImage;
  const withSku = option.type === OptionType.massDropdown;
  const set = (i: number, change: Partial<OptionChoice>) =>
    onChange(values.map((c, j) => (j === i ? { ...c, ...change } : c)));
  const move = (i: number, to: number) => {
    if (to < 0 || to >= values.length) return;
    const next = [...values];
    const [c] = next.splice(i, 1);
    next.splice(to, 0, c!);
    onChange(next);
  };
  const label = option.label.value || 'this option';
  return (
    <Box component="section" aria-label={`Choices of ${label}`}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        Choices
      </Typography>
      <Stack spacing={1}>
        {values.slice(0, SHOWN).map((c, i) => {
          const n = i + 1;
          const used = usedChoiceIds.has(String(c.id));
          return (
            <Box
              key={String(c.id)}
              data-testid="choice-row"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
            >
              <TextField
                label={`Choice ${n}`}
                value={c.value}
                onChange={(e) => set(i, { value: e.target.value })}
                disabled={readOnly}
                margin="none"
                sx={{ flex: '2 1 180px' }}
                error={!c.value.trim()}
                helperText={
                  !c.value.trim() ? 'Enter the choice text.' : used ? 'Used by a logic rule' : undefined
                }
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              {withCost ? (
                <TextField
                  label="Cost"
                  type="number"
                  value={c.price === undefined || c.price === null ? '' : String(c.price)}
                  onChange={(e) => set(i, { price: e.target.value === '' ? 0 : Number(e.target.value) })}
                  disabled={readOnly}
                  margin="none"
                  sx={{ flex: '1 1 90px' }}
                  slotProps={{ htmlInput: { min: 0, step: '0.01', 'aria-label': `Cost of choice ${n}` } }}
                />
              ) : null}
              {withSku ? (
                <TextField
                  label="SKU"
                  value={typeof c.sku === 'string' ? c.sku : ''}
                  onChange={(e) => set(i, { sku: e.target.value || null })}
                  disabled={readOnly}
                  margin="none"
                  sx={{ flex: '1 1 110px' }}
                  slotProps={{ htmlInput: { maxLength: 100, 'aria-label': `SKU of choice ${n}` } }}
                />
              ) : null}
              {withImage ? (
                <TextField
                  label="Image URL"
                  value={typeof c.image === 'string' ? c.image : ''}
                  onChange={(e) => set(i, { image: e.target.value || null })}
                  disabled={readOnly}
                  margin="none"
                  sx={{ flex: '2 1 180px' }}
                  slotProps={{ htmlInput: { maxLength: 500, 'aria-label': `Image URL of choice ${n}` } }}
                />
              ) : null}
              {readOnly ? null : (
                <Box sx={{ display: 'flex', pt: 0.5, flex: '0 0 auto', ml: 'auto' }}>
                  <Tooltip title="Move up">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Move choice ${n} up`}
                        disabled={i === 0}
                        onClick={() => move(i, i - 1)}
                      >
                        <ArrowUpward fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Move down">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Move choice ${n} down`}
                        disabled={i === values.length - 1}
                        onClick={() => move(i, i + 1)}
                      >
                        <ArrowDownward fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Delete choice">
                    <span>
                      <IconButton
                        size="small"
                        aria-label={`Delete choice ${n}`}
                        disabled={values.length <= 1}
                        onClick={() => onChange(values.filter((_, j) => j !== i))}
                      >
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
      {values.length > SHOWN ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          And {values.length - SHOWN} more choices (import them from a SKU file).
        </Typography>
      ) : null}
      {readOnly ? null : (
        <Button
          startIcon={<AddOutlined />}
          onClick={() => onChange([...values, newChoice(values.length)])}
          disabled={values.length >= MAX_CHOICES}
          sx={{ mt: 1 }}
        >
          Add choice
        </Button>
      )}
    </Box>
  );
}
