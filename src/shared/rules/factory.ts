// Defaults for new options and logics, as the service editor creates them: every toggle off, no logic, no
// validation rules; a new logic shows its option when all of its rules hold.
import { tagForType, type OptionTypeId } from './option-types.ts';
import type { OptionLogic, OptionToggles, ServiceOption, ToggleKey } from './types.ts';

const TOGGLE_KEYS: readonly ToggleKey[] = [
  'is_required',
  'is_option_cost',
  'is_metal_type',
  'instructions',
  'infoTooltip',
  'image',
  'otherOption',
  'validation',
];

export function defaultToggles(): OptionToggles {
  const toggles = {} as OptionToggles;
  for (const key of TOGGLE_KEYS) toggles[key] = { active: false, value: null };
  return toggles;
}

/** A complete option from its id and type; the tag follows the type unless given. */
export function createOption(
  init: Partial<ServiceOption> & { id: ServiceOption['id']; type: OptionTypeId },
): ServiceOption {
  return {
    sequence: 0,
    tag: tagForType(init.type) ?? 'short-text',
    label: { value: '' },
    values: [],
    logics: [],
    advance_option_meta_data: { validations_rules: [], is_validation: false },
    meta_data: { warranty_date_label: null, is_external_database: false, fields: [] },
    ...init,
    toggles: { ...defaultToggles(), ...init.toggles },
  };
}

/** A new logic for the option at `applyToIndex` (choosing the join sets the apply-to option). */
export function createLogic(applyToIndex: number, init: Partial<OptionLogic> = {}): OptionLogic {
  return {
    action: 'show',
    conditional_join: 'all',
    apply_to_option_id: applyToIndex,
    is_logic_enable: false,
    logic_rule: '',
    rules: [],
    ...init,
  };
}
