// The service editor's state changes, as pure functions over the rules module's shapes: adding, changing,
// moving and deleting options and choices (logic rules compare options by index, so moves and deletions
// renumber them), the logic of an option, what keeps a logic from being valid, and the payload of the one
// save (PUT stores/:store/services/:id: the service with its options, logics and logic rules).
import {
  canEnableLogic,
  checkLogicText,
  checkValidationRule,
  createLogic,
  CHOICE_TYPES,
  createOption,
  deleteRule,
  duplicateChoice,
  eligibleCompareFields,
  isNumberField,
  isOperatorAllowed,
  OptionType,
  optionTypeInfo,
  toNumber,
  VALIDATION_OPTION_TYPES,
  type DuplicateChoiceResult,
  type LogicRule,
  type OptionChoice,
  type OptionLogic,
  type OptionTypeId,
  type ServiceImageRecord,
  type ServiceOption,
  type ValidationRule,
} from '../../shared/rules/index.ts';

export type DepositRule = 'store' | 'none' | 'fixed' | 'percent';

export interface EditorService {
  id: number;
  store_id: number;
  name: string;
  description: string;
  price: number;
  is_active: boolean;
  /** The deposit an order of this service asks (docs/product.md#payments-deposits); `store`: the store's default. */
  deposit_rule: DepositRule;
  deposit_amount: number;
  deposit_percent: number;
  version?: number;
  /** The service's pictures, in their order (the server numbers them from the position). */
  images: ServiceImage[];
  options: ServiceOption[];
}

/** A picture as the API sends it, its alt text always present in the editor. */
export type ServiceImage = ServiceImageRecord & { alt: string };

/** compare_option_field of a rule whose field is not chosen yet. */
export const NO_FIELD = -1;

let counter = 0;
/** A temporary text id for a new row (the server replaces it and maps rules that refer to it). */
export function tempId(kind: 'option' | 'choice'): string {
  counter += 1;
  return `new-${kind}-${Date.now().toString(36)}-${counter}`;
}

export const hasChoices = (type: number): boolean => CHOICE_TYPES.includes(type);

const withSequence = (options: ServiceOption[]): ServiceOption[] =>
  options.map((o, i) => (o.sequence === i + 1 ? o : { ...o, sequence: i + 1 }));

/** What a new option's words are in the user's language (English when not given). */
export interface NewOptionWords {
  /** The type's name, the new option's label. */
  typeName?: string;
  /** "Choice 2": the text of a new choice by its number. */
  choice?: (n: number) => string;
  /** The warranty's date label. */
  purchaseDate?: string;
}

/** A new option of a type with a label, two choices for choice types, and a warranty's date label. */
export function newOption(type: OptionTypeId, index: number, words: NewOptionWords = {}): ServiceOption {
  const name = words.typeName ?? optionTypeInfo(type)?.name ?? 'Option';
  const choice = words.choice ?? ((n: number) => `Choice ${n}`);
  return createOption({
    id: tempId('option'),
    type,
    sequence: index + 1,
    label: { value: name },
    values: hasChoices(type)
      ? [
          { id: tempId('choice'), value: choice(1), price: 0 },
          { id: tempId('choice'), value: choice(2), price: 0 },
        ]
      : [],
    meta_data: {
      warranty_date_label: type === OptionType.warranty ? (words.purchaseDate ?? 'Purchase date') : null,
      is_external_database: type === OptionType.massDropdown,
      fields: [],
    },
  });
}

export function addOption(service: EditorService, type: OptionTypeId, words?: NewOptionWords): EditorService {
  return {
    ...service,
    options: withSequence([...service.options, newOption(type, service.options.length, words)]),
  };
}

export function updateOption(
  service: EditorService,
  index: number,
  change: (option: ServiceOption) => ServiceOption,
): EditorService {
  const current = service.options[index];
  if (!current) return service;
  const options = [...service.options];
  options[index] = change(current);
  return { ...service, options };
}

/** Rewrites every logic's option indexes through `map` (old index → new index, or null when gone). */
function remapLogics(options: ServiceOption[], map: (index: number) => number | null): ServiceOption[] {
  return options.map((option, newIndex) => {
    if (option.logics.length === 0) return option;
    const logics: OptionLogic[] = [];
    for (const original of option.logics) {
      let logic: OptionLogic | null = original;
      // Rules on a deleted option go (from the last, so positions stay valid); the rest are renumbered.
      for (let p = original.rules.length - 1; p >= 0 && logic; p -= 1) {
        const rule = original.rules[p];
        if (rule && rule.compare_option_field !== NO_FIELD && map(rule.compare_option_field) === null)
          logic = deleteRule(logic, { position: p });
      }
      if (!logic) continue;
      logics.push({
        ...logic,
        apply_to_option_id: newIndex,
        rules: logic.rules.map((r) =>
          r.compare_option_field === NO_FIELD
            ? r
            : { ...r, compare_option_field: map(r.compare_option_field) ?? r.compare_option_field },
        ),
      });
    }
    return { ...option, logics };
  });
}

export function moveOption(service: EditorService, from: number, to: number): EditorService {
  const n = service.options.length;
  if (from === to || from < 0 || to < 0 || from >= n || to >= n) return service;
  const order = service.options.map((_, i) => i);
  const [moved] = order.splice(from, 1);
  order.splice(to, 0, moved!);
  const newIndexOf = new Map(order.map((old, i) => [old, i]));
  const options = order.map((old) => service.options[old]!);
  return { ...service, options: withSequence(remapLogics(options, (i) => newIndexOf.get(i) ?? null)) };
}

/** Deletes an option; rules comparing it are deleted with it (a logic left without rules goes too). */
export function deleteOption(service: EditorService, index: number): EditorService {
  if (!service.options[index]) return service;
  const options = service.options.filter((_, i) => i !== index);
  return {
    ...service,
    options: withSequence(remapLogics(options, (i) => (i === index ? null : i > index ? i - 1 : i))),
  };
}

export function updateChoices(
  service: EditorService,
  index: number,
  change: (values: OptionChoice[]) => OptionChoice[],
): EditorService {
  return updateOption(service, index, (o) => ({ ...o, values: change(o.values) }));
}

export function newChoice(position: number, text = `Choice ${position + 1}`): OptionChoice {
  return { id: tempId('choice'), value: text, price: 0 };
}

// ------------------------------------------------------------------------------------------------ logic

export const logicOf = (option: ServiceOption | undefined): OptionLogic | null => option?.logics[0] ?? null;

export function setLogic(service: EditorService, index: number, logic: OptionLogic | null): EditorService {
  return updateOption(service, index, (o) => ({ ...o, logics: logic ? [logic] : [] }));
}

/** A new logic for the option at `index`, with the chosen action (the join comes next). */
export function startLogic(index: number, action: OptionLogic['action']): OptionLogic {
  return createLogic(index, { action });
}

export function emptyRule(position: number): LogicRule {
  return {
    logic_sequence_number: position + 1,
    compare_option_field: NO_FIELD,
    operator_type: 'is',
    compare_to: '',
  };
}

/** A rule on another field: the operator becomes the field's first, the value is cleared. */
export function withField(rule: LogicRule, options: readonly ServiceOption[], field: number): LogicRule {
  const target = options[field];
  const operator = target && isNumberField(target) ? 'greater_than' : 'is';
  return { ...rule, compare_option_field: field, operator_type: operator, compare_to: '' };
}

/** The text a new expression starts from: the rules joined as the join says (one → OR, else AND). */
export function defaultLogicText(logic: OptionLogic): string {
  const sep = logic.conditional_join === 'one' ? ' OR ' : ' AND ';
  return logic.rules.map((r) => String(r.logic_sequence_number)).join(sep);
}

export interface RuleProblem {
  field?: string;
  operator?: string;
  value?: string;
}

export interface LogicProblems {
  rules: RuleProblem[];
  duplicate: DuplicateChoiceResult;
  /** checkLogicText's message while the expression is on; null when valid or off. */
  text: string | null;
  /** The expression is on with fewer than 2 rules. */
  enable: string | null;
  /** Anything at all: the side panel stays open, saving waits. */
  invalid: boolean;
}

// The problems are catalogue keys (src/portal/i18n/editor-en.ts), shown through editorMessage.
export const CHOOSE_FIELD = 'portal.editor.logic.choose_field';
export const CHOOSE_OPERATOR = 'portal.editor.logic.choose_operator';
export const CHOOSE_VALUE = 'portal.editor.logic.choose_value';
export const ENTER_NUMBER = 'portal.editor.logic.enter_number';
export const ENABLE_NEEDS_TWO = 'portal.editor.logic.enable_needs_two';

/** What keeps the logic of the option at `index` from being valid. */
export function logicProblems(
  options: readonly ServiceOption[],
  index: number,
  logic: OptionLogic,
): LogicProblems {
  const eligible = new Set(eligibleCompareFields(options, index).map((f) => f.index));
  const rules = logic.rules.map((rule): RuleProblem => {
    const target = options[rule.compare_option_field];
    if (!target || !eligible.has(rule.compare_option_field)) return { field: CHOOSE_FIELD };
    if (!isOperatorAllowed(target, rule.operator_type)) return { operator: CHOOSE_OPERATOR };
    if (isNumberField(target)) return toNumber(rule.compare_to) === undefined ? { value: ENTER_NUMBER } : {};
    return target.values.some((c) => String(c.id) === String(rule.compare_to)) ? {} : { value: CHOOSE_VALUE };
  });
  const duplicate = duplicateChoice(logic.rules, options);
  const enable = logic.is_logic_enable && !canEnableLogic(logic.rules.length) ? ENABLE_NEEDS_TWO : null;
  const text =
    logic.is_logic_enable && !enable
      ? checkLogicText(
          logic.logic_rule,
          logic.rules.map((r) => r.logic_sequence_number),
        )
      : null;
  const invalid =
    rules.some((r) => r.field || r.operator || r.value) ||
    duplicate.message !== null ||
    text !== null ||
    enable !== null ||
    logic.rules.length === 0;
  return { rules, duplicate, text, enable, invalid };
}

// ------------------------------------------------------------------------------------- validation rules

export function emptyValidationRule(option: ServiceOption): ValidationRule {
  return {
    tag: option.tag,
    validation_rule: null,
    compare_field: '',
    variable_field: '',
    condition: null,
    validation_message: '',
  };
}

export const supportsValidation = (option: ServiceOption): boolean =>
  VALIDATION_OPTION_TYPES.includes(option.type);

// ------------------------------------------------------------------------------------------- whole service

export interface ServiceProblem {
  index: number;
  /** A key of portal.editor.problems (src/portal/i18n/editor-en.ts). */
  key: string;
  /** Its placeholders: the option's number (n) and label (empty when it has none). */
  values: { n: number; label: string };
}

/** Problems that would make the server refuse the save, found before sending it. */
export function serviceProblems(service: EditorService): ServiceProblem[] {
  const out: ServiceProblem[] = [];
  service.options.forEach((option, index) => {
    const values = { n: index + 1, label: option.label.value.trim() };
    const problem = (key: string) => out.push({ index, key: `portal.editor.problems.${key}`, values });
    if (!option.label.value.trim()) problem('needs_label');
    if (hasChoices(option.type) && option.values.some((c) => !c.value.trim())) problem('choice_text');
    const logic = logicOf(option);
    if (logic && logicProblems(service.options, index, logic).invalid) problem('logic');
    if (option.advance_option_meta_data.is_validation && supportsValidation(option)) {
      const broken = option.advance_option_meta_data.validations_rules.some(
        (r) => Object.keys(checkValidationRule(r, option)).length > 0,
      );
      if (broken) problem('validation');
    }
  });
  if (!service.name.trim())
    out.push({ index: -1, key: 'portal.editor.problems.needs_name', values: { n: 0, label: '' } });
  return out;
}

const optionalId = (id: unknown) =>
  id === undefined || id === null || id === '' ? {} : { id: id as number | string };

/** The body of PUT stores/:store/services/:id. */
export function toPayload(service: EditorService) {
  return {
    name: service.name,
    description: service.description,
    price: service.price,
    is_active: service.is_active,
    deposit_rule: service.deposit_rule,
    deposit_amount: service.deposit_rule === 'fixed' ? service.deposit_amount : 0,
    deposit_percent: service.deposit_rule === 'percent' ? service.deposit_percent : 0,
    images: service.images.map((i) => ({ ...optionalId(i.id), url: i.url, alt: i.alt })),
    options: service.options.map((o) => ({
      ...optionalId(o.id),
      type: o.type,
      label: { value: o.label.value },
      values: o.values.map((c) => ({
        ...optionalId(c.id),
        value: c.value,
        price: toNumber(c.price) ?? 0,
        ...(typeof c.sku === 'string' || c.sku === null ? { sku: c.sku as string | null } : {}),
        ...(typeof c.image === 'string' || c.image === null ? { image: c.image as string | null } : {}),
      })),
      logics: o.logics.map((l) => ({
        ...optionalId(l.id),
        action: l.action,
        conditional_join: l.conditional_join,
        is_logic_enable: l.is_logic_enable,
        logic_rule: l.logic_rule,
        rules: l.rules.map((r) => {
          const target = service.options[r.compare_option_field];
          const compareTo =
            target && isNumberField(target) ? (toNumber(r.compare_to) ?? r.compare_to) : r.compare_to;
          return {
            ...optionalId(r.id),
            compare_option_field: r.compare_option_field,
            operator_type: r.operator_type,
            compare_to: compareTo,
          };
        }),
      })),
      advance_option_meta_data: {
        is_validation: o.advance_option_meta_data.is_validation,
        validations_rules: o.advance_option_meta_data.validations_rules.map((r) => ({
          validation_rule: r.validation_rule,
          compare_field: r.compare_field,
          variable_field: r.variable_field,
          condition: r.condition,
          validation_message: r.validation_message,
        })),
      },
      meta_data: o.meta_data,
      toggles: o.toggles,
    })),
  };
}

export type ServicePayload = ReturnType<typeof toPayload>;

/** Whether the draft differs from what was loaded or last saved. */
export function isDirty(draft: EditorService, saved: EditorService): boolean {
  return JSON.stringify(toPayload(draft)) !== JSON.stringify(toPayload(saved));
}
