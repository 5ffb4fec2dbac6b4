/** The shapes the content editor's fields share: a group of fields, its title, and an item out of view. */
// A fieldset is as wide as its widest line by default; a folded item's title is cut short on a phone instead.
export const fieldsetSx = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  m: 0,
  minWidth: 0,
  px: { xs: 1.5, sm: 2.5 },
  pb: 2.5,
};
export const legendSx = { px: 1, fontWeight: 800 };

/**
 * A list's items out of view are not laid out or painted again as a key is typed elsewhere (a long text's box
 * measures its height at each key, which lays out the page): the browser keeps their last size instead.
 */
export const offscreenSkipped = { contentVisibility: 'auto', containIntrinsicSize: 'auto 480px' } as const;
