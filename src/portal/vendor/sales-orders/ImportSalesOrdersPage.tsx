// /portal/setting/import-salesorders: the vendor's own sales orders from a CSV file (one order of one item
// per row: customer_email, item, cost, due_date, note). Download the template, upload with progress, then
// either the numbers of the orders made or every bad cell by row and column. The server imports every row or
// none (POST /vendor-sales-orders/import), so a file with a problem changes nothing and can be fixed and sent
// again whole.
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { Title, useBasename, useTranslate } from 'react-admin';
import { ELEMENT, PhraseAround } from '../../i18n/phrase-around.tsx';
import { sendFile } from '../../../client/upload.ts';
import { apiUrl, downloadFile } from '../../../shell/data/download.ts';
import { Section } from '../../orders/Section.tsx';
import { csvProblems, type CsvProblem } from '../../forms/csv-problems.ts';

/** A CSV is text: 8 MiB holds far more rows than anyone types. */
const MAX_CSV_BYTES = 8_388_608;

type Outcome =
  | { kind: 'done'; orderNos: string[]; file: string }
  | { kind: 'refused'; message: string; rows: CsvProblem[] };

export function ImportSalesOrdersPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const picker = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function template() {
    setDownloading(true);
    try {
      await downloadFile(apiUrl('/api/v1/vendor-sales-orders/import-template'), 'sales-orders-template.csv');
    } catch (e) {
      setOutcome({ kind: 'refused', message: (e as Error).message, rows: [] });
    } finally {
      setDownloading(false);
    }
  }

  async function upload(file: File) {
    setOutcome(null);
    if (file.size > MAX_CSV_BYTES) {
      setOutcome({
        kind: 'refused',
        message: translate('vendor_app.import.too_large', { file: file.name }),
        rows: [],
      });
      return;
    }
    setProgress(0);
    const result = await sendFile<{ created: number; order_nos: string[] }>(
      'vendor-sales-orders/import',
      file,
      {},
      setProgress,
    );
    setProgress(null);
    if (result.status === 201 && result.data)
      setOutcome({ kind: 'done', orderNos: result.data.order_nos, file: file.name });
    else
      setOutcome({
        kind: 'refused',
        message: result.error?.message ?? translate('vendor_app.import.failed', { status: result.status }),
        rows: csvProblems(result.error?.fields),
      });
  }

  const busy = progress !== null;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 960 }} data-testid="import-sales-orders">
      <Title title={translate('vendor_app.import.title')} />
      <Box>
        <Typography variant="h5" component="h1">
          {translate('vendor_app.import.title')}
        </Typography>
        <Typography color="text.secondary">
          {translate('vendor_app.import.intro')}{' '}
          <PhraseAround phrase={translate('vendor_app.import.type_instead', { link: ELEMENT })}>
            <Link component={RouterLink} to={`${basename}/sales-order/bulk-salesorder`}>
              {translate('vendor_app.import.many_at_once')}
            </Link>
          </PhraseAround>
        </Typography>
      </Box>
      <Section title={translate('vendor_app.import.your_file')}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="text"
            startIcon={<DownloadOutlined />}
            onClick={() => void template()}
            disabled={downloading}
          >
            {downloading
              ? translate('vendor_app.import.downloading')
              : translate('vendor_app.import.template')}
          </Button>
          <Button
            variant="contained"
            startIcon={<UploadFileOutlined />}
            disabled={busy}
            onClick={() => picker.current?.click()}
          >
            {translate('vendor_app.import.import')}
          </Button>
          <input
            ref={picker}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label={translate('vendor_app.import.file')}
            data-testid="sales-orders-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </Stack>
        {busy ? (
          <Box sx={{ mt: 2 }} role="status" aria-live="polite">
            <Typography variant="body2">
              {translate('vendor_app.import.uploading', { percent: Math.round((progress ?? 0) * 100) })}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={(progress ?? 0) * 100}
              aria-label={translate('vendor_app.import.progress')}
            />
          </Box>
        ) : null}
        {outcome?.kind === 'done' ? (
          <Alert severity="success" sx={{ mt: 2 }} role="status" data-testid="import-result">
            {translate('vendor_app.import.imported', {
              smart_count: outcome.orderNos.length,
              file: outcome.file,
              numbers: outcome.orderNos.join(', '),
            })}{' '}
            <Link component={RouterLink} to={`${basename}/sales-orders`}>
              {translate('vendor_app.import.see_orders')}
            </Link>
          </Alert>
        ) : null}
        {outcome?.kind === 'refused' ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="import-errors">
            <Typography sx={{ fontWeight: 600 }}>
              {outcome.rows.length
                ? translate('vendor_app.import.fix_these', { message: outcome.message })
                : outcome.message}
            </Typography>
            {outcome.rows.length ? (
              <Box sx={{ overflowX: 'auto', mt: 1 }}>
                <Table size="small" aria-label={translate('vendor_app.import.problems')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{translate('vendor_app.import.row')}</TableCell>
                      <TableCell>{translate('vendor_app.import.column')}</TableCell>
                      <TableCell>{translate('vendor_app.import.problem')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {outcome.rows.map((r) => (
                      <TableRow key={`${r.row}.${r.column}`} data-testid="import-problem">
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
      </Section>
    </Box>
  );
}
