// "Add option": a menu of docs/product.md#catalogue-option-types's thirteen option types (advanced ones
// marked).
import { useState } from 'react';
import { Button, ListItemText, Menu, MenuItem } from '@mui/material';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useTranslate } from 'react-admin';
import { OPTION_TYPES, type OptionTypeId } from '../../shared/rules/index.ts';
import { optionTypeName } from './editor-words.ts';

export function AddOptionButton({
  onAdd,
  disabled,
}: {
  onAdd: (type: OptionTypeId) => void;
  disabled?: boolean;
}) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddOutlined />}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={disabled}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? 'add-option-menu' : undefined}
        id="add-option-button"
      >
        {translate('portal.editor.add_option')}
      </Button>
      <Menu
        id="add-option-menu"
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': 'add-option-button', dense: true } }}
      >
        {OPTION_TYPES.map((t) => (
          <MenuItem
            key={t.id}
            onClick={() => {
              setAnchor(null);
              onAdd(t.id);
            }}
          >
            <ListItemText
              primary={optionTypeName(translate, t.id, t.name)}
              secondary={t.advanced ? translate('portal.editor.advanced') : undefined}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
