// How answers are read: whether an option counts as answered, the value a logic rule compares (the "fact"
// handed to the condition evaluators), and the numeric fields validation rules read.
import { OptionType } from './option-types.ts';
import type { Answer } from './types.ts';

const DAY_MS = 86_400_000;

/** A finite number from a number or a numeric string; undefined otherwise. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : undefined;
  }
  return undefined;
}

/** Whole days since 1970-01-01 (UTC) of a date string such as '2024-05-01'; undefined when unreadable. */
export function toDay(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : Math.floor(ms / DAY_MS);
}

export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS);
}

function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Whether an answer counts as given for an option of this type (required check; hidden options aside). */
export function isAnswered(type: number, answer: Answer): boolean {
  if (isBlank(answer)) return false;
  if (Array.isArray(answer)) return answer.some((v) => !isBlank(v));
  if (typeof answer === 'object' && answer !== null) {
    if (type === OptionType.size) return !isBlank(answer.current_size) && !isBlank(answer.desired_size);
    if (type === OptionType.insurance) return !isBlank(answer.retail_value);
    if (type === OptionType.warranty) return !isBlank(answer.purchase_date);
    return Object.values(answer).some((v) => !isBlank(v));
  }
  return true;
}

/**
 * The value a logic rule compares for an option: for a number option a finite number; for any other
 * option the selected choice id as a string, or an array of strings when several are selected (a warranty
 * contributes its purchase date). undefined when unanswered. Both evaluators receive exactly these facts.
 */
export function ruleFact(numeric: boolean, answer: Answer): number | string | string[] | undefined {
  if (numeric) return toNumber(answer);
  if (answer === null || answer === undefined) return undefined;
  if (Array.isArray(answer)) {
    const ids = answer.filter((v) => !isBlank(v)).map(String);
    if (ids.length === 0) return undefined;
    return ids.length === 1 ? ids[0] : ids;
  }
  if (typeof answer === 'object') {
    const date = answer.purchase_date;
    return typeof date === 'string' && date.trim() !== '' ? date : undefined;
  }
  const s = String(answer);
  return s.trim() === '' ? undefined : s;
}

/**
 * The number a validation rule reads for `field` of an option's answer: size and warranty numeric fields
 * from the answer object, `retail_value` also from a bare number, `purchase_date` as whole days.
 */
export function fieldNumber(answer: Answer, field: string): number | undefined {
  if (typeof answer === 'number' || typeof answer === 'string') {
    return field === 'retail_value' ? toNumber(answer) : undefined;
  }
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return undefined;
  const raw = answer[field];
  return field === 'purchase_date' ? toDay(raw) : toNumber(raw);
}
