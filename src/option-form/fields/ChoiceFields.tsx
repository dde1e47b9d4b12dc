// The choice options: dropdown (5), multiselect radio (6, any number of choices), checkbox yes/no (7),
// single select text (10) and single select image (11). Choices show their option cost when the option has
// one, their images when "Add choice images" is on (always for single select image), and 'Other' with a text
// field when the 'Other' Option toggle asks for it.
import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, FormGroup, Radio, RadioGroup, TextField } from '@mui/material';
import type { Answer, OptionChoice, ServiceOption } from '../../shared/rules/index.ts';
import {
  answerForChoice,
  choiceText,
  isOtherAnswer,
  OTHER_VALUE,
  offersOther,
  otherText,
  selectedIds,
  singleChoiceValue,
} from '../choices.ts';
import { toggleText } from '../service-model.ts';
import { describedBy, fieldIds, type OptionFieldProps } from './field-props.ts';
import { OptionFrame } from './OptionFrame.tsx';

const imageOf = (choice: OptionChoice): string | null =>
  typeof choice.image === 'string' && choice.image.trim() !== '' ? choice.image : null;

function OtherText({
  idBase,
  value,
  onChange,
  disabled,
}: Pick<OptionFieldProps, 'idBase' | 'value' | 'onChange' | 'disabled'>) {
  if (!isOtherAnswer(value)) return null;
  return (
    <TextField
      id={`${idBase}-other`}
      label="Please specify"
      value={otherText(value)}
      onChange={(e) => onChange({ other: e.target.value })}
      size="small"
      margin="none"
      fullWidth
      disabled={disabled}
      sx={{ mt: 1.5 }}
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
  );
}

type Size = number | { xs: number; sm: number };

function ChoiceImage({ src, size }: { src: string; size: Size }) {
  // A picture that fails to load leaves a quiet placeholder, not a broken-image icon.
  const [failed, setFailed] = useState<string | null>(null);
  if (failed === src) return <ImagePlaceholder size={size} />;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      onError={() => setFailed(src)}
      sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, flexShrink: 0, display: 'block' }}
    />
  );
}

function ImagePlaceholder({ size }: { size: Size }) {
  return (
    <Box
      aria-hidden
      sx={{ width: size, height: size, borderRadius: 1, bgcolor: 'action.hover', flexShrink: 0 }}
    />
  );
}

export function DropdownOptionField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, disabled } = props;
  const ids = fieldIds(idBase);
  const current = singleChoiceValue(value);
  const showImages = option.toggles.image.active;
  const chosen = option.values.find((c) => String(c.id) === current);
  const chosenImage = showImages && chosen ? imageOf(chosen) : null;
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group={false}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <TextField
          id={ids.input}
          select
          value={current}
          onChange={(e) => onChange(answerForChoice(option, e.target.value, value))}
          size="small"
          margin="none"
          fullWidth
          disabled={disabled}
          error={messages.length > 0}
          slotProps={{
            select: { native: true },
            htmlInput: {
              'aria-required': required || undefined,
              'aria-describedby': describedBy(
                idBase,
                toggleText(option, 'instructions') !== '',
                messages.length > 0,
              ),
            },
          }}
        >
          <option value="">Choose…</option>
          {option.values.map((c) => (
            <option key={String(c.id)} value={String(c.id)}>
              {choiceText(option, c)}
            </option>
          ))}
          {offersOther(option) ? <option value={OTHER_VALUE}>Other</option> : null}
        </TextField>
        {chosenImage ? <ChoiceImage src={chosenImage} size={40} /> : null}
      </Box>
      <OtherText idBase={idBase} value={value} onChange={onChange} disabled={disabled} />
    </OptionFrame>
  );
}

/** Pictures of single select image choices: smaller on a phone, where two tiles share a row. */
const large = { xs: 72, sm: 96 };

const tileSx = {
  m: 0,
  px: 1.5,
  py: 0.75,
  border: '1px solid',
  borderColor: 'divider',
  borderRadius: 2,
  alignItems: 'center',
  minHeight: 44,
  '&:has(input:checked)': {
    borderColor: 'primary.main',
    boxShadow: (t: { palette: { primary: { main: string } } }) => `inset 0 0 0 1px ${t.palette.primary.main}`,
  },
} as const;

function tilesSx(image: boolean) {
  return {
    display: 'grid',
    gap: 1,
    gridTemplateColumns: image
      ? { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(150px, 1fr))' }
      : { xs: '1fr', sm: 'repeat(auto-fill, minmax(200px, 1fr))' },
  } as const;
}

function ChoiceLabel({
  option,
  choice,
  image,
}: {
  option: ServiceOption;
  choice: OptionChoice;
  image: 'none' | 'small' | 'large';
}) {
  const src = image === 'none' ? null : imageOf(choice);
  if (image === 'large')
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, py: 0.5 }}>
        {src ? <ChoiceImage src={src} size={large} /> : <ImagePlaceholder size={large} />}
        <span>{choiceText(option, choice)}</span>
      </Box>
    );
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {src ? <ChoiceImage src={src} size={28} /> : null}
      {choiceText(option, choice)}
    </Box>
  );
}

/** Single select text (10) and single select image (11): one choice among tiles. */
export function SingleSelectOptionField(props: OptionFieldProps & { withImages: boolean }) {
  const { option, value, onChange, messages, required, idBase, disabled, withImages } = props;
  const ids = fieldIds(idBase);
  const image = withImages ? 'large' : option.toggles.image.active ? 'small' : 'none';
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group>
      <RadioGroup
        aria-labelledby={ids.label}
        aria-describedby={describedBy(idBase, toggleText(option, 'instructions') !== '', messages.length > 0)}
        aria-required={required || undefined}
        name={ids.input}
        value={singleChoiceValue(value)}
        onChange={(e) => onChange(answerForChoice(option, e.target.value, value))}
        sx={tilesSx(withImages)}
      >
        {option.values.map((c) => (
          <FormControlLabel
            key={String(c.id)}
            value={String(c.id)}
            disabled={disabled}
            control={<Radio size="small" />}
            label={<ChoiceLabel option={option} choice={c} image={image} />}
            sx={tileSx}
          />
        ))}
        {offersOther(option) ? (
          <FormControlLabel
            value={OTHER_VALUE}
            disabled={disabled}
            control={<Radio size="small" />}
            label="Other"
            sx={tileSx}
          />
        ) : null}
      </RadioGroup>
      <OtherText idBase={idBase} value={value} onChange={onChange} disabled={disabled} />
    </OptionFrame>
  );
}

/** Multiselect radio (6): any number of the choices; the answer lists the chosen ids in choice order. */
export function MultiselectOptionField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, disabled } = props;
  const chosen = selectedIds(value);
  const described = describedBy(idBase, toggleText(option, 'instructions') !== '', messages.length > 0);
  const toggle = (choice: OptionChoice, on: boolean) => {
    const key = String(choice.id);
    const next = option.values.filter((c) => (String(c.id) === key ? on : chosen.includes(String(c.id))));
    onChange(next.length ? next.map((c) => c.id) : null);
  };
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group>
      {/* The fieldset around it is the group, named by its legend. */}
      <FormGroup sx={tilesSx(false)}>
        {option.values.map((c) => (
          <FormControlLabel
            key={String(c.id)}
            disabled={disabled}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(String(c.id))}
                onChange={(e) => toggle(c, e.target.checked)}
                slotProps={{ input: { 'aria-describedby': described } }}
              />
            }
            label={
              <ChoiceLabel
                option={option}
                choice={c}
                image={option.toggles.image.active ? 'small' : 'none'}
              />
            }
            sx={tileSx}
          />
        ))}
      </FormGroup>
    </OptionFrame>
  );
}

/** Checkbox Yes/No (7): answered true or false; unanswered until one is chosen. */
export function YesNoOptionField(props: OptionFieldProps) {
  const { option, value, onChange, messages, required, idBase, disabled } = props;
  const ids = fieldIds(idBase);
  const current: Answer = value === true ? 'yes' : value === false ? 'no' : '';
  return (
    <OptionFrame option={option} idBase={idBase} required={required} messages={messages} group>
      <RadioGroup
        row
        aria-labelledby={ids.label}
        aria-describedby={describedBy(idBase, toggleText(option, 'instructions') !== '', messages.length > 0)}
        aria-required={required || undefined}
        name={ids.input}
        value={current}
        onChange={(e) => onChange(e.target.value === 'yes')}
        sx={{ gap: 1 }}
      >
        <FormControlLabel
          value="yes"
          disabled={disabled}
          control={<Radio size="small" />}
          label="Yes"
          sx={{ ...tileSx, pr: 2.5 }}
        />
        <FormControlLabel
          value="no"
          disabled={disabled}
          control={<Radio size="small" />}
          label="No"
          sx={{ ...tileSx, pr: 2.5 }}
        />
      </RadioGroup>
    </OptionFrame>
  );
}
