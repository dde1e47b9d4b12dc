// The right sidebar of the service editor (docs/product.md#routes-right-sidebar), for super admin, store
// owner and store staff:
// two panels — settings (the option settings, with the validation rules as a side panel) and addlogic.
// The sidebar cannot be closed while the option's logic is invalid: the close button, Escape and opening
// another option all ask the editor, which refuses and says why.
import { Alert, Box, Button, IconButton, Paper, Tab, Tabs, Tooltip, Typography } from '@mui/material';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useTranslate } from 'react-admin';
import { optionTypeInfo, type OptionLogic, type ServiceOption } from '../../shared/rules/index.ts';
import { LogicPanel } from './LogicPanel.tsx';
import { SettingsPanel } from './SettingsPanel.tsx';
import { ValidationRulesPanel } from './ValidationRulesPanel.tsx';
import { optionTypeName } from './editor-words.ts';

export type SidebarTab = 'settings' | 'addlogic' | 'validation';

interface Props {
  options: readonly ServiceOption[];
  index: number;
  tab: SidebarTab;
  onTab: (tab: SidebarTab) => void;
  /** Asks to close; the editor refuses while the logic is invalid. */
  onRequestClose: () => void;
  /** The refusal to show (the logic is invalid), or null. */
  blocked: string | null;
  showErrors: boolean;
  onChangeOption: (option: ServiceOption) => void;
  onChangeLogic: (logic: OptionLogic | null) => void;
  onDeleteSavedRule: (ruleId: number | string) => Promise<string | null>;
  onDeleteSavedLogic: (logicId: number | string) => Promise<string | null>;
  readOnly?: boolean;
}

export function RightSidebar(props: Props) {
  const { options, index, tab, onTab, onRequestClose, blocked, showErrors, readOnly } = props;
  const translate = useTranslate();
  const words = (key: string, values?: object) => translate(`portal.editor.sidebar.${key}`, values);
  const option = options[index];
  if (!option) return null;
  const mainTab = tab === 'validation' ? 'settings' : tab;
  return (
    <Paper
      component="aside"
      aria-label={words('region')}
      data-testid="right-sidebar"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.stopPropagation();
          onRequestClose();
        }
      }}
      sx={{}}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2, pt: 1.5 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.6 }}>
            {words('heading', {
              n: index + 1,
              type: optionTypeName(translate, option.type, optionTypeInfo(option.type)?.name),
            })}
          </Typography>
          <Typography variant="h6" component="h2" noWrap title={option.label.value}>
            {option.label.value || translate('portal.editor.untitled_option')}
          </Typography>
        </Box>
        <Tooltip title={words('close')}>
          <IconButton aria-label={words('close')} onClick={onRequestClose}>
            <CloseOutlined />
          </IconButton>
        </Tooltip>
      </Box>
      <Tabs
        value={mainTab}
        onChange={(_, value: SidebarTab) => onTab(value)}
        aria-label={words('panels')}
        sx={{ px: 1, borderBottom: '1px solid', borderColor: 'divider' }}
      >
        <Tab
          value="settings"
          label={words('settings')}
          id="sidebar-tab-settings"
          aria-controls="sidebar-panel"
        />
        <Tab
          value="addlogic"
          label={words('add_logic')}
          id="sidebar-tab-addlogic"
          aria-controls="sidebar-panel"
        />
      </Tabs>
      <Box id="sidebar-panel" role="tabpanel" aria-labelledby={`sidebar-tab-${mainTab}`} sx={{ p: 2 }}>
        {blocked ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="sidebar-blocked">
            {blocked}
          </Alert>
        ) : null}
        {tab === 'settings' ? (
          <SettingsPanel
            option={option}
            onChange={props.onChangeOption}
            onOpenValidation={() => onTab('validation')}
            readOnly={readOnly}
          />
        ) : null}
        {tab === 'validation' ? (
          <Box role="region" aria-label={words('validation')}>
            <Button startIcon={<ArrowBack />} onClick={() => onTab('settings')} sx={{ mb: 1, ml: -1 }}>
              {words('back')}
            </Button>
            <ValidationRulesPanel
              option={option}
              onChange={props.onChangeOption}
              showErrors={showErrors}
              readOnly={readOnly}
            />
          </Box>
        ) : null}
        {tab === 'addlogic' ? (
          <LogicPanel
            key={String(option.id)}
            options={options}
            index={index}
            onChange={props.onChangeLogic}
            onDeleteSavedRule={props.onDeleteSavedRule}
            onDeleteSavedLogic={props.onDeleteSavedLogic}
            showErrors={showErrors}
            readOnly={readOnly}
          />
        ) : null}
      </Box>
    </Paper>
  );
}
