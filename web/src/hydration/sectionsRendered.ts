/**
 * Off-screen sections are laid out with an estimated height (`content-visibility: auto`, see Section), so a jump
 * would aim at an estimate and miss once they take their real size. Before the first jump (anchors.ts), this
 * attribute goes on `<html>` and every section is laid out for real from then on. The page scrolls smoothly only
 * from then on too (styles/base.css, components/layout/Section.css). A module of its own, free of imports, so the theme can use it in plain Node.js.
 */
export const ALL_SECTIONS_RENDERED = 'data-all-sections-rendered';
