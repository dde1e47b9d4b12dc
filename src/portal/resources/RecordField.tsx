// One field of a record shown in a list cell or on a detail page, by its kind (field-kinds.ts): money with
// two decimals, dates in docs/product.md#formats-dates's formats (dayjs), tags as chips, enums by their
// labels, references
// by the referenced record's name (never a raw id), images as thumbnails, booleans as ticks.
import { Box, Chip, Stack } from '@mui/material';
import DOMPurify from 'dompurify';
import {
  BooleanField,
  FunctionField,
  NumberField,
  ReferenceField,
  TextField,
  UrlField,
  EmailField,
  useRecordContext,
  useResourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { usePortalWords } from '../i18n/use-portal-words.ts';
import { formatDateIn } from '../../shared/i18n/dates.ts';
import { DateFormat } from '../../shared/format.ts';
import type { PortalKind, PortalView } from '../../shared/declarations/declare.ts';
import type { JsonSchemaProperty } from '../../shared/resource-schema.ts';
import { ageDays, enumChoicesOf, fieldKindOf } from './field-kinds.ts';
import { referenceText } from './reference-text.ts';
import { declarationNamed } from '../../shared/declarations/index.ts';
import { usePortalKind } from './portal-kind.ts';
import { referenceResource } from './registry.ts';

/** How a referenced resource names its records: its view's representation in this portal, else any view's. */
export function representationOf(name: string, portal: PortalKind): string | undefined {
  const declaration = declarationNamed(name);
  return (
    declaration?.portal?.[portal]?.representation ??
    Object.values(declaration?.portal ?? {}).find((v) => v?.representation)?.representation
  );
}

export interface RecordFieldProps {
  source: string;
  property: JsonSchemaProperty | undefined;
  view?: Pick<PortalView, 'references' | 'form'>;
  portal?: PortalKind;
  sortable?: boolean;
  label?: string;
}

function Tags({ source }: { source: string }) {
  const record = useRecordContext();
  const tags = (record?.[source] as unknown[] | undefined) ?? [];
  if (!tags.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {tags.map((tag) => (
        <Chip key={String(tag)} label={String(tag)} size="small" />
      ))}
    </Stack>
  );
}

function Thumbnail({ source }: { source: string }) {
  const record = useRecordContext();
  const src = record?.[source];
  if (typeof src !== 'string' || !src) return null;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}

/**
 * HTML the product wrote (a mail), shown as its recipient would see it but unable to act: sanitised
 * (DOMPurify drops scripts, handlers and forms) and framed in a sandbox with no scripts, no same-origin
 * access and no navigation of this page.
 */
function SandboxedHtml({ source }: { source: string }) {
  const record = useRecordContext();
  const html = record?.[source];
  if (typeof html !== 'string' || !html) return null;
  return (
    <Box
      component="iframe"
      sandbox=""
      referrerPolicy="no-referrer"
      title={String(record?.subject ?? source)}
      srcDoc={DOMPurify.sanitize(html, { WHOLE_DOCUMENT: true, FORBID_TAGS: ['form', 'input', 'button'] })}
      sx={{
        width: '100%',
        minHeight: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    />
  );
}

/** An enum's value in the user's words (resources.<resource>.choices.<field>.<value>, from the declarations). */
function EnumField(props: {
  source: string;
  sortable?: boolean;
  label?: string;
  property: JsonSchemaProperty | undefined;
}) {
  const { source, property, ...common } = props;
  const translate = useTranslate();
  const resource = useResourceContext();
  const choices = enumChoicesOf(property);
  return (
    <FunctionField
      {...common}
      source={source}
      render={(r: RaRecord) => {
        const name = choices.find((c) => c.id === r[source])?.name;
        if (name === undefined) return String(r[source] ?? '—');
        return translate(`resources.${resource}.choices.${source}.${String(r[source])}`, { _: name });
      }}
    />
  );
}

/** "today", "1 day", "12 days" in the user's language. */
export function ageIn(translate: (key: string, options?: object) => string, since: string): string {
  const days = ageDays(since);
  if (days === null) return '—';
  return days < 1
    ? translate('portal.records.today')
    : translate('portal.records.days', { smart_count: days });
}

export function RecordField({ source, property, view, portal: named, sortable, label }: RecordFieldProps) {
  const current = usePortalKind();
  const portal = named ?? current;
  const kind = fieldKindOf(source, property, view);
  const words = usePortalWords();
  const common = { source, sortable, label };
  switch (kind) {
    case 'reference': {
      const target = view!.references![source]!;
      const { resource, shown } = referenceResource(target, portal);
      const representation = representationOf(target, portal);
      return (
        <ReferenceField
          {...common}
          reference={resource}
          link={shown ? (shown.view.show ? 'show' : 'edit') : false}
          emptyText="—"
        >
          <FunctionField render={(r: RaRecord) => referenceText(r, representation)} />
        </ReferenceField>
      );
    }
    case 'boolean':
      return <BooleanField {...common} />;
    case 'money':
      return (
        <FunctionField
          {...common}
          textAlign="right"
          render={(r: RaRecord) => (typeof r[source] === 'number' ? words.money(r[source]) : '—')}
        />
      );
    case 'number':
    case 'integer':
      return <NumberField {...common} />;
    case 'dateTime':
    case 'date':
      return (
        <FunctionField
          {...common}
          render={(r: RaRecord) =>
            r[source] ? (
              <time
                dateTime={String(r[source])}
                title={formatDateIn(words.locale, r[source], `${DateFormat.short} ${DateFormat.time}`)}
              >
                {words.shortDate(r[source])}
              </time>
            ) : (
              '—'
            )
          }
        />
      );
    case 'age':
      return (
        <FunctionField
          {...common}
          render={(r: RaRecord) =>
            r[source] ? (
              <time
                dateTime={String(r[source])}
                title={words.translate('portal.records.since', {
                  date: formatDateIn(words.locale, r[source], `${DateFormat.short} ${DateFormat.time}`),
                })}
              >
                {ageIn(words.translate, String(r[source]))}
              </time>
            ) : (
              '—'
            )
          }
        />
      );
    case 'enum':
      return <EnumField {...common} property={property} />;
    case 'tags':
      return <FunctionField {...common} render={() => <Tags source={source} />} />;
    case 'image':
      return <FunctionField {...common} render={() => <Thumbnail source={source} />} />;
    case 'html':
      return <FunctionField {...common} render={() => <SandboxedHtml source={source} />} />;
    case 'email':
      return <EmailField {...common} emptyText="—" />;
    case 'url':
      return <UrlField {...common} emptyText="—" target="_blank" rel="noopener noreferrer" />;
    case 'list':
      return (
        <FunctionField
          {...common}
          render={(r: RaRecord) => {
            const n = Array.isArray(r[source]) ? r[source].length : 0;
            return n ? String(n) : '—';
          }}
        />
      );
    default:
      return <TextField {...common} emptyText="—" />;
  }
}
