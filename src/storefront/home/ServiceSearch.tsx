// The search box above the services: a labelled search field; the list follows as the user types.
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export function ServiceSearch({ value, onChange }: Props) {
  return (
    <form role="search" onSubmit={(e) => e.preventDefault()}>
      <TextField
        fullWidth
        type="search"
        label="Search services"
        name="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        slotProps={{
          htmlInput: { maxLength: 100 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
    </form>
  );
}
