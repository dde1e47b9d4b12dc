// Checkout's choice of where a shipped item goes back to, for a signed-in customer: one of their saved
// addresses (the default first chosen) or a new one typed below.
import { Box, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { addressLine, type SavedAddress } from '../addresses/address-book-api.ts';

export const NEW_ADDRESS = 'new';

interface Props {
  addresses: SavedAddress[];
  value: string;
  onChange: (value: string) => void;
}

export function SavedAddressPicker({ addresses, value, onChange }: Props) {
  return (
    <FormControl component="fieldset" fullWidth sx={{ mb: 1 }}>
      <FormLabel component="legend">Ship it back to</FormLabel>
      <RadioGroup value={value} onChange={(e) => onChange(e.target.value)}>
        {addresses.map((a) => (
          <FormControlLabel
            key={a.id}
            value={String(a.id)}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { pt: 0.5 }, mb: 1 }}
            label={
              <Box>
                <Typography>
                  {a.label}
                  {a.is_default ? ' (default)' : ''}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {addressLine(a)}
                </Typography>
              </Box>
            }
          />
        ))}
        <FormControlLabel value={NEW_ADDRESS} control={<Radio />} label="A new address" />
      </RadioGroup>
    </FormControl>
  );
}
