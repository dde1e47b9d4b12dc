// The CSV imports' row report: the server names every bad cell as `file.row N.column` (the SKU import's and
// the sales-order import's shape); a field of any other name is a problem of the whole file.
import type { FieldError } from '../../shared/errors.ts';

export interface CsvProblem {
  row: string;
  column: string;
  message: string;
}

/** `file.row 7.cost` → row 7, column cost; anything else is a problem of the whole file. */
export function csvProblems(fields: readonly FieldError[] | undefined): CsvProblem[] {
  return (fields ?? []).map((f) => {
    const match = /^file\.row (\d+)\.(\w+)$/.exec(f.field);
    return match
      ? { row: match[1]!, column: match[2]!, message: f.message.replace(/^row \d+: \w+ /, '') }
      : { row: '—', column: f.field, message: f.message };
  });
}
