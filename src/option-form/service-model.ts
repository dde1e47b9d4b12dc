// A service's options as the API sends them (stores/:store/services/:id, stores/:store/portal-services/:id)
// turned into the rules module's complete ServiceOption shape: ordered by sequence, tags from the types,
// every toggle present, logic rules numbered. The storefront form and the portal editor both start here.
import {
  createLogic,
  createOption,
  orderOptions,
  tagForType,
  type ChoiceRecord,
  type LogicRecord,
  type OptionChoice,
  type OptionLogic,
  type OptionRecord,
  type OptionToggles,
  type ServiceOption,
  type ToggleKey,
} from '../shared/rules/index.ts';

// The API's shapes (derived from the schemas, src/shared/rules/types.ts), re-exported for the faces.
export type { OptionRecord };

function toChoice(record: ChoiceRecord, fallbackId: string): OptionChoice {
  return { ...record, id: record.id ?? fallbackId, value: record.value };
}

function toLogic(record: LogicRecord, index: number): OptionLogic {
  const rules = [...record.rules]
    .map((rule, position) => ({ rule, position }))
    .sort(
      (a, b) =>
        (a.rule.logic_sequence_number ?? a.position + 1) - (b.rule.logic_sequence_number ?? b.position + 1) ||
        a.position - b.position,
    )
    .map(({ rule }, i) => ({
      ...(rule.id !== undefined ? { id: rule.id } : {}),
      logic_sequence_number: i + 1,
      compare_option_field: rule.compare_option_field,
      operator_type: rule.operator_type,
      compare_to: rule.compare_to,
    }));
  return createLogic(index, {
    ...(record.id !== undefined ? { id: record.id } : {}),
    action: record.action,
    conditional_join: record.conditional_join,
    apply_to_option_id: index,
    is_logic_enable: record.is_logic_enable ?? false,
    logic_rule: record.logic_rule ?? '',
    rules,
  });
}

/** The API's options in service order, as complete rules-module options (sequence 1..n). */
export function toServiceOptions(records: readonly OptionRecord[]): ServiceOption[] {
  const ordered = orderOptions(records.map((r, i) => ({ ...r, sequence: r.sequence ?? i + 1 })));
  return ordered.map((record, index) => {
    const validation = record.advance_option_meta_data ?? {};
    const tag = tagForType(record.type) ?? 'short-text';
    const toggles: Partial<OptionToggles> = {};
    for (const [key, toggle] of Object.entries(record.toggles ?? {}))
      if (toggle) toggles[key as ToggleKey] = { active: toggle.active, value: toggle.value ?? null };
    return createOption({
      id: record.id ?? `option-${index + 1}`,
      type: record.type,
      tag,
      sequence: index + 1,
      label: { value: record.label.value },
      values: (record.values ?? []).map((v, j) => toChoice(v, `choice-${index + 1}-${j + 1}`)),
      logics: (record.logics ?? []).slice(0, 1).map((l) => toLogic(l, index)),
      advance_option_meta_data: {
        is_validation: validation.is_validation ?? false,
        validations_rules: (validation.validations_rules ?? []).map((r) => ({ ...r, tag: r.tag ?? tag })),
      },
      meta_data: {
        warranty_date_label: record.meta_data?.warranty_date_label ?? null,
        is_external_database: record.meta_data?.is_external_database ?? false,
        fields: record.meta_data?.fields ?? [],
      },
      toggles: toggles as OptionToggles,
    });
  });
}

/** The text of a toggle's value ('' when off or empty): instructions, info tooltip. */
export function toggleText(option: ServiceOption, key: ToggleKey): string {
  const toggle = option.toggles[key];
  if (!toggle.active || toggle.value === null || toggle.value === undefined) return '';
  return String(toggle.value).trim();
}
