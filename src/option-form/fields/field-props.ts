// What every option field receives: the option, its answer, a setter, the messages to show under it and the
// services some types need (paging a mass dropdown's values, uploading an image).
import type { Answer, OptionChoice, ServiceOption } from '../../shared/rules/index.ts';

export interface ValuesPage {
  results: OptionChoice[];
  /** The next page number, null on the last page. */
  next: number | null;
}

export interface OptionFormServices {
  /** GET option-value (page, option_id, search) for a saved mass-dropdown option; absent in the preview. */
  loadValues?: (optionId: number, page: number, search: string) => Promise<ValuesPage>;
  /** Uploads an image and answers its URL; without it the answer is the file's name. */
  uploadImage?: (file: File) => Promise<string>;
}

export interface OptionFieldProps {
  option: ServiceOption;
  value: Answer;
  onChange: (value: Answer) => void;
  messages: string[];
  required: boolean;
  /** A DOM id prefix unique in the page. */
  idBase: string;
  services: OptionFormServices;
  disabled?: boolean;
}

/** Ids of the parts of a field, for label / aria-describedby wiring. */
export function fieldIds(idBase: string) {
  return {
    input: `${idBase}-input`,
    label: `${idBase}-label`,
    help: `${idBase}-help`,
    messages: `${idBase}-messages`,
  };
}

/** Space-separated ids of the texts that describe an input. */
export function describedBy(idBase: string, hasHelp: boolean, hasMessages: boolean): string | undefined {
  const ids = fieldIds(idBase);
  const list = [hasHelp ? ids.help : null, hasMessages ? ids.messages : null].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}
