import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface InsightsColumn<Row> {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
  cell: (row: Row) => ReactNode;
}

/** Whether the box's content is wider or taller than the box: then it scrolls, and must be reachable by keyboard. */
function useOverflowing() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () =>
      setOverflowing(box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1);
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return { ref, overflowing };
}

/**
 * A table of one card, named by the card's heading. On a narrow screen it scrolls sideways inside its card (never
 * the page); while it scrolls it takes keyboard focus, so the arrow keys can move it.
 */
export function InsightsTable<Row>({
  labelledBy,
  columns,
  rows,
  rowKey,
  empty,
  maxHeight,
}: {
  labelledBy: string;
  columns: readonly InsightsColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** What an empty table says, in its one row. */
  empty: string;
  /** A long table (a year of days) scrolls within this height, its header staying in view. */
  maxHeight?: number;
}) {
  const { ref, overflowing } = useOverflowing();
  return (
    <Box
      ref={ref}
      tabIndex={overflowing ? 0 : undefined}
      role={overflowing ? 'region' : undefined}
      aria-labelledby={overflowing ? labelledBy : undefined}
      sx={{
        overflow: 'auto',
        maxHeight,
        maxWidth: '100%',
        borderRadius: 1,
        '&:focus-visible': { outline: 2, outlineColor: 'primary.light', outlineOffset: 2 },
      }}
    >
      <Table size="small" aria-labelledby={labelledBy} stickyHeader={maxHeight !== undefined}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.label}
                align={column.numeric ? 'right' : 'left'}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap', bgcolor: 'background.paper' }}
              >
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.label}
                    align={column.numeric ? 'right' : 'left'}
                    sx={{ whiteSpace: 'nowrap', fontVariantNumeric: column.numeric ? 'tabular-nums' : undefined }}
                  >
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </Box>
  );
}
