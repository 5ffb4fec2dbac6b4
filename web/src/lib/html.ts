/** Puts `markup` just before the document's `</head>`; `what` names it in the error when there is no head. */
export function insertBeforeHeadEnd(html: string, markup: string, what: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) throw new Error(`The rendered document has no </head> to put ${what} in`);
  return html.slice(0, headEnd) + markup + html.slice(headEnd);
}

/** Puts `markup` just after the element that `start` opens (its first `end` after it); `what` names it in the error. */
export function insertAfterElement(html: string, start: string, end: string, markup: string, what: string): string {
  const opened = html.indexOf(start);
  const closed = opened === -1 ? -1 : html.indexOf(end, opened);
  if (closed === -1) throw new Error(`The rendered document has no ${start} to put ${what} after`);
  const after = closed + end.length;
  return html.slice(0, after) + markup + html.slice(after);
}
