// The SKU import of a service (docs/product.md#catalogue-sku-import: GET store/:id/download-sku-template,
// POST service/:id/import-sku):
// download the CSV template, pick the option the SKUs go into (or let the server use the first mass
// dropdown, creating one if there is none), upload with progress, then either the counts of SKUs added and
// updated or every bad row with its column and problem. The server imports all rows or none, so a file with
// errors changes nothing. The editor reloads the service after an import; while it holds unsaved changes the
// import waits, so nothing the user typed is lost.
import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { useTranslate } from 'react-admin';
import { CHOICE_TYPES, type ServiceOption } from '../../shared/rules/index.ts';
import { csvProblems, type CsvProblem } from '../forms/csv-problems.ts';
import { sendFile } from '../../client/upload.ts';
import { apiUrl, downloadFile } from '../../shell/data/download.ts';

/** A CSV of SKUs is text; a few MiB holds tens of thousands of rows. */
const MAX_CSV_BYTES = 8_388_608;

interface ImportResult {
  option_id: number;
  created: number;
  updated: number;
}

type Outcome =
  | { kind: 'done'; result: ImportResult; optionLabel: string }
  | { kind: 'refused'; message: string; rows: CsvProblem[] };

interface Props {
  storeId: number;
  serviceId: number;
  options: readonly ServiceOption[];
  /** The editor holds changes that are not saved: importing would reload over them. */
  dirty: boolean;
  onImported: () => void;
}

export function SkuImportPanel({ storeId, serviceId, options, dirty, onImported }: Props) {
  const translate = useTranslate();
  const words = (key: string, values?: object) => translate(`portal.editor.sku.${key}`, values);
  const picker = useRef<HTMLInputElement>(null);
  const targets = options.filter((o) => CHOICE_TYPES.includes(o.type) && typeof o.id === 'number');
  const [target, setTarget] = useState<string>('');
  const [progress, setProgress] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const labelOf = (id: number) =>
    targets.find((o) => o.id === id)?.label.value ||
    (target ? words('option_id', { id }) : words('new_mass'));

  async function template() {
    setDownloading(true);
    try {
      await downloadFile(
        apiUrl('/api/v1/store/{id}/download-sku-template', { id: storeId }),
        `sku-template-store-${storeId}.csv`,
      );
    } catch (e) {
      setOutcome({ kind: 'refused', message: (e as Error).message, rows: [] });
    } finally {
      setDownloading(false);
    }
  }

  async function upload(file: File) {
    setOutcome(null);
    if (file.size > MAX_CSV_BYTES) {
      setOutcome({ kind: 'refused', message: words('too_large', { name: file.name }), rows: [] });
      return;
    }
    setProgress(0);
    const result = await sendFile<ImportResult>(
      `service/${serviceId}/import-sku`,
      file,
      target ? { option_id: target } : {},
      setProgress,
    );
    setProgress(null);
    if (result.status === 200 && result.data) {
      setOutcome({ kind: 'done', result: result.data, optionLabel: labelOf(result.data.option_id) });
      onImported();
    } else {
      setOutcome({
        kind: 'refused',
        message: result.error?.message ?? words('failed', { status: result.status }),
        rows: csvProblems(result.error?.fields),
      });
    }
  }

  const busy = progress !== null;
  return (
    <Paper component="section" aria-labelledby="sku-import-heading" sx={{ p: 2, mb: 2 }}>
      <Typography id="sku-import-heading" variant="h6" component="h2">
        {words('title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {words('intro')}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <Button
          variant="text"
          startIcon={<DownloadOutlined />}
          onClick={() => void template()}
          disabled={downloading}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {downloading ? words('downloading') : words('download')}
        </Button>
        <TextField
          select
          size="small"
          label={words('import_into')}
          value={target}
          onChange={(e) => setTarget(e.target.value)}
          sx={{ minWidth: 200, flex: 1 }}
          disabled={busy}
        >
          <MenuItem value="">{words('first_mass')}</MenuItem>
          {targets.map((o) => (
            <MenuItem key={String(o.id)} value={String(o.id)}>
              {o.label.value || translate('portal.editor.option_n', { n: o.sequence })}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          disabled={busy || dirty}
          onClick={() => picker.current?.click()}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          {words('import')}
        </Button>
        <input
          ref={picker}
          type="file"
          accept=".csv,text/csv"
          hidden
          aria-label={words('file')}
          data-testid="sku-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </Stack>
      {dirty ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {words('save_first')}
        </Typography>
      ) : null}
      {busy ? (
        <Box sx={{ mt: 1.5 }} role="status" aria-live="polite">
          <Typography variant="body2">
            {words('uploading', { percent: Math.round((progress ?? 0) * 100) })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={(progress ?? 0) * 100}
            aria-label={words('progress')}
          />
        </Box>
      ) : null}
      {outcome?.kind === 'done' ? (
        <Alert severity="success" sx={{ mt: 1.5 }} role="status" data-testid="sku-import-result">
          {words('done', {
            created: outcome.result.created,
            updated: outcome.result.updated,
            option: outcome.optionLabel,
          })}
        </Alert>
      ) : null}
      {outcome?.kind === 'refused' ? (
        <Alert severity="error" sx={{ mt: 1.5 }} role="alert" data-testid="sku-import-errors">
          <Typography sx={{ fontWeight: 600 }}>
            {outcome.rows.length ? words('fix_rows') : outcome.message}
          </Typography>
          {outcome.rows.length ? (
            <Box sx={{ overflowX: 'auto', mt: 1 }}>
              <Table size="small" aria-label={words('rows')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{words('row')}</TableCell>
                    <TableCell>{words('column')}</TableCell>
                    <TableCell>{words('problem')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {outcome.rows.map((r) => (
                    <TableRow key={`${r.row}.${r.column}`}>
                      <TableCell>{r.row}</TableCell>
                      <TableCell>{r.column}</TableCell>
                      <TableCell>{r.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          ) : null}
        </Alert>
      ) : null}
    </Paper>
  );
}
