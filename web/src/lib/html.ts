/** Puts `markup` just before the document's `</head>`; `what` names it in the error when there is no head. */
export function insertBeforeHeadEnd(html: string, markup: string, what: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) throw new Error(`The rendered document has no </head> to put ${what} in`);
  return html.slice(0, headEnd) + markup + html.slice(headEnd);
}
