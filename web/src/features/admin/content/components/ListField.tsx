import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Add from '@mui/icons-material/Add';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ContentSectionId } from '@studio/core/content/siteContent';
import { contentChanges } from '@studio/core/content/siteContentDiff';
import { useCallback, useState, type ReactNode, type SyntheticEvent } from 'react';
import {
  addLabel,
  arrayLimits,
  elementOf,
  emptyValue,
  fieldId,
  fieldLabel,
  getAt,
  itemLabel,
  itemTitle,
  kindOf,
  pathKey,
  type AnySchema,
} from '../contentFields.ts';
import { useFieldAfterPaint } from './afterPaint.ts';
import { useEditorForm } from './editorForm.ts';
import type { ContentFieldsProps, NestedFields, Path } from './fieldProps.ts';
import { fieldsetSx, legendSx, offscreenSkipped } from './fieldStyles.ts';
import { newSession } from './TimetableFields.tsx';

/** A list longer than this folds its items (plans, sessions, FAQs, reviews) into named groups. */
const FOLD_AFTER = 3;

let rowCount = 0;
/** A key for a list's item that moves with it, so that its inputs (which keep what was typed) move with it too. */
const rowKey = () => `row-${(rowCount += 1)}`;

/** A list: each item with Move up, Move down and Remove, then Add. The schema's limits disable what they forbid. */
export function ListField(props: ContentFieldsProps & { path: Path; Fields: NestedFields }) {
  const { section, schema, path, problems } = props;
  const { getValues, setValue } = useEditorForm();
  const name = pathKey(path);
  const element = elementOf(schema);
  const { min, max } = arrayLimits(schema);
  const listKey = String(path.at(-1));
  const noun = itemLabel(listKey);
  const problem = problems.get(name);
  const label = fieldLabel(section, path);
  const simple = kindOf(element) !== 'object';
  const listNow = () => {
    const list = getValues(name);
    return Array.isArray(list) ? (list as unknown[]) : [];
  };
  const [rows, setRows] = useState(() => listNow().map(rowKey));
  // A long list of items with fields of their own folds them, each named by its title; an item inside another
  // item's fields (a session's cancelled dates) does not fold again.
  const [folds] = useState(() => !simple && !path.some((part) => typeof part === 'number') && rows.length > FOLD_AFTER);
  const [added, setAdded] = useState<string | null>(null);

  const change = (list: unknown[], keys: string[]) => {
    setValue(name, list);
    setRows(keys);
  };
  // The list as it is when a button is pressed (its items' fields are typed in without drawing it again).
  const move = (from: number, to: number) => {
    const list = [...listNow()];
    const keys = [...rows];
    list.splice(to, 0, ...list.splice(from, 1));
    keys.splice(to, 0, ...keys.splice(from, 1));
    change(list, keys);
  };
  const remove = (index: number) =>
    change(
      listNow().filter((_, at) => at !== index),
      rows.filter((_, at) => at !== index),
    );
  const add = () => {
    const key = rowKey();
    setAdded(key);
    change([...listNow(), newItem(section, listKey, element, listNow())], [...rows, key]);
  };

  return (
    <Box component="fieldset" sx={fieldsetSx} aria-describedby={problem ? `${fieldId(path)}-problem` : undefined}>
      <Typography component="legend" sx={legendSx}>
        {label}
      </Typography>
      {problem && (
        <FormHelperText error id={`${fieldId(path)}-problem`} sx={{ mb: 1.5 }} data-problem>
          {problem}
        </FormHelperText>
      )}
      <Stack spacing={folds ? 1 : 2}>
        {rows.map((key, index) => (
          <ListItem
            key={key}
            {...props}
            schema={element}
            path={path}
            index={index}
            count={rows.length}
            min={min}
            noun={noun}
            simple={simple}
            fold={folds ? (key === added ? 'open' : 'closed') : 'none'}
            onMove={move}
            onRemove={remove}
          />
        ))}
      </Stack>
      <Button startIcon={<Add aria-hidden />} onClick={add} disabled={rows.length >= max} sx={{ mt: 2 }}>
        {addLabel(listKey)}
      </Button>
    </Box>
  );
}

interface ListItemProps extends ContentFieldsProps {
  Fields: NestedFields;
  /** The list's path; the item is at `[...path, index]`. */
  path: Path;
  index: number;
  count: number;
  min: number;
  noun: string;
  simple: boolean;
  /** Whether the item folds into a named group, and how it starts. */
  fold: 'none' | 'open' | 'closed';
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/** A list's item with its Move up, Move down and Remove. */
function ListItem(props: ListItemProps) {
  const { Fields, section, path, index, count, min, noun, simple, fold, problems, saved, onMove, onRemove } = props;
  const itemName = `${noun} ${index + 1}`;
  const itemPath = [...path, index];
  const controls = (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
      <IconButton aria-label={`Move ${itemName} up`} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        aria-label={`Move ${itemName} down`}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
      <IconButton aria-label={`Remove ${itemName}`} disabled={count <= min} onClick={() => onRemove(index)}>
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Stack>
  );
  const fields = (
    <Fields
      section={section}
      schema={props.schema}
      path={itemPath}
      problems={problems}
      saved={saved}
      uploadPhoto={props.uploadPhoto}
    />
  );
  if (simple) {
    // A plain list item is named by its position: "Feature 2".
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1 }}>{fields}</Box>
        {controls}
      </Stack>
    );
  }
  if (fold !== 'none')
    return (
      <ItemGroup name={itemName} path={itemPath} problems={problems} saved={saved} startOpen={fold === 'open'}>
        <Box component="fieldset" aria-label={itemName} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
            {controls}
          </Stack>
          {fields}
        </Box>
      </ItemGroup>
    );
  return (
    <Box
      component="fieldset"
      sx={{ ...fieldsetSx, ...offscreenSkipped, bgcolor: 'background.default' }}
      aria-label={itemName}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography component="legend" sx={{ ...legendSx, float: 'left' }}>
          {itemName}
        </Typography>
        {controls}
      </Stack>
      {fields}
    </Box>
  );
}

/**
 * A list's item folded into a group named by its title ("Plan 1 · Pay As You Go"), with the number of its changed
 * fields; a native disclosure, so Tab reaches it and Enter or Space opens it. A refused save opens the groups with a
 * problem, so that the first marked field can take the focus.
 */
function ItemGroup({
  name,
  path,
  problems,
  saved,
  startOpen,
  children,
}: {
  name: string;
  path: Path;
  problems: ReadonlyMap<string, string>;
  saved: unknown;
  startOpen: boolean;
  children: ReactNode;
}) {
  const key = pathKey(path);
  const hasProblem = [...problems.keys()].some((at) => at === key || at.startsWith(`${key}.`));
  const [open, setOpen] = useState(startOpen || hasProblem);
  const [problemsSeen, setProblemsSeen] = useState(problems);
  if (problems !== problemsSeen) {
    // Opened as the problems arrive (during the render, so the focus finds the field in an open group).
    setProblemsSeen(problems);
    if (hasProblem) setOpen(true);
  }
  return (
    <Box
      component="details"
      open={open}
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}
      sx={{
        ...offscreenSkipped,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.default',
        '&[open] > summary': { borderBottom: 1, borderColor: 'divider' },
        '&[open] > summary .item-group-icon': { transform: 'rotate(180deg)' },
        '& > fieldset': { px: { xs: 1.5, sm: 2.5 }, pt: 1, pb: 2.5 },
      }}
    >
      <Box
        component="summary"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1,
          minHeight: 48,
          py: 0.75,
          px: { xs: 1.5, sm: 2 },
          cursor: 'pointer',
          listStyle: 'none',
          '&::-webkit-details-marker': { display: 'none' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 2 },
        }}
      >
        <ExpandMore className="item-group-icon" aria-hidden fontSize="small" />
        <ItemSummary name={name} path={path} saved={saved} />
      </Box>
      {children}
    </Box>
  );
}

interface Summary {
  title: string;
  changed: number;
}
const sameSummary = (a: Summary, b: Summary) => a.title === b.title && a.changed === b.changed;

/**
 * A plain span with an inline style (MUI's body2 step, bold), not a Typography: the count appears with the first key
 * typed in the item, and a new `sx` would add a style rule to the page's style sheet then, which has the browser
 * match every element's styles again (some 15 ms of that keystroke with the CPU slowed 4x); mounting a MUI component
 * on that key costs several more.
 */
const changedStyle = {
  marginLeft: 'auto',
  paddingLeft: 8,
  fontSize: '0.875rem',
  lineHeight: 1.43,
  letterSpacing: '0.01071em',
  fontWeight: 700,
  whiteSpace: 'nowrap',
} as const;

/** A folded item's name, title and changed fields: drawn again only when one of them changes, after the key. */
function ItemSummary({ name, path, saved }: { name: string; path: Path; saved: unknown }) {
  const before = getAt(saved, path);
  const summarise = useCallback(
    (item: unknown) => ({ title: itemTitle(item), changed: contentChanges(before, item).length }),
    [before],
  );
  const { title, changed } = useFieldAfterPaint(pathKey(path), summarise, sameSummary);
  return (
    <>
      <Typography component="span" sx={{ fontWeight: 800, whiteSpace: 'nowrap' }}>
        {name}
      </Typography>
      {title && (
        // Wrapped, never cut: on a phone a session's day and times run onto a second line.
        <Typography
          component="span"
          color="text.secondary"
          sx={{ minWidth: 0, flex: '1 1 10rem', overflowWrap: 'break-word' }}
        >
          · {title}
        </Typography>
      )}
      {changed > 0 && <span style={changedStyle}>{changed} changed</span>}
    </>
  );
}

/** What Add puts at the end of a list: an empty item, or a new session (see newSession). */
function newItem(section: ContentSectionId, listKey: string, element: AnySchema, items: unknown[]): unknown {
  if (listKey !== 'sessions') return emptyValue(element);
  return newSession(section, element, items);
}
