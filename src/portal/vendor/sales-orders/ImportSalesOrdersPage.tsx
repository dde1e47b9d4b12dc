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
import { Title, useBasename } from 'react-admin';
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
      setOutcome({ kind: 'refused', message: `${file.name} is larger than 8 MiB.`, rows: [] });
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
        message: result.error?.message ?? `The import failed (${result.status}).`,
        rows: csvProblems(result.error?.fields),
      });
  }

  const busy = progress !== null;
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2, maxWidth: 960 }} data-testid="import-sales-orders">
      <Title title="Import sales orders" />
      <Box>
        <Typography variant="h5" component="h1">
          Import sales orders
        </Typography>
        <Typography color="text.secondary">
          A CSV file with the columns customer_email, item, cost, due_date (YYYY-MM-DD, optional) and note
          (optional) makes one sales order of one item per row, for the customer with that email. Every row is
          imported, or none: a file with any problem changes nothing. To type a few orders instead, use{' '}
          <Link component={RouterLink} to={`${basename}/sales-order/bulk-salesorder`}>
            many sales orders at once
          </Link>
          .
        </Typography>
      </Box>
      <Section title="Your file">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button
            variant="text"
            startIcon={<DownloadOutlined />}
            onClick={() => void template()}
            disabled={downloading}
          >
            {downloading ? 'Downloading…' : 'Download template'}
          </Button>
          <Button
            variant="contained"
            startIcon={<UploadFileOutlined />}
            disabled={busy}
            onClick={() => picker.current?.click()}
          >
            Import CSV
          </Button>
          <input
            ref={picker}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label="Sales orders file"
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
            <Typography variant="body2">Uploading… {Math.round((progress ?? 0) * 100)}%</Typography>
            <LinearProgress
              variant="determinate"
              value={(progress ?? 0) * 100}
              aria-label="Upload progress"
            />
          </Box>
        ) : null}
        {outcome?.kind === 'done' ? (
          <Alert severity="success" sx={{ mt: 2 }} role="status" data-testid="import-result">
            {outcome.orderNos.length} sales order{outcome.orderNos.length === 1 ? '' : 's'} imported from{' '}
            {outcome.file}: {outcome.orderNos.join(', ')}.{' '}
            <Link component={RouterLink} to={`${basename}/sales-orders`}>
              See the sales orders
            </Link>
          </Alert>
        ) : null}
        {outcome?.kind === 'refused' ? (
          <Alert severity="error" sx={{ mt: 2 }} role="alert" data-testid="import-errors">
            <Typography sx={{ fontWeight: 600 }}>
              {outcome.rows.length
                ? `${outcome.message} Fix these and import the file again:`
                : outcome.message}
            </Typography>
            {outcome.rows.length ? (
              <Box sx={{ overflowX: 'auto', mt: 1 }}>
                <Table size="small" aria-label="Problems in the file">
                  <TableHead>
                    <TableRow>
                      <TableCell>Row</TableCell>
                      <TableCell>Column</TableCell>
                      <TableCell>Problem</TableCell>
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
