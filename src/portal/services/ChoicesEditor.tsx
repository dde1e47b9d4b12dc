// The choices of a choice option (dropdown, multiselect radio, single selects, mass dropdown): their text,
// their cost when "Option cost" is on, their picture when "Add choice images" is on, a SKU for a mass
// dropdown; add, reorder and delete. A long mass dropdown shows its first choices only.
import { Box, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslate } from 'react-admin';
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
  const translate = useTranslate();
  const words = (key: string, options?: object) => translate(`portal.editor.choices.${key}`, options);
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
  const label = option.label.value || translate('portal.editor.this_option');
  return (
    <Box component="section" aria-label={words('of', { label })}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {words('title')}
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
                label={words('choice_n', { n })}
                value={c.value}
                onChange={(e) => set(i, { value: e.target.value })}
                disabled={readOnly}
                margin="none"
                sx={{ flex: '2 1 180px' }}
                error={!c.value.trim()}
                helperText={!c.value.trim() ? words('enter_text') : used ? words('used') : undefined}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              {withCost ? (
                <TextField
                  label={words('cost')}
                  type="number"
                  value={c.price === undefined || c.price === null ? '' : String(c.price)}
                  onChange={(e) => set(i, { price: e.target.value === '' ? 0 : Number(e.target.value) })}
                  disabled={readOnly}
                  margin="none"
                  sx={{ flex: '1 1 90px' }}
                  slotProps={{ htmlInput: { min: 0, step: '0.01', 'aria-label': words('cost_of', { n }) } }}
                />
              ) : null}
              {withSku ? (
                <TextField
                  label={words('sku')}
                  value={typeof c.sku === 'string' ? c.sku : ''}
                  onChange={(e) => set(i, { sku: e.target.value || null })}
                  disabled={readOnly}
                  margin="none"
                  sx={{ flex: '1 1 110px' }}
                  slotProps={{ htmlInput: { maxLength: 100, 'aria-label': words('sku_of', { n }) } }}
                />
              ) : null}
              {withImage ? (
                <TextField
                  label={words('image')}
                  value={typeof c.image === 'string' ? c.image : ''}
                  onChange={(e) => set(i, { image: e.target.value || null })}
                  disabled={readOnly}
                  margin="none"
                  sx={{ flex: '2 1 180px' }}
                  slotProps={{ htmlInput: { maxLength: 500, 'aria-label': words('image_of', { n }) } }}
                />
              ) : null}
              {readOnly ? null : (
                <Box sx={{ display: 'flex', pt: 0.5, flex: '0 0 auto', ml: 'auto' }}>
                  <Tooltip title={words('move_up')}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={words('move_n_up', { n })}
                        disabled={i === 0}
                        onClick={() => move(i, i - 1)}
                      >
                        <ArrowUpward fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={words('move_down')}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={words('move_n_down', { n })}
                        disabled={i === values.length - 1}
                        onClick={() => move(i, i + 1)}
                      >
                        <ArrowDownward fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={words('delete')}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={words('delete_n', { n })}
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
          {words('more', { count: values.length - SHOWN })}
        </Typography>
      ) : null}
      {readOnly ? null : (
        <Button
          startIcon={<AddOutlined />}
          onClick={() =>
            onChange([
              ...values,
              newChoice(values.length, translate('portal.editor.defaults.choice', { n: values.length + 1 })),
            ])
          }
          disabled={values.length >= MAX_CHOICES}
          sx={{ mt: 1 }}
        >
          {words('add')}
        </Button>
      )}
    </Box>
  );
}
