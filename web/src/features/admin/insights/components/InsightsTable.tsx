import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface InsightsColumn<Row> {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
  /** Long text (a page's path) wraps rather than widening the table: on a phone the numbers then fit beside it. */
  wraps?: boolean;
  cell: (row: Row) => ReactNode;
}

/**
 * Whether the box's content is wider or taller than the box: then it scrolls, and must be reachable by keyboard;
 * `sideways` when it is wider, which the table says under it (a phone shows no scroll bar until it is touched).
 */
function useOverflowing() {
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ sideways: false, down: false });
  useEffect(() => {
    const box = ref.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      const sideways = box.scrollWidth > box.clientWidth + 1;
      const down = box.scrollHeight > box.clientHeight + 1;
      setOverflow((last) => (last.sideways === sideways && last.down === down ? last : { sideways, down }));
    };
    const observer = new ResizeObserver(check);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    check();
    return () => observer.disconnect();
  }, []);
  return { ref, sideways: overflow.sideways, overflowing: overflow.sideways || overflow.down };
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
  const { ref, sideways, overflowing } = useOverflowing();
  return (
    <>
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
          // The card's edge closes the table.
          '& tbody tr:last-of-type td': { borderBottom: 0 },
          // Narrower cells on a phone, so that most tables fit without scrolling.
          '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
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
                      sx={
                        column.wraps
                          ? { minWidth: '8rem', overflowWrap: 'break-word' }
                          : { whiteSpace: 'nowrap', fontVariantNumeric: column.numeric ? 'tabular-nums' : undefined }
                      }
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
      {sideways && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          Scroll the table sideways for more columns.
        </Typography>
      )}
    </>
  );
}
