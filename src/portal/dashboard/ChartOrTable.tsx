// A dashboard chart with its figures as a table, one switch away: the table is the accessible alternative
// (screen readers, keyboard, copying a number) and the chart's aria-label stays a one-line summary.
import { useState, type ReactNode } from 'react';
import {
  Box,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { TableScroll } from '../orders/TableScroll.tsx';

export interface FigureTable {
  caption: string;
  head: string[];
  rows: { key: string; cells: (string | number)[] }[];
}

export function ChartOrTable({
  chart,
  table,
  testId,
}: {
  chart: ReactNode;
  table: FigureTable;
  testId: string;
}) {
  const translate = useTranslate();
  const [shown, setShown] = useState<'chart' | 'table'>('chart');
  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={shown}
        onChange={(_, next: 'chart' | 'table' | null) => next && setShown(next)}
        aria-label={translate('portal.charts.show_as', { what: table.caption.toLowerCase() })}
        sx={{ mb: 1 }}
      >
        <ToggleButton value="chart">{translate('portal.charts.chart')}</ToggleButton>
        <ToggleButton value="table" data-testid={`${testId}-as-table`}>
          {translate('portal.charts.table')}
        </ToggleButton>
      </ToggleButtonGroup>
      {shown === 'chart' ? (
        chart
      ) : (
        <TableScroll>
          <Table size="small" data-testid={`${testId}-table`}>
            <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>{table.caption}</caption>
            <TableHead>
              <TableRow>
                {table.head.map((h, i) => (
                  <TableCell key={h} align={i ? 'right' : 'left'}>
                    {h}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={row.key}>
                  {row.cells.map((cell, i) => (
                    <TableCell key={i} align={i ? 'right' : 'left'} component={i ? 'td' : 'th'} scope="row">
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroll>
      )}
    </Box>
  );
}
